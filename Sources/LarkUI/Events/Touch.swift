import Foundation

/// One finger on the screen, the model's stand-in for `UITouch`. The model builds touches only
/// when a helper acts (or a test makes one) and hands them to the tracking and touch methods.
@MainActor
open class Touch: Hashable {
    /// Where a touch is in its life.
    public enum Phase: Int, Hashable, Sendable {
        /// The finger touched down.
        case began
        /// The finger moved.
        case moved
        /// The finger rests without moving.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
    }

    /// What touched: a finger, a pencil, ...
    public enum TouchType: Int, Hashable, Sendable {
        /// A finger on the screen.
        case direct
        /// An indirect input such as a remote.
        case indirect
        /// Apple Pencil.
        case pencil
        /// A pointer (trackpad or mouse).
        case indirectPointer
    }

    /// The view the touch began in.
    public private(set) weak var view: View?
    /// The window of that view.
    open var window: Window? { view?.window }
    /// The phase.
    open var phase: Phase
    /// The number of taps in a row.
    open var tapCount: Int
    /// The kind of input.
    open var type: TouchType = .direct
    /// When the touch last changed, in seconds.
    open var timestamp: TimeInterval
    /// The touch's radius, in points.
    open var majorRadius: CGFloat = 20
    /// The pressure (1 is an average touch).
    open var force: CGFloat = 1
    /// The largest possible force.
    open var maximumPossibleForce: CGFloat = 6.67

    private let locationInWindow: CGPoint
    private let previousLocationInWindow: CGPoint

    /// A touch at `point` in `view`'s coordinates (the previous location defaults to the same).
    public init(view: View, location point: CGPoint, previousLocation: CGPoint? = nil, phase: Phase = .began,
                tapCount: Int = 1, timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime) {
        self.view = view
        self.phase = phase
        self.tapCount = tapCount
        self.timestamp = timestamp
        locationInWindow = view.convert(point, to: nil)
        previousLocationInWindow = view.convert(previousLocation ?? point, to: nil)
    }

    /// The touch's location in `view`'s coordinates (the window's for nil).
    open func location(in view: View?) -> CGPoint {
        view.map { $0.convert(locationInWindow, from: nil) } ?? locationInWindow
    }

    /// The previous location in `view`'s coordinates (the window's for nil).
    open func previousLocation(in view: View?) -> CGPoint {
        view.map { $0.convert(previousLocationInWindow, from: nil) } ?? previousLocationInWindow
    }

    /// The precise location; the model's touches are exact already.
    open func preciseLocation(in view: View?) -> CGPoint { location(in: view) }

    /// Whether both are the same touch.
    public nonisolated static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    /// Hashes the touch's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
