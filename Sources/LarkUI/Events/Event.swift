import Foundation

/// A set of touches delivered together, the model's stand-in for `UIEvent`. Inside `Control`,
/// where `Event` names the control events, write `LarkUI.Event` (UIKit: `UIEvent`).
@preconcurrency @MainActor
open class Event {
    /// The kind of event.
    public enum EventType: Int, Hashable, Sendable {
        /// Touches on the screen.
        case touches
        /// Motion (shake).
        case motion
        /// Remote-control commands.
        case remoteControl
        /// Physical key presses.
        case presses
        /// Scrolling with a pointer device.
        case scroll
        /// A pointer hovering.
        case hover
        /// A trackpad pinch or rotation.
        case transform
    }

    /// What exactly a motion or remote-control event is (`UIEvent.EventSubtype`).
    public enum EventSubtype: Int, Hashable, Sendable {
        /// Not a motion or remote-control event.
        case none = 0
        /// The device was shaken.
        case motionShake = 1
        /// Remote control: play.
        case remoteControlPlay = 100
        /// Remote control: pause.
        case remoteControlPause = 101
        /// Remote control: stop.
        case remoteControlStop = 102
        /// Remote control: toggle play and pause.
        case remoteControlTogglePlayPause = 103
        /// Remote control: next track.
        case remoteControlNextTrack = 104
        /// Remote control: previous track.
        case remoteControlPreviousTrack = 105
    }

    /// The motion or remote-control subtype; `.none` for touches.
    open var subtype: EventSubtype = .none

    /// The kind of event; `.touches` for the events the model makes.
    open var type: EventType
    /// When the event happened, in seconds.
    open var timestamp: TimeInterval
    /// The touches of this event.
    open private(set) var allTouches: Set<Touch>?

    /// An event of `type` carrying `touches`.
    public init(type: EventType = .touches, touches: Set<Touch> = [], timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime) {
        self.type = type
        self.allTouches = touches
        self.timestamp = timestamp
    }

    /// The touches that belong to `view`.
    open func touches(for view: View) -> Set<Touch>? { allTouches?.filter { $0.view === view } }
    /// The touches that belong to `window`.
    open func touches(for window: Window) -> Set<Touch>? { allTouches?.filter { $0.window === window } }
}
