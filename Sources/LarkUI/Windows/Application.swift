import Foundation
import LarkRuntime

/// The application object: owns the windows and the key window, like `UIApplication`, and
/// collects the model's warnings. A window refers to its application weakly, so an application
/// you create yourself must be kept alive by you (for example by `$current.withValue`).
///
/// `Application.shared` is scoped so that tests do not see each other's state:
/// 1. inside `Application.$current.withValue(app) { ... }`, it is `app`;
/// 2. inside a Swift Testing test case, and in every task it starts (child tasks and `Task { }`,
///    which inherit the case), it is an application owned by that test case, created on first
///    use. Each case of a parameterized test has its own, so cases running in parallel never
///    share a key window. A parameterized case's application is freed once the case and its
///    tasks have ended; a non-parameterized test's lives until the process ends;
/// 3. inside an XCTest test case, an application owned by that test case (XCTest runs one at
///    a time, so code on any thread sees it), freed when the case finishes;
/// 4. otherwise (`Task.detached`, between XCTest cases, tools) a process-wide default.
@preconcurrency @MainActor
public final class Application: Responder {
    /// An explicitly scoped application; takes precedence over every other rule of `shared`.
    @TaskLocal
    public static var current: Application?

    /// The application for the current test or task (see the type's documentation).
    public static var shared: Application { TestScope.resolve() }

    /// Replaces the application `shared` currently resolves to (the current test's, or the
    /// process default) with a fresh one. Has no effect inside `$current.withValue`.
    public static func resetShared() {
        TestScope.reset()
    }

    /// Frees the applications of Swift Testing test cases that have ended and returns how many
    /// per-test-case applications remain. `shared` does this by itself as cases come and go;
    /// Lark's own tests call it to check that nothing accumulates.
    @discardableResult
    package static func sweepEndedTestCaseApplications() -> Int {
        TestScope.sweepEndedTestCases()
    }

    /// Creates an empty application with no windows.
    public override init() {
        super.init()
    }

    /// Every window created for this application, in creation order.
    public private(set) var windows: [Window] = []

    /// The window that receives keyboard and other non-touch events.
    public private(set) weak var keyWindow: Window?

    /// Warnings the model emitted while this application was current, oldest first.
    public private(set) var warnings: [String] = []

    /// The storyboard definitions registered in this application (see `Storyboard.register`).
    var storyboardDefinitions: [String: StoryboardDefinition] = [:]

    /// Whether warnings that no test takes are printed to standard error (true by default).
    public var printsWarnings = true

    /// The URLs `open(_:options:completionHandler:)` was asked to open, oldest first.
    public internal(set) var openedURLs: [URL] = []

    /// This application's device (`Device.current` while it is the current application).
    public let device = Device()
    /// This application's pasteboard (`Pasteboard.general` while it is the current application).
    public let generalPasteboard = Pasteboard()

    /// Whether the idle timer is off (stored).
    public var isIdleTimerDisabled = false
    /// The app icon's badge (stored).
    public var applicationIconBadgeNumber = 0

    // MARK: State, settings and scenes

    /// Whether the app is in front and receiving events (`UIApplication.State`).
    public enum State: Int, Hashable, Sendable {
        /// In front, receiving events.
        case active
        /// In front, not receiving events (a call or the app switcher covers it).
        case inactive
        /// Not on screen.
        case background
    }

    /// The app's state; `.active` until `simulateStateChange(to:)` changes it.
    public private(set) var applicationState: State = .active

    /// Moves the app to `state` as the system does, posting UIKit's notifications in UIKit's
    /// order: going to the background posts `willResignActiveNotification` (if active) then
    /// `didEnterBackgroundNotification`; coming back posts `willEnterForegroundNotification`
    /// (if in the background) then `didBecomeActiveNotification` (when it becomes active).
    /// The scene's notifications (`Scene.willDeactivateNotification`, ...) come just before
    /// each of these, with `windowScene` as object (UIKit does not document their order).
    public func simulateStateChange(to state: State) {
        let old = applicationState
        guard old != state else { return }
        if old == .active { post(Scene.willDeactivateNotification, Application.willResignActiveNotification) }
        if old == .background { post(Scene.willEnterForegroundNotification, Application.willEnterForegroundNotification) }
        applicationState = state
        switch state {
        case .background: post(Scene.didEnterBackgroundNotification, Application.didEnterBackgroundNotification)
        case .active: post(Scene.didActivateNotification, Application.didBecomeActiveNotification)
        case .inactive: break
        }
    }

    /// Posts the scene's notification, then the application's.
    private func post(_ sceneNotification: Notification.Name, _ applicationNotification: Notification.Name) {
        postNotification(sceneNotification, object: windowScene)
        postNotification(applicationNotification, object: self)
    }

    /// The user's preferred text size; setting it posts `ContentSizeCategory.didChangeNotification`.
    public var preferredContentSizeCategory: ContentSizeCategory = .large {
        didSet {
            if oldValue != preferredContentSizeCategory {
                postNotification(ContentSizeCategory.didChangeNotification, object: self)
            }
        }
    }

    /// The app's layout direction: left to right unless a test sets it.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection = .leftToRight

    /// The app's delegate (weak).
    public weak var delegate: (any ApplicationDelegate)?

    /// The status bar style (deprecated in UIKit in favour of controllers'; stored).
    public var statusBarStyle: StatusBarStyle = .default
    /// The interface's orientation (deprecated in UIKit in favour of the window scene's):
    /// `windowScene.interfaceOrientation`, portrait in the model.
    public var statusBarOrientation: InterfaceOrientation { windowScene.interfaceOrientation }
    /// The orientations controllers in `window` may take when they do not say: UIKit answers
    /// from the Info.plist's supported orientations, else all but upside down on a phone. The
    /// model has no Info.plist and is a phone, so the answer is `.allButUpsideDown`, the same as
    /// a controller's default `supportedInterfaceOrientations`.
    public func supportedInterfaceOrientations(for window: Window?) -> InterfaceOrientationMask { .allButUpsideDown }
    /// Whether the network activity indicator shows (deprecated in UIKit; stored).
    public var isNetworkActivityIndicatorVisible = false

    /// The one scene of the model's application; it holds all the windows.
    public private(set) lazy var windowScene = WindowScene(application: self)

    /// The connected scenes: the application's one window scene.
    public var connectedScenes: Set<Scene> { [windowScene] }

    /// Whether the app may change its icon (stored; true).
    public var supportsAlternateIcons = true
    /// The alternate icon in use, nil for the primary one.
    public private(set) var alternateIconName: String?

    /// Changes the app icon: recorded, then `completionHandler` with no error.
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        self.alternateIconName = alternateIconName
        completionHandler?(nil)
    }

    /// Whether the app asked for remote notifications.
    public private(set) var isRegisteredForRemoteNotifications = false
    /// Asks for remote notifications: recorded.
    public func registerForRemoteNotifications() { isRegisteredForRemoteNotifications = true }
    /// Stops remote notifications: recorded.
    public func unregisterForRemoteNotifications() { isRegisteredForRemoteNotifications = false }

    private var nextBackgroundTask = 1
    /// The background tasks begun and not yet ended.
    public private(set) var runningBackgroundTasks: Set<BackgroundTaskIdentifier> = []

    /// Begins a background task (the model never expires it) and returns its identifier.
    public func beginBackgroundTask(withName taskName: String? = nil, expirationHandler handler: (() -> Void)? = nil) -> BackgroundTaskIdentifier {
        let identifier = BackgroundTaskIdentifier(rawValue: nextBackgroundTask)
        nextBackgroundTask += 1
        runningBackgroundTasks.insert(identifier)
        return identifier
    }

    /// Ends a background task.
    public func endBackgroundTask(_ identifier: BackgroundTaskIdentifier) { runningBackgroundTasks.remove(identifier) }

    /// Accessibility settings a test can turn on, and the notifications posted to assistive
    /// technologies (see `Accessibility`), as UIKit's `UIAccessibility` reads and records them.
    public let accessibilitySettings = AccessibilityState()

    /// What appearance proxies (`View.appearance()`) recorded in this application.
    public let appearanceSettings = AppearanceSettings()

        /// Records a warning and reports it (see `ModelWarnings`) as the engine reports failures:
    /// to the running Swift Testing test (or, from a detached task, its run) as a
    /// warning-severity issue (a failure when `ModelWarnings.areFailures`), to the running
    /// XCTest test case as a failure when warnings are failures, otherwise printed to standard
    /// error as `LarkUI warning: <message>`. Interaction helpers may use this to report through
    /// the same channel. Inside `ModelWarnings.capture` it is only recorded and captured.
    public func recordWarning(_ message: String) {
        warnings.append(message)
        guard !ModelWarnings.captured(message) else { return }
        RunningTest.record(TestReport(
            "LarkUI warning: \(message)", severity: ModelWarnings.areFailures ? .failure : .warning, location: nil,
            kind: nil, printsWhenUntaken: printsWarnings))
    }

    /// Forgets the recorded warnings.
    public func removeAllWarnings() {
        warnings.removeAll()
    }

    /// Sends an action method to `target`, or, when `target` is nil, along the responder chain
    /// starting at the key window's first responder (or, without one, at the sender if it is a
    /// responder, else the key window's root controller) to the first object that can handle
    /// it, like `UIApplication.sendAction`. Returns whether some object handled it.
    @discardableResult
    public func sendAction(_ action: ActionMethod, to target: AnyObject?, from sender: Any?) -> Bool {
        if let target { return action.send(to: target, from: sender) }
        let start: Responder = keyWindow?.firstResponder ?? (sender as? Responder) ?? keyWindow?.rootViewController ?? self
        for responder in start.responderChain where action.canBeSent(to: responder) {
            return action.send(to: responder, from: sender)
        }
        return false
    }

    /// The end of the responder chain.
    public override var next: Responder? { nil }

    func register(_ window: Window) {
        windows.append(window)
    }

    func setKeyWindow(_ window: Window) {
        guard keyWindow !== window else { return }
        let old = keyWindow
        keyWindow = window
        if let old {
            old.resignKey()
            postNotification(Window.didResignKeyNotification, object: old)
        }
        window.becomeKey()
        postNotification(Window.didBecomeKeyNotification, object: window)
    }
}
