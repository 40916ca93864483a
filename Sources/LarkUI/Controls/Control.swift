import Foundation

/// A view that sends events to registered actions, like `UIControl`.
///
/// Register closure-based `Action`s with `addAction(_:for:)`, or target–action pairs with
/// `addTarget(_:action:for:)` (targets are held weakly). `sendActions(for:)` runs, in
/// registration order, every registration whose event mask intersects the sent events, passing
/// the control as sender. The model sends control events itself only for text editing (text
/// fields); taps and value changes are sent by whoever acts for the user.
@preconcurrency @MainActor
open class Control: View {
    private enum Handler {
        case action(Action)
        case target(WeakReference, hasTarget: Bool, ActionMethod)
    }

    private struct Registration {
        var events: Event
        let handler: Handler
    }

    private var registrations: [Registration] = []

    /// Whether the control responds to the user. Disabled controls report `.disabled` in `state`.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted (being touched).
    open var isHighlighted = false
    /// How content lines up horizontally.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// How content lines up vertically.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    /// Whether a touch is being tracked (between `beginTracking` and `endTracking`).
    open internal(set) var isTracking = false
    /// Whether the tracked touch is inside the control.
    open internal(set) var isTouchInside = false

    // The model has no touch path into controls (helpers send control events directly), so it
    // calls none of the four tracking methods; they are override points and can be called.

    /// Called when a touch begins in the control; return whether to keep tracking it.
    open func beginTracking(_ touch: Touch, with event: LarkUI.Event?) -> Bool { true }
    /// Called as the tracked touch moves; return whether to keep tracking it.
    open func continueTracking(_ touch: Touch, with event: LarkUI.Event?) -> Bool { true }
    /// Called when the tracked touch ends.
    open func endTracking(_ touch: Touch?, with event: LarkUI.Event?) {}
    /// Called when tracking is cancelled.
    open func cancelTracking(with event: LarkUI.Event?) {}

    /// The current state flags, derived from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    // MARK: Registering

    /// Registers `action` for `events`. An action with the same identifier registered earlier is
    /// replaced (the new registration goes last).
    open func addAction(_ action: Action, for events: Event) {
        registrations.removeAll {
            if case .action(let existing) = $0.handler { return existing.identifier == action.identifier }
            return false
        }
        registrations.append(Registration(events: events, handler: .action(action)))
    }

    /// Unregisters `action` from `events`; a registration left with no events is removed.
    open func removeAction(_ action: Action, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Unregisters the action with `identifier` from `events`.
    open func removeAction(identifiedBy identifier: Action.Identifier, for events: Event) {
        subtract(events) {
            if case .action(let existing) = $0 { return existing.identifier == identifier }
            return false
        }
    }

    /// Registers a target–action pair for `events`. The target is held weakly; a nil target sends
    /// the action up the responder chain (`Application.sendAction`).
    open func addTarget(_ target: AnyObject?, action: ActionMethod, for events: Event) {
        registrations.append(Registration(events: events, handler: .target(WeakReference(target), hasTarget: target != nil, action)))
    }

    /// UIKit's selector-based registration, which helpers that pass a `Selector` on call.
    /// Linux cannot call a selector, so no pair is added; a model warning says so and names
    /// the replacements (an `ActionMethod`, a method reference or an `Action`).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        modelWarning("\(type(of: self)).addTarget(_:action:for:) cannot call '\(action)' on Linux, so nothing is registered; pass a method reference (addTarget(self, action: Screen.save, for:)) or an Action instead.", window: window)
    }

    /// Registers a method of `target` that takes no argument, e.g. `addTarget(self, action: MyController.save, for: .touchUpInside)`.
    public final func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void, for events: Event) {
        addTarget(target, action: ActionMethod(action), for: events)
    }

    /// Registers a method of `target` that takes the sender.
    public final func addTarget<Target: AnyObject, Sender>(_ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void, for events: Event) {
        addTarget(target, action: ActionMethod(action), for: events)
    }

    /// Unregisters every target–action pair of `target` (of every target when nil) from `events`.
    open func removeTarget(_ target: AnyObject?, for events: Event) {
        removeTarget(target, action: nil, for: events)
    }

    /// Unregisters the pairs of `target` (every target when nil) whose method is `action`
    /// (every method when nil) from `events`, as UIKit's `removeTarget(_:action:for:)`, e.g.
    /// `removeTarget(nil, action: nil, for: .allEvents)`. Method references cannot be compared,
    /// so methods match by `ActionMethod.name`.
    open func removeTarget(_ target: AnyObject?, action: ActionMethod?, for events: Event) {
        subtract(events) {
            guard case .target(let reference, _, let method) = $0 else { return false }
            return (target == nil || reference.object === target) && (action == nil || action?.name == method.name)
        }
    }

    /// The names of the methods registered with `target` (with a nil target when nil) for any of
    /// `events`, or nil when there are none, as UIKit's `actions(forTarget:forControlEvent:)`.
    open func actions(forTarget target: AnyObject?, forControlEvent events: Event) -> [String]? {
        let names = registrations.compactMap { registration -> String? in
            guard !registration.events.isDisjoint(with: events), case .target(let reference, let hasTarget, let method) = registration.handler else { return nil }
            let matches = target.map { reference.object === $0 } ?? !hasTarget
            return matches ? method.name : nil
        }
        return names.isEmpty ? nil : names
    }

    private func subtract(_ events: Event, where matches: (Handler) -> Bool) {
        for index in registrations.indices where matches(registrations[index].handler) {
            registrations[index].events.subtract(events)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// The live targets of target–action registrations.
    public var allTargets: [AnyObject] {
        var result: [AnyObject] = []
        for registration in registrations {
            if case .target(let reference, _, _) = registration.handler, let object = reference.object,
               !result.contains(where: { $0 === object }) {
                result.append(object)
            }
        }
        return result
    }

    /// The union of the events of every registration.
    public var allControlEvents: Event {
        registrations.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// The closure-based actions registered for any of `events`, in registration order.
    public func actions(for events: Event) -> [Action] {
        registrations.compactMap {
            guard !$0.events.isDisjoint(with: events), case .action(let action) = $0.handler else { return nil }
            return action
        }
    }

    // MARK: Sending

    /// Runs every registration whose mask intersects `events`, in registration order, with this
    /// control as sender. Registrations whose target is gone are skipped and dropped.
    open func sendActions(for events: Event) {
        let snapshot = registrations
        for registration in snapshot where !registration.events.isDisjoint(with: events) {
            switch registration.handler {
            case .action(let action):
                action.perform(sender: self)
            case .target(let reference, let hasTarget, let method):
                if let target = reference.object {
                    method.send(to: target, from: self)
                } else if !hasTarget {
                    (window?.application ?? Application.shared).sendAction(method, to: nil, from: self)
                }
            }
        }
        registrations.removeAll {
            if case .target(let reference, true, _) = $0.handler { return reference.object == nil }
            return false
        }
    }

    /// Runs `action`'s handler with this control as sender.
    open func sendAction(_ action: Action) {
        action.perform(sender: self)
    }

    /// UIKit's dispatch of one selector-based action, an override point apps use to observe
    /// actions. Linux cannot call a selector and the model's target–action pairs are
    /// `ActionMethod`s, so the model never calls this; called, it does nothing but say so as a
    /// model warning.
    open func sendAction(_ action: Selector, to target: Any?, for event: LarkUI.Event?) {
        modelWarning("\(type(of: self)).sendAction(_:to:for:) cannot call '\(action)' on Linux; register an ActionMethod or an Action instead.", window: window)
    }

    // MARK: Context menu

    /// Whether the control shows a context menu on a long press (UIKit: when it has one).
    open var isContextMenuInteractionEnabled = false

    /// The configuration of the context menu for a long press at `location`, an override point
    /// (UIKit's controls are their context-menu interaction's delegate). Nil: no menu.
    open func contextMenuInteraction(_ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> ContextMenuConfiguration? {
        nil
    }

    /// The context menu is about to show (an override point; the model calls none).
    open func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?) {}

    /// The context menu is about to close (an override point; the model calls none).
    open func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?) {}

    // MARK: Accessibility

    override var defaultIsAccessibilityElement: Bool { true }

    override var defaultAccessibilityTraits: AccessibilityTraits {
        var traits: AccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }
}
