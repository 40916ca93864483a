import Foundation
import LarkUI
import XCTest
@testable import LarkTestSupport

/// Appearance order as recorded sequences: `old.viewWillDisappear, new.viewWillAppear,
/// old.viewDidDisappear, new.viewDidAppear` for every kind of transition.
@MainActor
final class LifecycleTests: XCTestCase {
    private var log = EventLog()

    private func controller(_ name: String) -> LoggingViewController {
        LoggingViewController(name, log: log)
    }

    func testViewLoadsLazilyExactlyOnce() async {
        let vc = controller("a")
        XCTAssertFalse(vc.isViewLoaded)
        XCTAssertNil(vc.viewIfLoaded)
        _ = vc.view
        _ = vc.view
        vc.loadViewIfNeeded()
        XCTAssertTrue(vc.isViewLoaded)
        XCTAssertEqual(log.entries, ["a.viewDidLoad"])
        XCTAssertTrue(vc.hasRunViewDidLoad)
        XCTAssertTrue(vc.view.next === vc)
    }

    func testSettingAWindowRootLoadsAndAppearsThenReplacingItSwapsInOrder() async {
        let window = makeVisibleWindow()
        let a = controller("a"), b = controller("b")
        window.rootViewController = a
        XCTAssertEqual(log.entries, ["a.viewDidLoad", "a.viewWillAppear", "a.viewDidAppear"])
        XCTAssertTrue(a.view.window === window)
        log.clear()
        window.rootViewController = b
        XCTAssertEqual(log.entries, ["b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear", "a.viewDidDisappear", "b.viewDidAppear"])
        XCTAssertNil(a.view.window)
        XCTAssertTrue(b.view.window === window)
    }

    func testAHiddenWindowDefersAppearanceUntilShown() async {
        let window = Window()
        XCTAssertTrue(window.isHidden)
        let a = controller("a")
        window.rootViewController = a
        XCTAssertEqual(log.entries, ["a.viewDidLoad"])
        XCTAssertTrue(a.view.window === window)
        window.makeKeyAndVisible()
        XCTAssertEqual(log.entries, ["a.viewDidLoad", "a.viewWillAppear", "a.viewDidAppear"])
        log.clear()
        window.isHidden = true
        XCTAssertEqual(log.entries, ["a.viewWillDisappear", "a.viewDidDisappear"])
    }

    func testPresentAndDismissFullScreen() async {
        let window = makeVisibleWindow()
        let root = controller("root"), modal = controller("modal")
        modal.modalPresentationStyle = .fullScreen
        window.rootViewController = root
        log.clear()
        var completed = false
        root.present(modal, animated: true) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertEqual(log.entries, ["modal.viewDidLoad", "root.viewWillDisappear", "modal.viewWillAppear",
                                     "root.viewDidDisappear", "modal.viewDidAppear"])
        XCTAssertNil(root.view.window, "a full-screen presentation takes the presenter's view out of the window")
        log.clear()
        var topmostDuringCompletion: ViewController?
        modal.dismiss(animated: true) { topmostDuringCompletion = window.rootViewController?.presentedViewController ?? window.rootViewController }
        XCTAssertEqual(log.entries, ["modal.viewWillDisappear", "root.viewWillAppear", "modal.viewDidDisappear", "root.viewDidAppear"])
        XCTAssertTrue(topmostDuringCompletion === root)
        XCTAssertTrue(root.view.window === window)
    }

    func testPageSheetsAndAlertsLeaveThePresenterVisible() async {
        let window = makeVisibleWindow()
        let root = controller("root"), sheet = controller("sheet")
        window.rootViewController = root
        log.clear()
        root.present(sheet, animated: false)
        XCTAssertEqual(log.entries, ["sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewDidAppear"])
        root.dismiss(animated: false)
        log.clear()
        let alert = AlertController(title: "Hi", message: nil, preferredStyle: .alert)
        root.present(alert, animated: false)
        root.dismiss(animated: false)
        XCTAssertEqual(log.entries, [])
        XCTAssertTrue(root.view.window === window)
    }

    func testPushPopAndPopToInOrder() async {
        let window = makeVisibleWindow()
        let one = controller("one"), two = controller("two"), three = controller("three")
        let navigation = NavigationController(rootViewController: one)
        window.rootViewController = navigation
        XCTAssertEqual(log.entries, ["one.viewDidLoad", "one.viewWillAppear", "one.viewDidAppear"])
        log.clear()
        navigation.pushViewController(two, animated: true)
        XCTAssertEqual(log.entries, ["two.viewDidLoad", "one.viewWillDisappear", "two.viewWillAppear", "one.viewDidDisappear", "two.viewDidAppear"])
        navigation.pushViewController(three, animated: true)
        log.clear()
        XCTAssertTrue(navigation.popViewController(animated: true) === three)
        XCTAssertEqual(log.entries, ["three.viewWillDisappear", "two.viewWillAppear", "three.viewDidDisappear", "two.viewDidAppear"])
        navigation.pushViewController(three, animated: true)
        log.clear()
        let popped = navigation.popToViewController(one, animated: true)
        XCTAssertEqual(popped?.map(ObjectIdentifier.init), [two, three].map(ObjectIdentifier.init))
        XCTAssertEqual(log.entries, ["three.viewWillDisappear", "one.viewWillAppear", "three.viewDidDisappear", "one.viewDidAppear"])
    }

    func testPopToRootInOrderAndReturnsPoppedBottomToTop() async {
        let window = makeVisibleWindow()
        let root = controller("root"), one = controller("one"), two = controller("two")
        let navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        navigation.pushViewController(one, animated: false)
        navigation.pushViewController(two, animated: false)
        log.clear()
        let popped = navigation.popToRootViewController(animated: true)
        XCTAssertEqual(popped?.map(ObjectIdentifier.init), [one, two].map(ObjectIdentifier.init))
        XCTAssertEqual(log.entries, ["two.viewWillDisappear", "root.viewWillAppear", "two.viewDidDisappear", "root.viewDidAppear"])
        XCTAssertEqual(navigation.popToRootViewController(animated: true)?.count, 0)
    }

    func testContainersForwardAppearanceToTheirVisibleChild() async {
        let window = makeVisibleWindow()
        let navigation = LoggingNavigationController()
        navigation.log = log
        navigation.setViewControllers([controller("top")], animated: false)
        window.rootViewController = navigation
        XCTAssertEqual(log.entries, ["top.viewDidLoad", "nav.viewWillAppear", "top.viewWillAppear", "nav.viewDidAppear", "top.viewDidAppear"])
        log.clear()
        window.rootViewController = controller("other")
        XCTAssertEqual(log.entries, ["other.viewDidLoad", "nav.viewWillDisappear", "top.viewWillDisappear", "other.viewWillAppear",
                                     "nav.viewDidDisappear", "top.viewDidDisappear", "other.viewDidAppear"])
    }

    func testTabSwitchInOrder() async {
        let window = makeVisibleWindow()
        let first = controller("first"), second = controller("second")
        let tabs = TabBarController()
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        XCTAssertEqual(log.entries, ["first.viewDidLoad", "first.viewWillAppear", "first.viewDidAppear"])
        log.clear()
        tabs.selectedIndex = 1
        XCTAssertEqual(log.entries, ["second.viewDidLoad", "first.viewWillDisappear", "second.viewWillAppear",
                                     "first.viewDidDisappear", "second.viewDidAppear"])
        XCTAssertTrue(tabs.selectedViewController === second)
        XCTAssertNil(first.view.window)
        XCTAssertTrue(second.view.window === window)
    }

    func testChildContainmentAppearsWithItsView() async {
        let window = makeVisibleWindow()
        let parent = controller("parent"), child = controller("child")
        window.rootViewController = parent
        log.clear()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        XCTAssertEqual(log.entries, ["child.viewDidLoad", "child.viewWillAppear", "child.viewDidAppear"])
        log.clear()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        XCTAssertEqual(log.entries, ["child.viewWillDisappear", "child.viewDidDisappear"])
        XCTAssertTrue(parent.children.isEmpty)
        XCTAssertNil(child.parent)
    }

    func testTransitionsOutsideAWindowLoadButDoNotAppear() async {
        let one = controller("one"), two = controller("two")
        let navigation = NavigationController(rootViewController: one)
        navigation.pushViewController(two, animated: false)
        XCTAssertEqual(log.entries, ["two.viewDidLoad"])
        XCTAssertTrue(two.navigationControllerSeenInViewDidLoad === navigation)
    }

    func testMockedControllersSkipLifecycleCallbacksButStillForward() async {
        let window = makeVisibleWindow()
        let mock = LoggingNavigationController()
        mock.log = log
        mock.suppressesLifecycleCallbacks = true
        let child = controller("child")
        mock.setViewControllers([child], animated: false)
        window.rootViewController = mock
        XCTAssertEqual(log.entries, ["child.viewDidLoad", "child.viewWillAppear", "child.viewDidAppear"])
        XCTAssertFalse(mock.hasRunViewDidLoad)
        XCTAssertTrue(mock.isViewLoaded)
        let plainMock = controller("plain")
        plainMock.suppressesLifecycleCallbacks = true
        _ = plainMock.view
        XCTAssertFalse(plainMock.hasRunViewDidLoad)
        XCTAssertFalse(log.entries.contains("plain.viewDidLoad"))
    }

    func testADirectViewDidLoadCallCountsAsHavingRun() async {
        let vc = controller("direct")
        XCTAssertFalse(vc.hasRunViewDidLoad)
        vc.viewDidLoad()
        XCTAssertTrue(vc.hasRunViewDidLoad)
        XCTAssertFalse(vc.isViewLoaded)
    }

    func testTransitionFlagsAreSetDuringCallbacks() async {
        final class FlagRecorder: ViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) {
                seen.append("appear presented=\(isBeingPresented) moving=\(isMovingToParent)")
            }
            override func viewWillDisappear(_ animated: Bool) {
                seen.append("disappear dismissed=\(isBeingDismissed) moving=\(isMovingFromParent)")
            }
        }
        let window = makeVisibleWindow()
        let root = NavigationController(rootViewController: ViewController())
        window.rootViewController = root
        let pushed = FlagRecorder(), presented = FlagRecorder()
        root.pushViewController(pushed, animated: false)
        root.popViewController(animated: false)
        root.present(presented, animated: false)
        presented.dismiss(animated: false)
        XCTAssertEqual(pushed.seen, ["appear presented=false moving=true", "disappear dismissed=false moving=true"])
        XCTAssertEqual(presented.seen, ["appear presented=true moving=false", "disappear dismissed=true moving=false"])
        XCTAssertFalse(presented.isBeingDismissed)
    }

    func testNestedContainersForwardThroughEveryLevel() async {
        let window = makeVisibleWindow()
        let a = controller("a"), b = controller("b"), other = controller("other")
        let navigation = NavigationController(rootViewController: a)
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, other]
        window.rootViewController = tabs
        log.clear()
        navigation.pushViewController(b, animated: false)
        XCTAssertEqual(log.entries, ["b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear", "a.viewDidDisappear", "b.viewDidAppear"])
        log.clear()
        tabs.selectedIndex = 1
        XCTAssertEqual(log.entries, ["other.viewDidLoad", "b.viewWillDisappear", "other.viewWillAppear", "b.viewDidDisappear", "other.viewDidAppear"])
        log.clear()
        navigation.popViewController(animated: false)
        XCTAssertEqual(log.entries, [], "an unselected tab is not visible")
        tabs.selectedIndex = 0
        XCTAssertEqual(log.entries, ["other.viewWillDisappear", "a.viewWillAppear", "other.viewDidDisappear", "a.viewDidAppear"])
    }

    func testWindowRootRefusalsAndMovesBetweenWindows() async {
        let first = makeVisibleWindow(), second = makeVisibleWindow()
        let root = controller("root")
        first.rootViewController = root
        log.clear()
        second.rootViewController = root
        XCTAssertNil(first.rootViewController)
        XCTAssertTrue(root.view.window === second)
        XCTAssertEqual(log.entries, ["root.viewWillDisappear", "root.viewDidDisappear", "root.viewWillAppear", "root.viewDidAppear"])
        let child = controller("child")
        root.addChild(child)
        first.rootViewController = child
        XCTAssertNil(first.rootViewController)
        XCTAssertTrue(Application.shared.warnings.last?.contains("it is a child of") == true)
    }

    func testBecomingKeyPostsNotifications() async {
        let first = makeVisibleWindow()
        let second = Window()
        var received: [String] = []
        let tokens = [Window.didBecomeKeyNotification, Window.didResignKeyNotification].map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let entry = "\(note.name.rawValue.split(separator: ".").last!) \((note.object as AnyObject?) === first ? "first" : "second")"
                MainActor.assumeIsolated { received.append(entry) }
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        second.makeKeyAndVisible()
        XCTAssertEqual(received, ["didResignKey first", "didBecomeKey second"])
        XCTAssertTrue(second.isKeyWindow)
    }
}
