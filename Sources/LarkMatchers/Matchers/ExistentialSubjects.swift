import Foundation
import LarkExpect
import LarkUI

// The UI matchers for subjects typed as an existential (`any TextDisplayer`, ...): each opens the
// subject and applies the generic matcher; disfavoured so the generic one wins where both fit.

/// A predicate over an existential subject: nil fails under `to` and `toNot` with the be-nil
/// hint, like every UI matcher; anything else is judged by `judge` with the subject opened.
/// `model` is the generic matcher for one of the model's conforming types: it lends its
/// description, so the expectation reads exactly as the generic matcher's.
@MainActor
private func existentialPredicate<E, M>(
    describedBy model: LarkExpect.Predicate<M>,
    _ judge: @escaping @MainActor (E, LarkExpect.Expression<E>) throws -> PredicateResult
) -> LarkExpect.Predicate<E> {
    let expectation = { model.description }
    return LarkExpect.Predicate { actual in
        guard let subject = try actual.evaluate() else {
            return PredicateResult(
                status: .fail,
                message: ExpectationMessage.expectedActualValueTo(expectation()).appendedBeNilHint())
        }
        return try judge(subject, actual)
    }
}

/// Applies `predicate`, built for the subject's dynamic type `T`, to the already evaluated
/// subject (the expression is not evaluated again).
@MainActor
private func applying<T, E>(_ predicate: LarkExpect.Predicate<T>, to subject: T, from actual: LarkExpect.Expression<E>) throws -> PredicateResult {
    try predicate.satisfies(actual.cast { _ in subject })
}

// MARK: Enablable, Switchable

/// `beEnabled()` for a subject typed `any Enablable`.
@MainActor
@_disfavoredOverload
public func beEnabled() -> LarkExpect.Predicate<any Enablable> {
    func judge<T: Enablable>(_ subject: T, _ actual: LarkExpect.Expression<any Enablable>) throws -> PredicateResult {
        try applying(beEnabled() as LarkExpect.Predicate<T>, to: subject, from: actual)
    }
    return existentialPredicate(describedBy: beEnabled() as LarkExpect.Predicate<Control>) { try judge($0, $1) }
}

/// `beOn()` for a subject typed `any Switchable`.
@MainActor
@_disfavoredOverload
public func beOn() -> LarkExpect.Predicate<any Switchable> {
    func judge<T: Switchable>(_ subject: T, _ actual: LarkExpect.Expression<any Switchable>) throws -> PredicateResult {
        try applying(beOn() as LarkExpect.Predicate<T>, to: subject, from: actual)
    }
    return existentialPredicate(describedBy: beOn() as LarkExpect.Predicate<Switch>) { try judge($0, $1) }
}

/// `beOff()` for a subject typed `any Switchable`.
@MainActor
@_disfavoredOverload
public func beOff() -> LarkExpect.Predicate<any Switchable> {
    func judge<T: Switchable>(_ subject: T, _ actual: LarkExpect.Expression<any Switchable>) throws -> PredicateResult {
        try applying(beOff() as LarkExpect.Predicate<T>, to: subject, from: actual)
    }
    return existentialPredicate(describedBy: beOff() as LarkExpect.Predicate<Switch>) { try judge($0, $1) }
}

// MARK: TextDisplayer, ImageDisplayer

/// `displayText(_:)` for a subject typed `any TextDisplayer`.
@MainActor
@_disfavoredOverload
public func displayText(_ text: String?) -> LarkExpect.Predicate<any TextDisplayer> {
    func judge<T: TextDisplayer>(_ subject: T, _ actual: LarkExpect.Expression<any TextDisplayer>) throws -> PredicateResult {
        try applying(displayText(text) as LarkExpect.Predicate<T>, to: subject, from: actual)
    }
    return existentialPredicate(describedBy: displayText(text) as LarkExpect.Predicate<Label>) { try judge($0, $1) }
}

/// `displayText()` (any non-empty text) for a subject typed `any TextDisplayer`.
@MainActor
@_disfavoredOverload
public func displayText() -> LarkExpect.Predicate<any TextDisplayer> {
    func judge<T: TextDisplayer>(_ subject: T, _ actual: LarkExpect.Expression<any TextDisplayer>) throws -> PredicateResult {
        try applying(displayText() as LarkExpect.Predicate<T>, to: subject, from: actual)
    }
    return existentialPredicate(describedBy: displayText() as LarkExpect.Predicate<Label>) { try judge($0, $1) }
}

/// `haveTextColor(_:)` for a subject typed `any TextDisplayer`.
@MainActor
@_disfavoredOverload
public func haveTextColor(_ color: Color?) -> LarkExpect.Predicate<any TextDisplayer> {
    func judge<T: TextDisplayer>(_ subject: T, _ actual: LarkExpect.Expression<any TextDisplayer>) throws -> PredicateResult {
        try applying(haveTextColor(color) as LarkExpect.Predicate<T>, to: subject, from: actual)
    }
    return existentialPredicate(describedBy: haveTextColor(color) as LarkExpect.Predicate<Label>) { try judge($0, $1) }
}

/// `haveImage(_:)` for a subject typed `any ImageDisplayer`.
@MainActor
@_disfavoredOverload
public func haveImage(_ image: Image?) -> LarkExpect.Predicate<any ImageDisplayer> {
    func judge<T: ImageDisplayer>(_ subject: T, _ actual: LarkExpect.Expression<any ImageDisplayer>) throws -> PredicateResult {
        try applying(haveImage(image) as LarkExpect.Predicate<T>, to: subject, from: actual)
    }
    return existentialPredicate(describedBy: haveImage(image) as LarkExpect.Predicate<ImageView>) { try judge($0, $1) }
}

/// `haveImage()` (any image) for a subject typed `any ImageDisplayer`.
@MainActor
@_disfavoredOverload
public func haveImage() -> LarkExpect.Predicate<any ImageDisplayer> {
    func judge<T: ImageDisplayer>(_ subject: T, _ actual: LarkExpect.Expression<any ImageDisplayer>) throws -> PredicateResult {
        try applying(haveImage() as LarkExpect.Predicate<T>, to: subject, from: actual)
    }
    return existentialPredicate(describedBy: haveImage() as LarkExpect.Predicate<ImageView>) { try judge($0, $1) }
}

// MARK: ViewHierarchyNode

/// `beVisible()` (in the key window) for a subject typed `any ViewHierarchyNode`.
@MainActor
@_disfavoredOverload
public func beVisible() -> LarkExpect.Predicate<any ViewHierarchyNode> {
    func judge<T: ViewHierarchyNode>(_ subject: T, _ actual: LarkExpect.Expression<any ViewHierarchyNode>) throws -> PredicateResult {
        try applying(beVisible() as LarkExpect.Predicate<T>, to: subject, from: actual)
    }
    return existentialPredicate(describedBy: beVisible() as LarkExpect.Predicate<View>) { try judge($0, $1) }
}

/// `beVisible(insideOf:)` for a subject typed `any ViewHierarchyNode`.
@MainActor
@_disfavoredOverload
public func beVisible(insideOf container: some ViewHierarchyNode) -> LarkExpect.Predicate<any ViewHierarchyNode> {
    func judge<T: ViewHierarchyNode>(_ subject: T, _ actual: LarkExpect.Expression<any ViewHierarchyNode>) throws -> PredicateResult {
        try applying(beVisible(insideOf: container) as LarkExpect.Predicate<T>, to: subject, from: actual)
    }
    return existentialPredicate(describedBy: beVisible(insideOf: container) as LarkExpect.Predicate<View>) { try judge($0, $1) }
}

/// `beInteractible(insideOf:minimumSize:)` for a subject typed `any ViewHierarchyNode`.
@MainActor
@_disfavoredOverload
public func beInteractible(
    insideOf container: some ViewHierarchyNode, minimumSize: CGSize = minimumTouchTarget
) -> LarkExpect.Predicate<any ViewHierarchyNode> {
    func judge<T: ViewHierarchyNode>(_ subject: T, _ actual: LarkExpect.Expression<any ViewHierarchyNode>) throws -> PredicateResult {
        try applying(beInteractible(insideOf: container, minimumSize: minimumSize) as LarkExpect.Predicate<T>, to: subject, from: actual)
    }
    return existentialPredicate(describedBy: beInteractible(insideOf: container, minimumSize: minimumSize) as LarkExpect.Predicate<View>) { try judge($0, $1) }
}

// MARK: AccessibilityElement, PointerInteractive, KeyCommandResponder

/// `beAnAccessibilityElement()` for a subject typed `any AccessibilityElement`.
@MainActor
@_disfavoredOverload
public func beAnAccessibilityElement() -> LarkExpect.Predicate<any AccessibilityElement> {
    func judge<T: AccessibilityElement>(_ subject: T, _ actual: LarkExpect.Expression<any AccessibilityElement>) throws -> PredicateResult {
        try applying(beAnAccessibilityElement() as LarkExpect.Predicate<T>, to: subject, from: actual)
    }
    return existentialPredicate(describedBy: beAnAccessibilityElement() as LarkExpect.Predicate<View>) { try judge($0, $1) }
}

/// `haveAccessibilityLabel(_:)` for a subject typed `any AccessibilityElement`.
@MainActor
@_disfavoredOverload
public func haveAccessibilityLabel(_ label: String?) -> LarkExpect.Predicate<any AccessibilityElement> {
    func judge<T: AccessibilityElement>(_ subject: T, _ actual: LarkExpect.Expression<any AccessibilityElement>) throws -> PredicateResult {
        try applying(haveAccessibilityLabel(label) as LarkExpect.Predicate<T>, to: subject, from: actual)
    }
    return existentialPredicate(describedBy: haveAccessibilityLabel(label) as LarkExpect.Predicate<View>) { try judge($0, $1) }
}

/// `haveAccessibilityIdentifier(_:)` for a subject typed `any AccessibilityElement`.
@MainActor
@_disfavoredOverload
public func haveAccessibilityIdentifier(_ identifier: String?) -> LarkExpect.Predicate<any AccessibilityElement> {
    func judge<T: AccessibilityElement>(_ subject: T, _ actual: LarkExpect.Expression<any AccessibilityElement>) throws -> PredicateResult {
        try applying(haveAccessibilityIdentifier(identifier) as LarkExpect.Predicate<T>, to: subject, from: actual)
    }
    return existentialPredicate(describedBy: haveAccessibilityIdentifier(identifier) as LarkExpect.Predicate<View>) { try judge($0, $1) }
}

/// `haveTheDefaultPointerInteraction()` for a subject typed `any PointerInteractive`.
@MainActor
@_disfavoredOverload
public func haveTheDefaultPointerInteraction() -> LarkExpect.Predicate<any PointerInteractive> {
    func judge<T: PointerInteractive>(_ subject: T, _ actual: LarkExpect.Expression<any PointerInteractive>) throws -> PredicateResult {
        try applying(haveTheDefaultPointerInteraction() as LarkExpect.Predicate<T>, to: subject, from: actual)
    }
    return existentialPredicate(describedBy: haveTheDefaultPointerInteraction() as LarkExpect.Predicate<View>) { try judge($0, $1) }
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
    func judge<T: KeyCommandResponder>(_ subject: T, _ actual: LarkExpect.Expression<any KeyCommandResponder>) throws -> PredicateResult {
        let generic: LarkExpect.Predicate<T> = haveKeyCommand(input: input, modifiers: modifiers, title: title, image: image, attributes: attributes, state: state)
        return try applying(generic, to: subject, from: actual)
    }
    return existentialPredicate(describedBy: haveKeyCommand(input: input, modifiers: modifiers, title: title, image: image, attributes: attributes, state: state) as LarkExpect.Predicate<Responder>) { try judge($0, $1) }
}
