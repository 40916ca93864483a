import Foundation
import LarkUI
import Testing

/// Large titles on a 390 x 844 phone (notch 47): a navigation bar showing its title large is 96
/// points tall at rest, and the child's safe area and a table's resting offset follow it.
@MainActor
@Suite struct LargeTitleLayoutTests {

    private func controller(_ mode: NavigationItem.LargeTitleDisplayMode) -> ViewController {
        let controller = ViewController()
        controller.navigationItem.largeTitleDisplayMode = mode
        return controller
    }

    @Test func aLargeTitleMakesTheBar96TallAndTheSafeAreaFollows() {
        let list = TableViewController(style: .plain)
        let navigation = NavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        _ = showOnPhone(navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(list.view.safeAreaInsets.top == 143)
        #expect(list.tableView.contentOffset.y == -143, "a resting table starts below the large title")
    }

    @Test func eachItemsModeDecidesAndAutomaticFollowsTheItemBelow() {
        let navigation = NavigationController(rootViewController: controller(.automatic))
        navigation.navigationBar.prefersLargeTitles = true
        let window = showOnPhone(navigation)
        let height = { () -> CGFloat in
            window.layoutIfNeeded()
            return navigation.navigationBar.frame.height
        }
        #expect(height() == 96, "the first item's automatic shows large")
        navigation.pushViewController(controller(.automatic), animated: false)
        #expect(height() == 96)
        let small = controller(.never)
        navigation.pushViewController(small, animated: false)
        #expect(height() == 44)
        #expect(small.view.safeAreaInsets.top == 91)
        navigation.pushViewController(controller(.automatic), animated: false)
        #expect(height() == 44, "automatic after a small title stays small")
        navigation.pushViewController(controller(.always), animated: false)
        #expect(height() == 96)
        navigation.popToRootViewController(animated: false)
        #expect(height() == 96)
    }

    @Test func aRootThatRefusesLargeTitlesInViewDidLoadGetsTheStandardBar() {
        final class Refusing: ViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.largeTitleDisplayMode = .never
            }
        }
        let root = Refusing()
        let navigation = NavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        _ = showOnPhone(navigation)
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(root.view.safeAreaInsets.top == 91)
    }

    @Test func changingTheShownItemsModeLaysTheChildOutAgain() {
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let window = showOnPhone(navigation)
        #expect(root.view.safeAreaInsets.top == 143)
        root.navigationItem.largeTitleDisplayMode = .never
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(root.view.safeAreaInsets.top == 91)
    }

    @Test func withoutPrefersLargeTitlesNoModeMakesATitleLarge() {
        let root = controller(.always)
        let navigation = NavigationController(rootViewController: root)
        _ = showOnPhone(navigation)
        #expect(navigation.navigationBar.frame.height == 44)
    }

    @Test func turningLargeTitlesOnLaterLaysTheChildOutAgain() {
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        let window = showOnPhone(navigation)
        #expect(root.view.safeAreaInsets.top == 91)
        navigation.navigationBar.prefersLargeTitles = true
        window.layoutIfNeeded()
        #expect(root.view.safeAreaInsets.top == 143)
        navigation.navigationBar.prefersLargeTitles = false
        window.layoutIfNeeded()
        #expect(root.view.safeAreaInsets.top == 91)
    }
}
