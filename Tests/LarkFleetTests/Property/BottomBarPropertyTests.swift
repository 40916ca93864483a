import Foundation
import Lark
import Testing

/// Random sequences of pushes (some asking `hidesBottomBarWhenPushed`), pops, pops to the root
/// and tab taps (`selectTab(atIndex:)`) in a tab bar controller of two navigation controllers,
/// on a 390 x 844 phone (notch 47, home indicator 34), against a model of stacks of flags: after
/// each step the stacks, the bars' visibility and the shown controller's bottom safe area are
/// what the model says.
@Suite("Bottom bars follow random navigation")
@MainActor
struct BottomBarPropertyTests {
    /// The simple model: each tab's stack as the flags of its controllers, the selection, and
    /// what the app set once at the start.
    private struct Model {
        var stacks: [[Bool]]
        var selected = 0
        let appHidTabBar: Bool
        let appShowsToolbar: [Bool]

        var tabBarShows: Bool { !appHidTabBar && !stacks[selected].contains(true) }
        func toolbarShows(_ tab: Int) -> Bool { appShowsToolbar[tab] && stacks[tab].last == false }
        /// The shown controller's bottom inset: the home indicator, or the tab bar's 49 above it,
        /// plus the toolbar's 44 above that.
        var bottomInset: CGFloat { (tabBarShows ? 83 : 34) + (toolbarShows(selected) ? 44 : 0) }
    }

    private func controller(hiding: Bool) -> ViewController {
        let controller = ViewController()
        controller.hidesBottomBarWhenPushed = hiding
        return controller
    }

    @Test(arguments: 0..<4)
    func barsAndSafeAreaFollowTheStacks(batch: UInt64) throws {
        var random = SeededGenerator(seed: 0xBA55_0000 + batch)
        for sequence in 0..<40 {
            let rootFlags = [Int.random(in: 0..<6, using: &random) == 0, false]
            var model = Model(stacks: rootFlags.map { [$0] }, appHidTabBar: Int.random(in: 0..<5, using: &random) == 0,
                              appShowsToolbar: rootFlags.map { _ in Bool.random(using: &random) })
            // The app sets its bars before the stacks exist: a bar it sets later wins until the
            // stack next changes (docs/layout.md), which this model leaves out.
            let navigations = zip(rootFlags, model.appShowsToolbar).map { flag, shows in
                let navigation = NavigationController()
                navigation.isToolbarHidden = !shows
                navigation.setViewControllers([controller(hiding: flag)], animated: false)
                return navigation
            }
            let tabs = TabBarController()
            tabs.tabBar.isHidden = model.appHidTabBar
            tabs.viewControllers = navigations
            let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.simulatedSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            var steps: [String] = []
            for _ in 0..<20 {
                let tab = Int.random(in: 0..<2, using: &random)
                let navigation = navigations[tab]
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<4:
                    let hiding = Bool.random(using: &random)
                    navigation.pushViewController(controller(hiding: hiding), animated: false)
                    model.stacks[tab].append(hiding)
                    steps.append("push\(hiding ? " hiding" : "") on \(tab)")
                case 4..<6:
                    let warnings = ModelWarnings.capture { navigation.popViewController(animated: false) }
                    // Popping the root changes nothing and says so.
                    #expect(warnings.count == (model.stacks[tab].count > 1 ? 0 : 1))
                    if model.stacks[tab].count > 1 { model.stacks[tab].removeLast() }
                    steps.append("pop \(tab)")
                case 6:
                    navigation.popToRootViewController(animated: false)
                    model.stacks[tab] = [model.stacks[tab][0]]
                    steps.append("pop \(tab) to its root")
                default:
                    try tabs.selectTab(atIndex: tab)
                    // Tapping the selected tab again pops its stack to the root, as in UIKit.
                    if model.selected == tab { model.stacks[tab] = [model.stacks[tab][0]] }
                    model.selected = tab
                    steps.append("tap tab \(tab)")
                }
                window.layoutIfNeeded()
                let context = Comment(rawValue: "batch \(batch), sequence \(sequence): \(steps.joined(separator: ", "))")
                #expect(navigations.map(\.viewControllers.count) == model.stacks.map(\.count), context)
                #expect(navigations.map { $0.viewControllers.map(\.hidesBottomBarWhenPushed) } == model.stacks, context)
                #expect(tabs.selectedIndex == model.selected, context)
                #expect(tabs.tabBar.isHidden == !model.tabBarShows, context)
                #expect(navigations.map(\.toolbar.isHidden) == [0, 1].map { !model.toolbarShows($0) }, context)
                let shown = try #require(navigations[model.selected].topViewController, context)
                #expect(shown.view.window === window, context)
                #expect(shown.view.safeAreaInsets.bottom == model.bottomInset, context)
            }
        }
    }
}
