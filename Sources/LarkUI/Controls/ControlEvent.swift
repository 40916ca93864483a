import Foundation

extension Control {
    /// Events a control sends to its registered actions, like `UIControl.Event`. Describes
    /// itself by name: `.touchUpInside`, `[.touchDown, .touchUpInside]`, `.allTouchEvents`.
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        /// The raw bits.
        public let rawValue: UInt

        /// Creates events from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down inside the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch down (tap count above one).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged just outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control (a tap).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action was triggered (a button tap, since iOS 14).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed through editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// The return key ended editing in a text field.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events available to the application.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// Single events with their names, in bit order.
        static let singleEventNames: [(Event, String)] = [
            (.touchDown, ".touchDown"), (.touchDownRepeat, ".touchDownRepeat"),
            (.touchDragInside, ".touchDragInside"), (.touchDragOutside, ".touchDragOutside"),
            (.touchDragEnter, ".touchDragEnter"), (.touchDragExit, ".touchDragExit"),
            (.touchUpInside, ".touchUpInside"), (.touchUpOutside, ".touchUpOutside"),
            (.touchCancel, ".touchCancel"), (.valueChanged, ".valueChanged"),
            (.primaryActionTriggered, ".primaryActionTriggered"), (.menuActionTriggered, ".menuActionTriggered"),
            (.editingDidBegin, ".editingDidBegin"), (.editingChanged, ".editingChanged"),
            (.editingDidEnd, ".editingDidEnd"), (.editingDidEndOnExit, ".editingDidEndOnExit"),
        ]

        /// `.touchUpInside`, `[.touchDown, .touchUpInside]`, a mask's name when the value is
        /// exactly that mask (`.allTouchEvents`), or `[]`.
        public var description: String {
            for (mask, name) in [(Event.allEvents, ".allEvents"), (.allTouchEvents, ".allTouchEvents"), (.allEditingEvents, ".allEditingEvents")]
            where self == mask {
                return name
            }
            return describeOptions(self, names: Event.singleEventNames + [
                (.applicationReserved, ".applicationReserved"), (.systemReserved, ".systemReserved"),
            ])
        }
    }
}
