import Foundation

extension ViewQuery {
    /// A state a user can tell a view is in, for `.state(_:)`: whether it can be used, whether it
    /// is chosen, whether it is switched on. Each one pairs with its opposite; a view that cannot
    /// be in either (a label is never on or off) matches neither.
    public enum State: Sendable, Hashable, CustomStringConvertible {
        /// A control or label whose `isEnabled` is true; another view unless its traits say
        /// `.notEnabled`.
        case enabled
        /// The opposite of `.enabled`.
        case disabled
        /// A control or cell whose `isSelected` is true; another view whose traits say
        /// `.selected`.
        case selected
        /// The opposite of `.selected`.
        case notSelected
        /// A switch that is on.
        case on
        /// A switch that is off.
        case off

        /// `enabled`, `not selected`, `on`.
        public var description: String {
            switch self {
            case .enabled: "enabled"
            case .disabled: "disabled"
            case .selected: "selected"
            case .notSelected: "not selected"
            case .on: "on"
            case .off: "off"
            }
        }

        /// The state it is the opposite of, read from the same property.
        var opposite: State {
            switch self {
            case .enabled: .disabled
            case .disabled: .enabled
            case .selected: .notSelected
            case .notSelected: .selected
            case .on: .off
            case .off: .on
            }
        }
    }
}

extension View {
    /// Whether the view is in `state`: nil when it cannot be in that state or its opposite (only
    /// a switch is on or off).
    func isInQueryState(_ state: ViewQuery.State) -> Bool? {
        switch state {
        case .enabled, .disabled:
            let enabled = (self as? Control)?.isEnabled ?? (self as? Label)?.isEnabled ?? !accessibilityTraits.contains(.notEnabled)
            return enabled == (state == .enabled)
        case .selected, .notSelected:
            let selected = (self as? Control)?.isSelected ?? (self as? TableViewCell)?.isSelected ?? (self as? CollectionViewCell)?.isSelected
                ?? accessibilityTraits.contains(.selected)
            return selected == (state == .selected)
        case .on, .off:
            guard let toggle = self as? Switch else { return nil }
            return toggle.isOn == (state == .on)
        }
    }

    /// The state the view is in among `state` and its opposite (`off` when `.on` was asked),
    /// or nil when it can be in neither; what a failure shows of a near miss.
    func queryStateName(_ state: ViewQuery.State) -> String? {
        isInQueryState(state).map { $0 ? state.description : state.opposite.description }
    }
}
