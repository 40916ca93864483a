import Foundation

extension Application {
    /// A key of the launch options the delegate's `application(_:didFinishLaunchingWithOptions:)`
    /// receives (`UIApplication.LaunchOptionsKey`). The model never launches an app, so it
    /// passes no options; the keys let delegates written for UIKit compile and be called by tests.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// The key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The URL the app was opened with.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that opened it.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The payload of the remote notification that launched it.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The property list an opening app passed along with the URL.
        public static let annotation = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsAnnotationKey")
        /// Present when a location event launched it.
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
        /// The Home-screen quick action that launched it.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// The user activity's dictionary, when continuing an activity launched it.
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        /// The type of the user activity that launched it.
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
    }
}
