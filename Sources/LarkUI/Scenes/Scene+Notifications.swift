import Foundation

extension Scene {
    /// Posted when a scene is added to the app (never by the model: its one scene is always there).
    public nonisolated static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene is removed from the app (never by the model).
    public nonisolated static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when the scene becomes active, with the scene as object, just before the
    /// application's `didBecomeActiveNotification`.
    public nonisolated static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when the scene is about to stop being active, just before the application's
    /// `willResignActiveNotification`.
    public nonisolated static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when the scene is about to come back from the background, just before the
    /// application's `willEnterForegroundNotification`.
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when the scene went to the background, just before the application's
    /// `didEnterBackgroundNotification`.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}
