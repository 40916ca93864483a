import Foundation
import LarkUI
import Testing

/// `hidesBottomBarWhenPushed` on a 390 x 844 phone (notch 47, home indicator 34): the tab bar
/// of a tab bar controller hides while a controller asking for it is in the selected tab's
/// navigation stack, and the navigation controller's toolbar while one is on top.
@MainActor
@Suite struct BottomBarHidingTests {
    private func detail(hidingBottomBar: Bool) -> ViewController {
        let controller = ViewController()
        controller.hidesBottomBarWhenPushed = hidingBottomBar
        return controller
    }


    /// A tab bar controller whose first tab is a navigation controller over `root`.
    private func tabs(root: ViewController = ViewController()) -> (TabBarController, NavigationController) {
        let navigation = NavigationController(rootViewController: root)
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, ViewController()]
        return (tabs, navigation)
    }

    @Test func pushingAControllerThatAsksHidesTheTabBarAndItsSafeAreaReachesTheHomeIndicator() {
        let (tabs, navigation) = tabs()
        let window = showOnPhone(tabs)
        #expect(navigation.viewControllers[0].view.safeAreaInsets.bottom == 83, "above the tab bar")
        let pushed = detail(hidingBottomBar: true)
        navigation.pushViewController(pushed, animated: false)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.isHidden)
        #expect(!tabs.tabBar.isReachableByTouch)
        #expect(pushed.view.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(!tabs.tabBar.isHidden)
        #expect(navigation.viewControllers[0].view.safeAreaInsets.bottom == 83)
    }

    @Test func theTabBarStaysHiddenUntilTheControllerThatAskedIsPopped() {
        let (tabs, navigation) = tabs()
        _ = showOnPhone(tabs)
        let asking = detail(hidingBottomBar: true)
        navigation.pushViewController(detail(hidingBottomBar: false), animated: false)
        #expect(!tabs.tabBar.isHidden, "a controller that does not ask leaves the tab bar")
        navigation.pushViewController(asking, animated: false)
        navigation.pushViewController(detail(hidingBottomBar: false), animated: false)
        #expect(tabs.tabBar.isHidden, "a controller above the one that asked does not bring it back")
        navigation.popToViewController(asking, animated: false)
        #expect(tabs.tabBar.isHidden)
        navigation.popViewController(animated: false)
        #expect(!tabs.tabBar.isHidden)
    }

    @Test func aRootThatAsksHidesTheTabBarFromTheStart() {
        let (tabs, _) = tabs(root: detail(hidingBottomBar: true))
        _ = showOnPhone(tabs)
        #expect(tabs.tabBar.isHidden)
    }

    @Test func aTabBarTheAppHidItselfStaysHiddenAfterThePop() {
        let (tabs, navigation) = tabs()
        _ = showOnPhone(tabs)
        tabs.tabBar.isHidden = true
        navigation.pushViewController(detail(hidingBottomBar: true), animated: false)
        navigation.popViewController(animated: false)
        #expect(tabs.tabBar.isHidden)
    }

    @Test func selectingAnotherTabShowsTheTabBarAndComingBackHidesItAgain() {
        let (tabs, navigation) = tabs()
        _ = showOnPhone(tabs)
        navigation.pushViewController(detail(hidingBottomBar: true), animated: false)
        tabs.selectedIndex = 1
        #expect(!tabs.tabBar.isHidden)
        tabs.selectedIndex = 0
        #expect(tabs.tabBar.isHidden)
    }

    @Test func theTopControllerDecidesWhetherTheToolbarShows() {
        let navigation = NavigationController(rootViewController: ViewController())
        navigation.isToolbarHidden = false
        let window = showOnPhone(navigation)
        #expect(navigation.viewControllers[0].view.safeAreaInsets.bottom == 78, "above the toolbar")
        let asking = detail(hidingBottomBar: true)
        navigation.pushViewController(asking, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.toolbar.isHidden)
        #expect(asking.view.safeAreaInsets.bottom == 34)
        navigation.pushViewController(detail(hidingBottomBar: false), animated: false)
        #expect(!navigation.toolbar.isHidden, "Apple: the topmost controller's value determines it")
        navigation.popViewController(animated: false)
        #expect(navigation.toolbar.isHidden)
        navigation.popViewController(animated: false)
        #expect(!navigation.toolbar.isHidden)
    }

    @Test func aHiddenToolbarIsNotShownByAPop() {
        let navigation = NavigationController(rootViewController: ViewController())
        _ = showOnPhone(navigation)
        navigation.pushViewController(detail(hidingBottomBar: true), animated: false)
        navigation.popViewController(animated: false)
        #expect(navigation.toolbar.isHidden, "hidden by default; nothing showed it")
        #expect(navigation.isToolbarHidden)
    }
}
