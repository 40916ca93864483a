import Foundation

/// UIKit's `UIAccessibility` namespace: notifications to assistive technologies and the
/// user's accessibility settings. Both live in the current application's `accessibility`
/// state, so a test can turn a setting on (`Application.shared.accessibilitySettings.isVoiceOverRunning
/// = true`) and read what a screen announced (`postedNotifications`, `announcements`).
public enum Accessibility {
    /// A notification to assistive technologies (`UIAccessibility.Notification`).
    public struct Notification: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// UIKit's number for it.
        public let rawValue: UInt32
        /// A notification numbered `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Much of the screen changed; the argument is the element to focus, or a string to read.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed; the argument is the element to focus, or a string to read.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Something to read aloud; the argument is the string.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a string describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Pause assistive technology.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        /// Resume assistive technology.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)

        /// The name, e.g. `announcement`.
        public var description: String {
            switch self {
            case .screenChanged: "screenChanged"
            case .layoutChanged: "layoutChanged"
            case .announcement: "announcement"
            case .pageScrolled: "pageScrolled"
            case .pauseAssistiveTechnology: "pauseAssistiveTechnology"
            case .resumeAssistiveTechnology: "resumeAssistiveTechnology"
            default: "notification \(rawValue)"
            }
        }
    }

    /// Tells assistive technologies about `notification`; recorded in the current
    /// application's `accessibilitySettings.postedNotifications`.
    @preconcurrency @MainActor
    public static func post(notification: Notification, argument: Any?) {
        Application.shared.accessibilitySettings.record(notification, argument: argument)
    }

    /// Whether VoiceOver is on (false unless a test turns it on).
    @preconcurrency @MainActor public static var isVoiceOverRunning: Bool { Application.shared.accessibilitySettings.isVoiceOverRunning }
    /// Whether Switch Control is on.
    @preconcurrency @MainActor public static var isSwitchControlRunning: Bool { Application.shared.accessibilitySettings.isSwitchControlRunning }
    /// Whether the user asked for less motion.
    @preconcurrency @MainActor public static var isReduceMotionEnabled: Bool { Application.shared.accessibilitySettings.isReduceMotionEnabled }
    /// Whether the user asked for less transparency.
    @preconcurrency @MainActor public static var isReduceTransparencyEnabled: Bool { Application.shared.accessibilitySettings.isReduceTransparencyEnabled }
    /// Whether the user asked for bold text.
    @preconcurrency @MainActor public static var isBoldTextEnabled: Bool { Application.shared.accessibilitySettings.isBoldTextEnabled }
    /// Whether the user asked for higher contrast.
    @preconcurrency @MainActor public static var isDarkerSystemColorsEnabled: Bool { Application.shared.accessibilitySettings.isDarkerSystemColorsEnabled }
    /// Whether the user asked for differentiation without colour.
    @preconcurrency @MainActor public static var shouldDifferentiateWithoutColor: Bool { Application.shared.accessibilitySettings.shouldDifferentiateWithoutColor }
    /// Whether the user prefers cross-fade transitions.
    @preconcurrency @MainActor public static var prefersCrossFadeTransitions: Bool { Application.shared.accessibilitySettings.prefersCrossFadeTransitions }
    /// Whether colours are inverted.
    @preconcurrency @MainActor public static var isInvertColorsEnabled: Bool { Application.shared.accessibilitySettings.isInvertColorsEnabled }
    /// Whether the screen is greyscale.
    @preconcurrency @MainActor public static var isGrayscaleEnabled: Bool { Application.shared.accessibilitySettings.isGrayscaleEnabled }
    /// Whether closed captions are on.
    @preconcurrency @MainActor public static var isClosedCaptioningEnabled: Bool { Application.shared.accessibilitySettings.isClosedCaptioningEnabled }
    /// Whether videos may play by themselves (true by default, as on a device).
    @preconcurrency @MainActor public static var isVideoAutoplayEnabled: Bool { Application.shared.accessibilitySettings.isVideoAutoplayEnabled }
    /// Whether button shapes are on.
    @preconcurrency @MainActor public static var buttonShapesEnabled: Bool { Application.shared.accessibilitySettings.buttonShapesEnabled }

    /// The element VoiceOver focuses: none in the model.
    @preconcurrency @MainActor public static func focusedElement(using assistiveTechnologyIdentifier: String?) -> Any? { nil }

    /// `rect` in `view`'s coordinates converted to screen coordinates.
    @preconcurrency @MainActor public static func convertToScreenCoordinates(_ rect: CGRect, in view: View) -> CGRect {
        view.convert(rect, to: nil)
    }

    /// Posted when VoiceOver turns on or off.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Reduce Motion turns on or off.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Reduce Transparency turns on or off.
    public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when Bold Text turns on or off.
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when Increase Contrast turns on or off.
    public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Posted when Switch Control turns on or off.
    public static let switchControlStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
}
