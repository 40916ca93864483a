import Foundation

/// Haptic feedback (`UIFeedbackGenerator`). There is no motor: each generator counts what it was
/// asked to play, so a test can check that a screen gives feedback.
@MainActor
open class FeedbackGenerator {
    /// Creates a generator.
    public init() {}
    /// How many times `prepare()` was called.
    public private(set) var preparations = 0
    /// Readies the motor (counted only).
    open func prepare() { preparations += 1 }
}

/// Feedback for a changed selection (`UISelectionFeedbackGenerator`).
@MainActor
open class SelectionFeedbackGenerator: FeedbackGenerator {
    /// How many selection changes were signalled.
    public private(set) var selectionChanges = 0
    /// Signals a changed selection.
    open func selectionChanged() { selectionChanges += 1 }
}

/// Feedback for an impact (`UIImpactFeedbackGenerator`).
@MainActor
open class ImpactFeedbackGenerator: FeedbackGenerator {
    /// How strong an impact feels.
    public enum FeedbackStyle: Int, Hashable, Sendable {
        /// Light.
        case light
        /// Medium.
        case medium
        /// Heavy.
        case heavy
        /// Soft.
        case soft
        /// Rigid.
        case rigid
    }

    /// The style.
    public let style: FeedbackStyle
    /// The intensities of the impacts played, in order.
    public private(set) var impacts: [CGFloat] = []

    /// A generator of `style`.
    public init(style: FeedbackStyle) { self.style = style }
    /// A medium generator.
    public override convenience init() { self.init(style: .medium) }
    /// Plays an impact.
    open func impactOccurred() { impacts.append(1) }
    /// Plays an impact of an intensity, 0...1.
    open func impactOccurred(intensity: CGFloat) { impacts.append(intensity) }
}

/// Feedback for an outcome (`UINotificationFeedbackGenerator`).
@MainActor
open class NotificationFeedbackGenerator: FeedbackGenerator {
    /// The outcome signalled.
    public enum FeedbackType: Int, Hashable, Sendable {
        /// Success.
        case success
        /// Warning.
        case warning
        /// Error.
        case error
    }

    /// The outcomes signalled, in order.
    public private(set) var notifications: [FeedbackType] = []
    /// Signals an outcome.
    open func notificationOccurred(_ type: FeedbackType) { notifications.append(type) }
}
