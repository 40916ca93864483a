import Foundation
import LarkUI
import Testing
@testable import LarkTestSupport

@MainActor
private final class RecordingNavigationDelegate: NavigationControllerDelegate {
    var log: [String] = []
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        log.append("willShow \(viewController.title ?? "")")
    }
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        log.append("didShow \(viewController.title ?? "")")
    }
}

@Suite("Navigation controller")
@MainActor
struct NavigationTests {
    private func titled(_ title: String) -> ViewController {
        let controller = ViewController()
        controller.title = title
        return controller
    }

    @Test func stackOperationsWorkOutsideAWindow() {
        let one = titled("one"), two = titled("two"), three = titled("three")
        let navigation = NavigationController(rootViewController: one)
        navigation.pushViewController(two, animated: true)
        navigation.pushViewController(three, animated: true)
        #expect(navigation.viewControllers.map(\.title) == ["one", "two", "three"])
        #expect(navigation.topViewController === three)
        #expect(three.navigationController === navigation)
        #expect(three.parent === navigation)
        #expect(navigation.popViewController(animated: true) === three)
        #expect(three.parent == nil)
        #expect(three.navigationController == nil)
        #expect(navigation.topViewController === two)
        navigation.viewControllers = [three]
        #expect(navigation.children.map(\.title) == ["three"])
        #expect(one.parent == nil && two.parent == nil)
    }

    @Test func thePushedControllerSeesItsNavigationControllerInViewDidLoad() {
        let log = EventLog()
        let navigation = NavigationController(rootViewController: ViewController())
        let pushed = LoggingViewController("pushed", log: log)
        navigation.pushViewController(pushed, animated: true)
        #expect(pushed.navigationControllerSeenInViewDidLoad === navigation)
        #expect(log.entries == ["pushed.viewDidLoad"])
    }

    @Test func poppingTheRootReturnsNilAndWarns() {
        let root = titled("root")
        let navigation = NavigationController(rootViewController: root)
        let warnings = ModelWarnings.capture {
            #expect(navigation.popViewController(animated: true) == nil)
        }
        #expect(navigation.viewControllers.count == 1)
        #expect(warnings.count == 1)
        #expect(warnings.last?.contains("<ViewController \"root\">") == true)
        #expect(warnings.last?.contains("<NavigationController>") == true)
        #expect(NavigationController().popToRootViewController(animated: true) == nil)
    }

    @Test func invalidPushesAndPopsAreRefusedWithWarnings() throws {
        let root = titled("root"), stranger = titled("stranger")
        let navigation = NavigationController(rootViewController: root)
        let otherNavigation = NavigationController(rootViewController: stranger)
        let warnings = ModelWarnings.capture {
            navigation.pushViewController(root, animated: true)
            navigation.pushViewController(NavigationController(), animated: true)
            navigation.pushViewController(stranger, animated: true)
            #expect(navigation.popToViewController(titled("missing"), animated: true) == nil)
            navigation.viewControllers = [root, root]
        }
        #expect(navigation.viewControllers.count == 1)
        #expect(otherNavigation.topViewController === stranger)
        try #require(warnings.count == 5)
        #expect(warnings[0] == "Cannot push <ViewController \"root\"> on <NavigationController>: it is already in the navigation stack.")
        #expect(warnings[1].contains("pushing a navigation controller is not supported"))
        #expect(warnings[2].contains("already a child of <NavigationController>"))
        #expect(warnings[3] == "Cannot pop to <ViewController \"missing\"> in <NavigationController>: it is not in the navigation stack.")
    }

    @Test func theNavigationBarAndToolbarFollowTheStack() {
        let one = titled("One"), two = titled("Two")
        let done = BarButtonItem(title: "Done", target: nil, action: nil)
        two.navigationItem.rightBarButtonItem = done
        two.toolbarItems = [BarButtonItem(title: "Tool", target: nil, action: nil)]
        let navigation = NavigationController(rootViewController: one)
        #expect(navigation.navigationBar.topItem?.title == "One")
        navigation.pushViewController(two, animated: false)
        #expect(navigation.navigationBar.items?.count == 2)
        #expect(navigation.navigationBar.topItem === two.navigationItem)
        #expect(navigation.navigationBar.backItem === one.navigationItem)
        #expect(navigation.navigationBar.topItem?.rightBarButtonItems?.first === done)
        #expect(navigation.toolbar.items?.first?.title == "Tool")
        #expect(navigation.isToolbarHidden)
        navigation.popViewController(animated: false)
        #expect(navigation.toolbar.items == nil)
        one.setToolbarItems([BarButtonItem(title: "Later", target: nil, action: nil)], animated: false)
        #expect(navigation.toolbar.items?.first?.title == "Later")
    }

    @Test func onlyTheTopViewIsInTheNavigationView() {
        let one = ViewController(), two = ViewController()
        let navigation = NavigationController(rootViewController: one)
        _ = navigation.view
        #expect(one.view.superview === navigation.view)
        navigation.pushViewController(two, animated: false)
        #expect(one.view.superview == nil)
        #expect(two.view.superview === navigation.view)
        #expect(navigation.navigationBar.superview === navigation.view)
    }

    @Test func theDelegateHearsWillAndDidShow() {
        let delegate = RecordingNavigationDelegate()
        let navigation = NavigationController(rootViewController: titled("one"))
        navigation.delegate = delegate
        navigation.pushViewController(titled("two"), animated: true)
        navigation.popViewController(animated: true)
        #expect(delegate.log == ["willShow two", "didShow two", "willShow one", "didShow one"])
    }

    @Test func containmentCallbacksFollowUIKit() {
        final class Child: ViewController {
            var moves: [String] = []
            override func willMove(toParent parent: ViewController?) { moves.append("will \(parent == nil ? "nil" : "parent")") }
            override func didMove(toParent parent: ViewController?) { moves.append("did \(parent == nil ? "nil" : "parent")") }
        }
        let navigation = NavigationController(rootViewController: ViewController())
        let child = Child()
        navigation.pushViewController(child, animated: false)
        navigation.popViewController(animated: false)
        #expect(child.moves == ["will parent", "did parent", "will nil", "did nil"])
    }

    @Test func titlesPropagateToItems() {
        let controller = ViewController()
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox")
        #expect(controller.tabBarItem.title == "Inbox")
        let item = NavigationItem(title: "x")
        item.leftBarButtonItem = BarButtonItem(title: "L", target: nil, action: nil)
        #expect(item.leftBarButtonItems?.count == 1)
        item.leftBarButtonItem = nil
        #expect(item.leftBarButtonItems == nil)
    }
}
