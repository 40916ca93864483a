import Foundation

/// An object that takes part in the responder chain, like `UIResponder`.
///
/// The chain runs view → superview → ... → the view controller owning a root view → its
/// parent's view or presenting controller → window → application (see `next`). Only views can
/// become first responder in the model; `View` implements the per-window tracking.
@preconcurrency @MainActor
open class Responder: Accessible {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or nil at its end.
    open var next: Responder? { nil }

    /// Whether this responder accepts first-responder status. `false` by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder agrees to give up first-responder status. `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is currently its window's first responder.
    open var isFirstResponder: Bool { false }

    /// Asks to become first responder; returns whether it did. The base implementation refuses.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Asks to give up first-responder status; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool { false }

    // MARK: Edit menu and input views

    /// Whether this responder can perform the edit action named `action` (`"paste:"`,
    /// `"copy:"`, ...), an override point apps use to trim the edit menu. The base answers
    /// false; text fields and text views answer for the standard edit actions.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

    /// Asks for the input view and accessory view to be read again (the model shows no
    /// keyboard, so nothing changes).
    open func reloadInputViews() {}

    // The standard edit actions (UIResponderStandardEditActions): override points that do
    // nothing here; text fields and text views implement them.

    /// Copies the selection.
    open func copy(_ sender: Any?) {}
    /// Copies and removes the selection.
    open func cut(_ sender: Any?) {}
    /// Inserts what the pasteboard holds.
    open func paste(_ sender: Any?) {}
    /// Removes the selection.
    open func delete(_ sender: Any?) {}
    /// Selects the word at the caret.
    open func select(_ sender: Any?) {}
    /// Selects everything.
    open func selectAll(_ sender: Any?) {}

    // MARK: Touches (override points; the model delivers touches only through helpers)

    /// Called when fingers touch down in this responder's view. The base passes the call to
    /// `next`, as UIKit's does, so an override that does not call super stops it there.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) { next?.touchesBegan(touches, with: event) }
    /// Called when fingers move; passed to `next` by default.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) { next?.touchesMoved(touches, with: event) }
    /// Called when fingers lift; passed to `next` by default.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) { next?.touchesEnded(touches, with: event) }
    /// Called when the system cancels touches; passed to `next` by default.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { next?.touchesCancelled(touches, with: event) }

    /// Called after the object was created from a storyboard, once its outlets would be set.
    open func awakeFromNib() {}

    /// Called by Interface Builder's live rendering, which Linux never runs; an override point only.
    open func prepareForInterfaceBuilder() {}

    /// The keyboard shortcuts this responder offers; override to provide some.
    open var keyCommands: [KeyCommand]? { nil }

    /// This responder followed by every `next` responder, in chain order.
    public var responderChain: [Responder] {
        var chain: [Responder] = [self]
        while let next = chain.last?.next, !chain.contains(where: { $0 === next }) { chain.append(next) }
        return chain
    }

    /// Name of the notification posted before the keyboard shows. The model itself never posts
    /// keyboard notifications (there is no keyboard); interaction helpers post them.
    public nonisolated static let keyboardWillShowNotification = Notification.Name("LarkUI.Responder.keyboardWillShow")
    /// Name of the notification posted after the keyboard showed.
    public nonisolated static let keyboardDidShowNotification = Notification.Name("LarkUI.Responder.keyboardDidShow")
    /// Name of the notification posted before the keyboard hides.
    public nonisolated static let keyboardWillHideNotification = Notification.Name("LarkUI.Responder.keyboardWillHide")
    /// Name of the notification posted after the keyboard hid.
    public nonisolated static let keyboardDidHideNotification = Notification.Name("LarkUI.Responder.keyboardDidHide")

    // MARK: Accessibility (UIKit's `UIAccessibility` properties, which every responder has)

    var accessibility = AccessibilityOverrides()

    /// Whether assistive technologies see this responder as an element. Plain views and
    /// non-view responders: false; labels, controls and cells: true.
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? defaultIsAccessibilityElement }
        set { accessibility.isElement = newValue }
    }

    /// The element's label; labels and buttons default to their text.
    open var accessibilityLabel: String? {
        get { accessibility.label ?? defaultAccessibilityLabel }
        set { accessibility.label = newValue }
    }

    /// The element's value; text fields and switches provide one by default.
    open var accessibilityValue: String? {
        get { accessibility.value ?? defaultAccessibilityValue }
        set { accessibility.value = newValue }
    }

    /// What activating the element does.
    open var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }

    /// The element's traits; each kind of view has UIKit's default (buttons: `.button`, ...).
    open var accessibilityTraits: AccessibilityTraits {
        get { accessibility.traits ?? defaultAccessibilityTraits }
        set { accessibility.traits = newValue }
    }

    /// An identifier for tests; a view also shows it in `description` as `#identifier`.
    open var accessibilityIdentifier: String?

    var defaultIsAccessibilityElement: Bool { false }
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { nil }
    var defaultAccessibilityTraits: AccessibilityTraits { [] }
}

// Views and controllers compare by identity, as `NSObject`s do in UIKit (`firstIndex(of:)` on an
// array of controllers, `view == self` in a hit test).
extension Responder: Equatable, Hashable {
    /// Whether both are the same object.
    public nonisolated static func == (lhs: Responder, rhs: Responder) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
