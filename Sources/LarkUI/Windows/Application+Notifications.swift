import Foundation

extension Application {
    /// Posted when the app becomes active.
    public nonisolated static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    public nonisolated static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app went to the background.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back from the background.
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app finished launching (never by the model).
    public nonisolated static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app is about to end (never by the model).
    public nonisolated static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted on low memory (never by the model).
    public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the user took a screenshot (never by the model).
    public nonisolated static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    /// Posted on a significant time change such as midnight (never by the model).
    public nonisolated static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    /// The URL of the app's page in Settings.
    public nonisolated static let openSettingsURLString = "app-settings:"
}

extension ContentSizeCategory {
    /// Posted when the user's preferred text size changes (`Application.preferredContentSizeCategory`).
    public nonisolated static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The user-info key of the new category in `didChangeNotification`.
    public nonisolated static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

/// A key of `Application.open(_:options:completionHandler:)`'s options
/// (`UIApplication.OpenExternalURLOptionsKey`).
public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Open only if an app claims the URL as a universal link.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
}

/// The identifier of a background task (`UIBackgroundTaskIdentifier`).
public struct BackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    /// The number.
    public let rawValue: Int
    /// An identifier numbered `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task.
    public static let invalid = BackgroundTaskIdentifier(rawValue: 0)
}

/// The application's delegate (`UIApplicationDelegate`); every member is optional.
@preconcurrency @MainActor
public protocol ApplicationDelegate: AnyObject {
    /// The app's window, for apps without scenes.
    var window: Window? { get set }
}

extension ApplicationDelegate {
    /// No window by default.
    public var window: Window? {
        get { nil }
        set {}
    }
}
