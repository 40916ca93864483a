import Foundation

/// An object that takes part in the responder chain, like `UIResponder`.
///
/// The chain runs view → superview → ... → the view controller owning a root view → its
/// parent's view or presenting controller → window → application (see `next`). Only views can
/// become first responder in the model; `View` implements the per-window tracking.
@preconcurrency @MainActor
open class Responder: AccessibleObject {
    /// Creates a responder.
    public override init() {}

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

    // MARK: Motion and editing (override points)

    /// Called when a motion (a shake) begins; passed to `next` by default.
    open func motionBegan(_ motion: Event.EventSubtype, with event: Event?) { next?.motionBegan(motion, with: event) }
    /// Called when a motion ends; passed to `next` by default.
    open func motionEnded(_ motion: Event.EventSubtype, with event: Event?) { next?.motionEnded(motion, with: event) }
    /// Called when the system cancels a motion; passed to `next` by default.
    open func motionCancelled(_ motion: Event.EventSubtype, with event: Event?) { next?.motionCancelled(motion, with: event) }

    /// The undo manager of the chain: the first one `next` offers (nil in the model unless a
    /// responder overrides this).
    open var undoManager: UndoManager? { next?.undoManager }

    /// The custom keyboard shown while this responder is first responder (nil: the system one).
    open var inputView: View? { nil }
    /// The bar shown above the keyboard while this responder is first responder.
    open var inputAccessoryView: View? { nil }
    /// The controller of a custom keyboard shown while this responder is first responder
    /// (nil: the system one). The model shows no keyboard; a test reads what a responder offers.
    open var inputViewController: InputViewController? { nil }
    /// The controller of the bar shown above the keyboard while this responder is first responder.
    open var inputAccessoryViewController: InputViewController? { nil }

    /// The responder that would handle `action`: this one if `canPerformAction` says so, else
    /// the first in the chain that does.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }

    /// Called after the object was created from a storyboard, once its outlets would be set.
    open func awakeFromNib() {}

    /// Called by Interface Builder's live rendering, which Linux never runs; an override point only.
    open func prepareForInterfaceBuilder() {}

    /// The keyboard shortcuts this responder offers; override to provide some.
    open var keyCommands: [KeyCommand]? { nil }

    // MARK: Key-value coding (what apps set by key on UIKit objects)

    private var keyedValues: [String: Any] = [:]

    /// Stores `value` under `key`, as NSObject's key-value coding lets apps set private
    /// properties (`alert.setValue(..., forKey: "attributedTitle")`). Subclasses map the keys
    /// they model; others are kept for `value(forKey:)`.
    open func setValue(_ value: Any?, forKey key: String) {
        keyedValues[key] = value
    }

    /// The value stored under `key`, if any.
    open func value(forKey key: String) -> Any? { keyedValues[key] }

    /// This responder followed by every `next` responder, in chain order.
    public var responderChain: [Responder] {
        var chain: [Responder] = [self]
        while let next = chain.last?.next, !chain.contains(where: { $0 === next }) { chain.append(next) }
        return chain
    }

    /// Posted before the keyboard shows. The model has no keyboard: the text-input helpers
    /// post the keyboard notifications, with UIKit's user-info keys (docs/uikit-module.md).
    public nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard showed.
    public nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides.
    public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard hid.
    public nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (also on showing and hiding).
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// User-info key: the keyboard's frame before the change, an `NSValue` of a `CGRect` in screen coordinates.
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// User-info key: the keyboard's frame after the change, an `NSValue` of a `CGRect`.
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// User-info key: the animation's duration in seconds, a `Double`.
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// User-info key: the animation curve, an `Int` raw value of `View.AnimationCurve`.
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// User-info key: whether the keyboard belongs to this app, a `Bool`.
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    // MARK: Accessibility actions (UIKit's `UIAccessibilityAction`): what assistive technologies
    // ask an element to do. Declared here so that subclasses can override them; the model's own
    // elements do nothing and answer false, as an element that does not handle the action does.

    /// Asks an adjustable element to raise its value (VoiceOver's swipe up).
    open func accessibilityIncrement() {}
    /// Asks an adjustable element to lower its value (VoiceOver's swipe down).
    open func accessibilityDecrement() {}
    /// Asks the element to activate itself (VoiceOver's double tap); true if it did.
    open func accessibilityActivate() -> Bool { false }
    /// Asks the element to scroll its content (a three-finger swipe); true if it did.
    open func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool { false }
    /// Asks the element to dismiss a modal view (VoiceOver's two-finger Z); true if it did.
    open func accessibilityPerformEscape() -> Bool { false }
    /// Asks the element to do the most important action of the screen (a two-finger double tap);
    /// true if it did.
    open func accessibilityPerformMagicTap() -> Bool { false }
}

// Views and controllers compare by identity, as `NSObject`s do in UIKit (`firstIndex(of:)` on an
// array of controllers, `view == self` in a hit test).
extension Responder: Equatable, Hashable {
    /// Whether both are the same object.
    public nonisolated static func == (lhs: Responder, rhs: Responder) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
