import Foundation

/// A frame timer, Core Animation's `CADisplayLink`, driven by the test.
///
/// Core Animation's `init(target:selector:)` needs the Objective-C runtime, which Linux lacks, so
/// the model takes a closure instead. Nothing fires by itself (there is no display): while the
/// link is added to a run loop and not paused, each `step()` advances `timestamp` by one frame
/// and calls the handler.
@preconcurrency @MainActor
public final class CADisplayLink {
    private let handler: (CADisplayLink) -> Void
    private var isScheduled = false

    /// A link that calls `handler` on every frame.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// The time of the last frame.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame.
    public var targetTimestamp: CFTimeInterval { timestamp + duration }
    /// The time between frames: 1 / `preferredFramesPerSecond`, or 1/60 when that is 0.
    public var duration: CFTimeInterval { 1 / CFTimeInterval(preferredFramesPerSecond > 0 ? preferredFramesPerSecond : 60) }
    /// Whether frames are skipped.
    public var isPaused = false
    /// The preferred frame rate; 0 for the display's (60 in the model).
    public var preferredFramesPerSecond = 0
    /// Whether `invalidate()` was called.
    public private(set) var isInvalidated = false

    /// Starts delivering frames (on `step()`).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated else { return }
        isScheduled = true
    }

    /// Stops delivering frames.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isScheduled = false
    }

    /// Stops delivering frames for good.
    public func invalidate() {
        isInvalidated = true
        isScheduled = false
    }

    /// Advances one frame and calls the handler, if the link is scheduled and not paused.
    /// Returns whether the handler ran.
    @discardableResult
    public func step() -> Bool {
        guard isScheduled, !isPaused else { return false }
        timestamp += duration
        handler(self)
        return true
    }
}
