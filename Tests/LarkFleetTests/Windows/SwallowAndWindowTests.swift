import Foundation
import Lark
import Testing
@testable import LarkTestSupport

@Suite("Fleet.setAsAppWindowRoot and setInAppWindowRootNavigation (view-controllers.md §4)")
@MainActor
struct WindowRootTests {
    let log = EventLog()

    init() { Application.shared.printsWarnings = false }

    @Test func createsTheKeyWindowAndRunsTheLifecycle() throws {
        #expect(Application.shared.keyWindow == nil)
        let controller = LoggingViewController("vc", log: log)
        Fleet.setAsAppWindowRoot(controller)
        let window = try #require(Application.shared.keyWindow)
        #expect(!window.isHidden)
        #expect(window.rootViewController === controller)
        #expect(controller.view.window === window)
        #expect(log.entries == ["vc.viewDidLoad", "vc.viewWillAppear", "vc.viewDidAppear"])
        let field = TextField()
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
    }

    @Test func replacesTheRootOfAnExistingKeyWindow() throws {
        let window = Window()
        window.makeKeyAndVisible()
        let first = LoggingViewController("first", log: log)
        let second = LoggingViewController("second", log: log)
        Fleet.setAsAppWindowRoot(first)
        log.clear()
        Fleet.setAsAppRootWindow(second)
        #expect(Application.shared.keyWindow === window)
        #expect(Application.shared.windows.count == 1)
        #expect(window.rootViewController === second)
        #expect(log.entries == ["second.viewDidLoad", "first.viewWillDisappear", "second.viewWillAppear",
                                "first.viewDidDisappear", "second.viewDidAppear"])
    }

    @Test func showsAHiddenKeyWindow() throws {
        let window = Window()
        window.makeKey()
        #expect(window.isHidden)
        let controller = LoggingViewController("vc", log: log)
        Fleet.setAsAppWindowRoot(controller)
        #expect(!window.isHidden)
        #expect(log.entries.contains("vc.viewDidAppear"))
    }

    @Test func wrapsTheControllerInANavigationController() throws {
        let turtle = BoxTurtleViewController()
        let navigation = Fleet.setInAppWindowRootNavigation(turtle)
        #expect(navigation.topViewController === turtle)
        #expect(Application.shared.keyWindow?.rootViewController === navigation)
        #expect(turtle.textField.becomeFirstResponder(), "outlets can become first responder right away")
    }

    @Test func aRefusedRootLeavesTheModelsWarning() throws {
        let navigation = NavigationController(rootViewController: ViewController())
        let child = navigation.viewControllers[0]
        let warnings = ModelWarnings.capture {
            Fleet.setAsAppWindowRoot(child)
        }
        #expect(Application.shared.keyWindow?.rootViewController == nil)
        #expect(warnings.count == 1)
        #expect(warnings.last?.contains("it is a child of") == true)
    }
}

@Suite("Fleet.Screen (view-controllers.md §4.3, §4.4, §6)")
@MainActor
struct ScreenTests {
    init() { Application.shared.printsWarnings = false }

    private var topmost: ViewController? { Fleet.getApplicationScreen()?.topmostViewController }

    @Test func withoutAKeyWindowThereIsNoScreenAndAWarning() {
        let warnings = ModelWarnings.capture {
            #expect(Fleet.getApplicationScreen() == nil)
        }
        #expect(warnings.count == 1)
        #expect(warnings.last?.contains("Cannot get application screen") == true)
    }

    @Test func anyWindowHasAScreenEvenIfNeverShown() {
        let window = Window()
        #expect(Fleet.getScreen(forWindow: window).topmostViewController == nil)
        let root = ViewController()
        window.rootViewController = root
        #expect(Fleet.getScreen(forWindow: window).topmostViewController === root)
        #expect(Fleet.getScreen(forWindow: window).window === window)
    }

    @Test func followsPresentationsToAnyDepth() {
        let root = ViewController()
        Fleet.setAsAppWindowRoot(root)
        #expect(topmost === root)
        let first = ViewController()
        var topmostInCompletion: ViewController?
        root.present(first, animated: true) { topmostInCompletion = self.topmost }
        #expect(topmostInCompletion === first, "presentation completes, and its completion runs, before present returns")
        let second = ViewController()
        first.present(second, animated: true)
        #expect(topmost === second)
        var topmostAfterDismiss: ViewController?
        first.dismiss(animated: true) { topmostAfterDismiss = self.topmost }
        #expect(topmostAfterDismiss === first)
    }

    @Test func descendsIntoNavigationStacks() {
        let navigation = NavigationController()
        Fleet.setAsAppWindowRoot(navigation)
        #expect(topmost === navigation, "an empty navigation controller is itself topmost")
        let one = ViewController()
        navigation.pushViewController(one, animated: true)
        #expect(topmost === one)
        let presented = NavigationController(rootViewController: ViewController())
        one.present(presented, animated: true)
        let deep = ViewController()
        presented.pushViewController(deep, animated: true)
        #expect(topmost === deep, "navigation → presented → navigation → pushed")
        let alert = AlertController(title: "a", message: nil, preferredStyle: .alert)
        deep.present(alert, animated: true)
        #expect(topmost === alert)
        #expect(Fleet.getApplicationScreen()?.presentedAlert === alert)
    }

    @Test func descendsIntoTheSelectedTabUnlikeFleet() {
        let tabs = TabBarController()
        let first = ViewController()
        let second = NavigationController(rootViewController: ViewController())
        tabs.viewControllers = [first, second]
        Fleet.setAsAppWindowRoot(tabs)
        #expect(topmost === first)
        tabs.selectedIndex = 1
        #expect(topmost === second.topViewController)
        #expect(Fleet.getScreen(forWindow: Application.shared.keyWindow!).topmostViewController === second.topViewController)
        let empty = TabBarController()
        Fleet.setAsAppWindowRoot(empty)
        #expect(topmost === empty)
    }

    @Test func showPushesInsideANavigationControllerAndPresentsOtherwise() {
        let root = ViewController()
        Fleet.setAsAppWindowRoot(root)
        let shown = ViewController()
        root.show(shown, sender: nil)
        #expect(topmost === shown)
        let inner = ViewController()
        let navigation = Fleet.setInAppWindowRootNavigation(inner)
        let pushed = ViewController()
        inner.show(pushed, sender: nil)
        #expect(navigation.topViewController === pushed)
        #expect(topmost === pushed)
    }

    @Test func findsAnAlertThatIsNotTopmost() {
        let root = ViewController()
        Fleet.setAsAppWindowRoot(root)
        #expect(Fleet.getApplicationScreen()?.presentedAlert == nil)
        let alert = AlertController(title: "a", message: nil, preferredStyle: .actionSheet)
        root.present(alert, animated: true)
        let above = ViewController()
        alert.present(above, animated: true)
        #expect(topmost === above)
        #expect(Fleet.getApplicationScreen()?.presentedAlert === alert)
    }

    @Test func navigationChangesAreImmediate() {
        let log = EventLog()
        let one = LoggingViewController("one", log: log)
        let navigation = Fleet.setInAppWindowRootNavigation(one)
        let two = LoggingViewController("two", log: log)
        let three = LoggingViewController("three", log: log)
        navigation.pushViewController(two, animated: true)
        #expect(two.navigationControllerSeenInViewDidLoad === navigation)
        navigation.pushViewController(three, animated: true)
        #expect(topmost === three)
        #expect(log.entries.filter { $0 == "three.viewDidLoad" }.count == 1)
        #expect(navigation.popViewController(animated: true) === three)
        #expect(topmost === two)
        navigation.pushViewController(three, animated: true)
        #expect(navigation.popToViewController(one, animated: true)?.map(ObjectIdentifier.init) == [ObjectIdentifier(two), ObjectIdentifier(three)])
        navigation.pushViewController(two, animated: true)
        navigation.pushViewController(three, animated: true)
        #expect(navigation.popToRootViewController(animated: true)?.count == 2)
        #expect(topmost === one)
        let warnings = ModelWarnings.capture {
            #expect(navigation.popViewController(animated: true) == nil, "the root stays")
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasSuffix("it is the root of the navigation stack.") == true, "\(warnings)")
    }
}

@Suite("Fleet.mockFor(_:) (view-controllers.md §8)")
@MainActor
struct MockForTests {
    let log = EventLog()

    init() { Application.shared.printsWarnings = false }

    @Test func aMockIsATWhoseLifecycleDoesNotRun() {
        let mock = Fleet.mockFor(LoggingViewController.self)
        mock.log = log
        let typed: LoggingViewController = mock
        Fleet.setAsAppWindowRoot(typed)
        #expect(mock.isViewLoaded)
        #expect(!mock.hasRunViewDidLoad)
        Fleet.setAsAppWindowRoot(ViewController())
        #expect(log.entries.isEmpty)
        let real = LoggingViewController("real", log: log)
        Fleet.setAsAppWindowRoot(real)
        #expect(log.entries == ["real.viewDidLoad", "real.viewWillAppear", "real.viewDidAppear"], "other instances are unaffected")
    }

    @Test func presentedAndPushedMocksStaySilent() {
        let root = ViewController()
        Fleet.setAsAppWindowRoot(root)
        let presented = Fleet.mockFor(LoggingViewController.self)
        presented.log = log
        root.present(presented, animated: true)
        presented.dismiss(animated: true)
        let navigation = Fleet.setInAppWindowRootNavigation(ViewController())
        let pushed = Fleet.mockFor(LoggingViewController.self)
        pushed.log = log
        navigation.pushViewController(pushed, animated: true)
        navigation.popViewController(animated: true)
        #expect(log.entries.isEmpty)
    }

    @Test func aMockContainerStillForwardsAppearanceToItsChildren() {
        let tabs = Fleet.mockFor(HomeTabBarController.self)
        let child = LoggingViewController("child", log: log)
        tabs.viewControllers = [child]
        Fleet.setAsAppWindowRoot(tabs)
        #expect(tabs.delegate == nil, "HomeTabBarController.viewDidLoad did not run")
        #expect(log.entries == ["child.viewDidLoad", "child.viewWillAppear", "child.viewDidAppear"])
    }

    @Test func aControllerMadeByItsOwnInitializerBecomesAMockBySuppressingItsCallbacks() {
        // The way out for controllers whose init?(coder:) stops the process (docs/helpers.md).
        let mock = LoggingViewController("own", log: log)
        mock.suppressesLifecycleCallbacks = true
        let navigation = Fleet.setInAppWindowRootNavigation(ViewController())
        navigation.pushViewController(mock, animated: false)
        navigation.popViewController(animated: false)
        #expect(mock.isViewLoaded)
        #expect(log.entries.isEmpty)
    }

    @Test func directCallsStillRunTheOverride() {
        let mock = Fleet.mockFor(LoggingViewController.self)
        mock.log = log
        mock.viewDidLoad()
        #expect(log.entries == ["vc.viewDidLoad"], "documented limitation: no runtime subclassing on Linux")
    }
}

@Suite("Fleet.swallowAnyErrors (view-controllers.md §7)")
@MainActor
struct SwallowAnyErrorsTests {
    struct Plain: Error, CustomStringConvertible {
        var description: String { "plain failure" }
    }

    @Test func returnsAndLogsTheErrorWithItsLocation() {
        let lines = LineCollector()
        let button = Button()
        button.isEnabled = false
        let line = #line + 2
        let error = FleetTestHooks.capturingLog(lines) {
            Fleet.swallowAnyErrors { try button.tap() }
        }
        #expect((error as? Fleet.ButtonError)?.kind == .notEnabled)
        #expect(lines.lines == ["LarkFleetTests/SwallowAndWindowTests.swift:\(line): Fleet.swallowAnyErrors caught an error: Cannot tap Button: Control is not enabled. Set isEnabled = true first."])
    }

    @Test func returnsNilAndLogsNothingWhenNothingThrows() {
        let lines = LineCollector()
        var ran = false
        let error: (any Error)? = FleetTestHooks.capturingLog(lines) {
            Fleet.swallowAnyErrors { ran = true }
        }
        #expect(ran)
        #expect(error == nil)
        #expect(lines.lines.isEmpty)
    }

    @Test func catchesAnyErrorAndKeepsItsType() {
        let lines = LineCollector()
        let error = FleetTestHooks.capturingLog(lines) {
            Fleet.swallowAnyErrors(fileID: "Here.swift", line: 7) { () throws(Plain) in throw Plain() }
        }
        let typed: Plain? = error
        #expect(typed != nil)
        #expect(lines.lines == ["Here.swift:7: Fleet.swallowAnyErrors caught an error: plain failure"])
    }
}
