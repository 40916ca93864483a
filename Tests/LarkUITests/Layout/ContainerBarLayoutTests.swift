import Foundation
import LarkUI
import Testing

/// Navigation bars, toolbars and tab bars as UIKit lays them out on a 390 x 844 phone with a
/// notch (47) and a home indicator (34): bars inside the safe area, content under translucent
/// bars, and the child's safe area counting what the bars cover.
@MainActor
@Suite struct ContainerBarLayoutTests {
    /// A controller whose view holds one view pinned to its safe-area guide.
    private final class PinnedContentController: ViewController {
        let content = View()
        var safeAreaChanges = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
            let guide = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: guide.topAnchor),
                content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            ])
        }

        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            safeAreaChanges += 1
        }
    }


    @Test func theNavigationBarSitsBelowTheStatusBarAndTheContentStartsBelowIt() {
        let content = PinnedContentController()
        let navigation = NavigationController(rootViewController: content)
        _ = showOnPhone(navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "under the translucent bar")
        #expect(content.view.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(content.content.frame == CGRect(x: 0, y: 91, width: 390, height: 719))
    }

    @Test func barsMoveWhenTheWindowsInsetsChangeLater() {
        let content = PinnedContentController()
        let navigation = NavigationController(rootViewController: content)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.minY == 0, "no notch yet")
        #expect(content.content.frame.minY == 44)
        window.simulatedSafeAreaInsets = phoneSafeArea
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(content.content.frame.minY == 91)
    }

    @Test func showingTheToolbarAndHidingTheBarMoveTheSafeArea() {
        let content = PinnedContentController()
        let navigation = NavigationController(rootViewController: content)
        let window = showOnPhone(navigation)
        let changesBefore = content.safeAreaChanges
        navigation.isToolbarHidden = false
        window.layoutIfNeeded()
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 766, width: 390, height: 44), "above the home indicator")
        #expect(content.view.safeAreaInsets.bottom == 78)
        #expect(content.content.frame == CGRect(x: 0, y: 91, width: 390, height: 675))
        #expect(content.safeAreaChanges > changesBefore)
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(content.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 78, right: 0))
        #expect(content.content.frame.minY == 47)
        navigation.navigationBar.isHidden = false
        window.layoutIfNeeded()
        #expect(content.content.frame.minY == 91, "hiding the bar itself counts too")
    }

    @Test func anOpaqueBarPushesTheContentBelowItUnlessTheControllerExtendsUnderIt() {
        let content = PinnedContentController()
        let navigation = NavigationController(rootViewController: content)
        navigation.navigationBar.isTranslucent = false
        let window = showOnPhone(navigation)
        #expect(content.view.frame == CGRect(x: 0, y: 91, width: 390, height: 753))
        #expect(content.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(content.content.frame == CGRect(x: 0, y: 0, width: 390, height: 719))
        content.extendedLayoutIncludesOpaqueBars = true
        navigation.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(content.content.frame.minY == 91)
    }

    @Test func aControllerThatDoesNotExtendUnderTheTopBarStartsBelowIt() {
        let content = PinnedContentController()
        content.edgesForExtendedLayout = []
        let navigation = NavigationController(rootViewController: content)
        _ = showOnPhone(navigation)
        #expect(content.view.frame == CGRect(x: 0, y: 91, width: 390, height: 753))
        #expect(content.view.safeAreaInsets.top == 0)
    }

    @Test func theTabBarReachesTheBottomAndCoversTheHomeIndicator() {
        let first = PinnedContentController()
        let tabs = TabBarController()
        tabs.viewControllers = [first, ViewController()]
        _ = showOnPhone(tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
        #expect(first.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        #expect(first.content.frame == CGRect(x: 0, y: 47, width: 390, height: 714))
    }

    @Test func aNavigationControllerInATabGetsBothBars() {
        let content = PinnedContentController()
        let navigation = NavigationController(rootViewController: content)
        navigation.isToolbarHidden = false
        let tabs = TabBarController()
        tabs.viewControllers = [navigation]
        _ = showOnPhone(tabs)
        #expect(content.view.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 127, right: 0))
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 717, width: 390, height: 44), "above the tab bar")
    }

    @Test func additionalInsetsAddToTheBarsAndBarsFollowTheWindowsWidth() {
        let content = PinnedContentController()
        content.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let navigation = NavigationController(rootViewController: content)
        let window = showOnPhone(navigation)
        #expect(content.content.frame.minY == 101)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.simulatedSafeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 844, height: 44))
        #expect(content.content.frame == CGRect(x: 47, y: 54, width: 750, height: 315))
    }

    @Test func aTableUnderTheNavigationBarInsetsItsContentByIt() {
        let list = TableViewController(style: .plain)
        _ = showOnPhone(NavigationController(rootViewController: list))
        #expect(list.tableView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(list.tableView.adjustedContentInset == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    }
}
