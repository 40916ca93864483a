import Foundation
import LarkExpect
import LarkUI

// The UI matchers for subjects typed as an existential (`any TextDisplayer`, ...), disfavoured
// so the generic one wins where both fit. Each matcher's body is written once over the
// existential and takes how to see a subject as one: the generic overload passes its `T`, these
// pass the subject itself. (Opening the existential would need one generic function per
// overload: Swift cannot pass a generic function as a value.)

// MARK: Enablable, Switchable

/// `beEnabled()` for a subject typed `any Enablable`.
@MainActor
@_disfavoredOverload
public func beEnabled() -> LarkExpect.Predicate<any Enablable> {
    enabledPredicate { $0 }
}

/// `beOn()` for a subject typed `any Switchable`.
@MainActor
@_disfavoredOverload
public func beOn() -> LarkExpect.Predicate<any Switchable> {
    switchPredicate(on: true) { $0 }
}

/// `beOff()` for a subject typed `any Switchable`.
@MainActor
@_disfavoredOverload
public func beOff() -> LarkExpect.Predicate<any Switchable> {
    switchPredicate(on: false) { $0 }
}

// MARK: TextDisplayer, ImageDisplayer

/// `displayText(_:)` for a subject typed `any TextDisplayer`.
@MainActor
@_disfavoredOverload
public func displayText(_ text: String?) -> LarkExpect.Predicate<any TextDisplayer> {
    textPredicate(text) { $0 }
}

/// `displayText()` (any non-empty text) for a subject typed `any TextDisplayer`.
@MainActor
@_disfavoredOverload
public func displayText() -> LarkExpect.Predicate<any TextDisplayer> {
    anyTextPredicate { $0 }
}

/// `haveTextColor(_:)` for a subject typed `any TextDisplayer`.
@MainActor
@_disfavoredOverload
public func haveTextColor(_ color: Color?) -> LarkExpect.Predicate<any TextDisplayer> {
    textColorPredicate(color) { $0 }
}

/// `haveImage(_:)` for a subject typed `any ImageDisplayer`.
@MainActor
@_disfavoredOverload
public func haveImage(_ image: Image?) -> LarkExpect.Predicate<any ImageDisplayer> {
    imagePredicate(image) { $0 }
}

/// `haveImage()` (any image) for a subject typed `any ImageDisplayer`.
@MainActor
@_disfavoredOverload
public func haveImage() -> LarkExpect.Predicate<any ImageDisplayer> {
    anyImagePredicate { $0 }
}

// MARK: ViewHierarchyNode

/// `beVisible()` (in the key window) for a subject typed `any ViewHierarchyNode`.
@MainActor
@_disfavoredOverload
public func beVisible() -> LarkExpect.Predicate<any ViewHierarchyNode> {
    keyWindowVisiblePredicate { $0 }
}

/// `beVisible(insideOf:)` for a subject typed `any ViewHierarchyNode`.
@MainActor
@_disfavoredOverload
public func beVisible(insideOf container: some ViewHierarchyNode) -> LarkExpect.Predicate<any ViewHierarchyNode> {
    visiblePredicate(insideOf: container) { $0 }
}

/// `beInteractible(insideOf:minimumSize:)` for a subject typed `any ViewHierarchyNode`.
@MainActor
@_disfavoredOverload
public func beInteractible(
    insideOf container: some ViewHierarchyNode, minimumSize: CGSize = minimumTouchTarget
) -> LarkExpect.Predicate<any ViewHierarchyNode> {
    interactiblePredicate(insideOf: container, minimumSize: minimumSize) { $0 }
}

/// `beInteractible(minimumSize:)` (in the key window) for a subject typed `any ViewHierarchyNode`.
@MainActor
@_disfavoredOverload
public func beInteractible(minimumSize: CGSize = minimumTouchTarget) -> LarkExpect.Predicate<any ViewHierarchyNode> {
    keyWindowInteractiblePredicate(minimumSize: minimumSize) { $0 }
}

// MARK: AccessibilityElement, PointerInteractive, KeyCommandResponder

/// `beAnAccessibilityElement()` for a subject typed `any AccessibilityElement`.
@MainActor
@_disfavoredOverload
public func beAnAccessibilityElement() -> LarkExpect.Predicate<any AccessibilityElement> {
    accessibilityElementPredicate { $0 }
}

/// `haveAccessibilityLabel(_:)` for a subject typed `any AccessibilityElement`.
@MainActor
@_disfavoredOverload
public func haveAccessibilityLabel(_ label: String?) -> LarkExpect.Predicate<any AccessibilityElement> {
    accessibilityLabelPredicate(label) { $0 }
}

/// `haveAccessibilityIdentifier(_:)` for a subject typed `any AccessibilityElement`.
@MainActor
@_disfavoredOverload
public func haveAccessibilityIdentifier(_ identifier: String?) -> LarkExpect.Predicate<any AccessibilityElement> {
    accessibilityIdentifierPredicate(identifier) { $0 }
}

/// `haveTheDefaultPointerInteraction()` for a subject typed `any PointerInteractive`.
@MainActor
@_disfavoredOverload
public func haveTheDefaultPointerInteraction() -> LarkExpect.Predicate<any PointerInteractive> {
    defaultPointerInteractionPredicate { $0 }
}

/// `haveKeyCommand(input:modifiers:title:image:attributes:state:)` for a subject typed
/// `any KeyCommandResponder`.
@MainActor
@_disfavoredOverload
public func haveKeyCommand(
    input: String,
    modifiers: KeyModifierFlags = [],
    title: String,
    image: Image? = nil,
    attributes: MenuElementAttributes? = nil,
    state: MenuElementState? = nil
) -> LarkExpect.Predicate<any KeyCommandResponder> {
    keyCommandPredicate(KeyCommandQuery(input: input, modifiers: modifiers, title: title, image: image, attributes: attributes, state: state)) { $0 }
}
