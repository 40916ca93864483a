import Foundation
import LarkUI
import Testing
@testable import LarkTestSupport

@Suite("Tab bar controller")
@MainActor
struct TabBarTests {
    @Test func selectionTabBarItemsAndChildren() {
        let first = ViewController(), second = ViewController()
        first.tabBarItem = TabBarItem(title: "First", image: nil, tag: 1)
        second.title = "Second"
        let tabs = TabBarController()
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.selectedViewController == nil)
        tabs.viewControllers = [first, second]
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.tabBar.items?.map(\.title) == ["First", "Second"])
        #expect(first.tabBarController === tabs)
        tabs.selectedViewController = second
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.tabBar.selectedItem === second.tabBarItem)
        tabs.viewControllers = [second]
        #expect(tabs.selectedViewController === second)
        #expect(first.parent == nil)
    }

    @Test func programmaticSelectionNeverCallsTheDelegate() {
        let tabs = HomeTabBarController()
        _ = tabs.view
        tabs.viewControllers = [ViewController(), ViewController()]
        tabs.selectedIndex = 1
        #expect(tabs.shouldSelectArguments.isEmpty)
        #expect(tabs.didSelectArguments.isEmpty)
    }

    @Test func invalidSelectionsAreIgnoredWithWarnings() {
        let tabs = TabBarController()
        tabs.viewControllers = [ViewController()]
        let warnings = ModelWarnings.capture {
            tabs.selectedIndex = 5
            tabs.selectedIndex = -1
            tabs.selectedViewController = ViewController()
        }
        #expect(tabs.selectedIndex == 0)
        #expect(warnings.count == 3)
    }

    @Test func delegateDefaultsAllowSelection() {
        final class Bare: TabBarControllerDelegate {}
        let bare = Bare(), tabs = TabBarController(), tab = ViewController()
        #expect(OptionalMethod.call { bare.tabBarController(tabs, shouldSelect: tab) } == (true, false))
        #expect(!OptionalMethod.isImplemented { bare.tabBarController(tabs, didSelect: tab) })
        let home = HomeTabBarController()
        home.allowSelection = false
        #expect(OptionalMethod.call { home.tabBarController(tabs, shouldSelect: tab) } == (false, true))
        #expect(home.shouldSelectArguments.first === tab)
    }

    @Test func aUserLikeSelectionAsksShouldSelectThenReportsDidSelect() {
        // What an interaction helper does: ask the delegate, select, report.
        let home = HomeTabBarController()
        _ = home.view
        let fruit = FruitViewController()
        home.viewControllers = [ViewController(), fruit]
        if home.delegate?.tabBarController(home, shouldSelect: fruit) ?? true {
            home.selectedViewController = fruit
            home.delegate?.tabBarController(home, didSelect: fruit)
        }
        #expect(home.shouldSelectArguments.count == 1 && home.shouldSelectArguments[0] === fruit)
        #expect(home.didSelectArguments.count == 1 && home.didSelectArguments[0] === fruit)
        #expect(home.selectedViewController === fruit)
    }

    @Test func aTabBarIsNotAnAccessibilityElementButHasTheTrait() {
        let bar = TabBarController().tabBar
        #expect(!bar.isAccessibilityElement)
        #expect(bar.accessibilityTraits == .tabBar)
    }
}

@Suite("Alert controller")
@MainActor
struct AlertTests {
    @Test func holdsTitleMessageStyleAndActionsInOrder() {
        var handled: [String] = []
        let alert = AlertController(title: "Delete?", message: "Gone forever", preferredStyle: .actionSheet)
        let delete = AlertAction(title: "Delete", style: .destructive) { handled.append($0.title ?? "") }
        let cancel = AlertAction(title: "Cancel", style: .cancel)
        alert.addAction(delete)
        alert.addAction(cancel)
        alert.preferredAction = delete
        #expect(alert.title == "Delete?")
        #expect(alert.message == "Gone forever")
        #expect(alert.preferredStyle == .actionSheet)
        #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
        #expect(alert.preferredAction === delete)
        #expect(cancel.handler == nil)
        delete.handler?(delete)
        #expect(handled == ["Delete"])
        #expect(delete.isEnabled)
        delete.isEnabled = false
        #expect(delete.accessibilityTraits == [.button, .notEnabled])
        #expect(delete.description == "AlertAction \"Delete\" .destructive")
        #expect(alert.description == "AlertController \"Delete?\"")
    }

    @Test func refusesASecondCancelAndForeignPreferredActions() {
        let alert = AlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "A", style: .cancel))
        let warnings = ModelWarnings.capture {
            alert.addAction(AlertAction(title: "B", style: .cancel))
            alert.preferredAction = AlertAction(title: "C", style: .default)
        }
        #expect(alert.actions.count == 1)
        #expect(alert.preferredAction == nil)
        #expect(warnings.count == 2)
    }

    @Test func textFieldsOnlyForAlerts() {
        let alert = AlertController(title: "Log in", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "Name" }
        #expect(alert.textFields?.first?.placeholder == "Name")
        #expect(alert.view.subviews(ofType: TextField.self).count == 1)
        #expect(alert.view.firstSubview(ofType: Label.self)?.text == "Log in")
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let warnings = ModelWarnings.capture {
            sheet.addTextField()
        }
        #expect(sheet.textFields == nil)
        #expect(warnings.count == 1)
    }

    @Test func presentingAnAlertFromATappedButton() {
        let window = makeVisibleWindow()
        let spotted = SpottedTurtleViewController()
        window.rootViewController = spotted
        spotted.alertButton.sendActions(for: .touchUpInside)
        let alert = spotted.presentedViewController as? AlertController
        #expect(alert?.title == "Turtle alert")
        #expect(alert?.presentingViewController === spotted)
        // What a helper's tap does: dismiss, then run the handler.
        let ok = alert?.actions.first { $0.title == "OK" }
        alert?.presentingViewController?.dismiss(animated: false) { ok?.handler?(ok!) }
        #expect(spotted.alertActionTapped)
        #expect(spotted.presentedViewController == nil)
    }
}
