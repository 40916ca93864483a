import Foundation

/// The accessibility settings of one application and what its screens posted to assistive
/// technologies. Changing a setting posts UIKit's status notification.
@preconcurrency @MainActor
public final class AccessibilityState {
    /// One posted notification: which, and its argument as text (a string as it is, an
    /// element by its description).
    public struct PostedNotification: Hashable, Sendable, CustomStringConvertible {
        /// Which notification.
        public let notification: Accessibility.Notification
        /// The argument as text, nil for none.
        public let argument: String?
        /// `announcement("Saved")`.
        public var description: String { "\(notification)(\(argument.map { "\"\($0)\"" } ?? "nil"))" }
    }

    /// Every notification posted, oldest first.
    public private(set) var postedNotifications: [PostedNotification] = []
    /// The strings announced (`.announcement`), oldest first.
    public var announcements: [String] {
        postedNotifications.compactMap { $0.notification == .announcement ? $0.argument : nil }
    }

    func record(_ notification: Accessibility.Notification, argument: Any?) {
        let text: String? = switch argument {
        case nil: nil
        case let string as String: string
        case let attributed as NSAttributedString: attributed.string
        case let described as CustomStringConvertible: described.description
        case let some?: String(describing: some)
        }
        postedNotifications.append(PostedNotification(notification: notification, argument: text))
    }

    /// Forgets the posted notifications.
    public func removeAllPostedNotifications() { postedNotifications.removeAll() }

    /// Whether VoiceOver is on.
    public var isVoiceOverRunning = false { didSet { changed(oldValue, isVoiceOverRunning, Accessibility.voiceOverStatusDidChangeNotification) } }
    /// Whether Switch Control is on.
    public var isSwitchControlRunning = false { didSet { changed(oldValue, isSwitchControlRunning, Accessibility.switchControlStatusDidChangeNotification) } }
    /// Reduce Motion.
    public var isReduceMotionEnabled = false { didSet { changed(oldValue, isReduceMotionEnabled, Accessibility.reduceMotionStatusDidChangeNotification) } }
    /// Reduce Transparency.
    public var isReduceTransparencyEnabled = false { didSet { changed(oldValue, isReduceTransparencyEnabled, Accessibility.reduceTransparencyStatusDidChangeNotification) } }
    /// Bold Text.
    public var isBoldTextEnabled = false { didSet { changed(oldValue, isBoldTextEnabled, Accessibility.boldTextStatusDidChangeNotification) } }
    /// Increase Contrast.
    public var isDarkerSystemColorsEnabled = false { didSet { changed(oldValue, isDarkerSystemColorsEnabled, Accessibility.darkerSystemColorsStatusDidChangeNotification) } }
    /// Differentiate Without Colour (stored).
    public var shouldDifferentiateWithoutColor = false
    /// Prefer Cross-Fade Transitions (stored).
    public var prefersCrossFadeTransitions = false
    /// Invert Colours (stored).
    public var isInvertColorsEnabled = false
    /// Greyscale (stored).
    public var isGrayscaleEnabled = false
    /// Closed captions (stored).
    public var isClosedCaptioningEnabled = false
    /// Video autoplay (stored; true as on a device).
    public var isVideoAutoplayEnabled = true
    /// Button Shapes (stored).
    public var buttonShapesEnabled = false

    private func changed(_ old: Bool, _ new: Bool, _ name: Notification.Name) {
        if old != new { postNotification(name, object: nil) }
    }
}
