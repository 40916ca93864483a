import Foundation
import Lark
import Testing
@testable import LarkTestSupport

@Suite("TabBarController.selectTab(withLabel:) and selectTab(atIndex:) (controls.md §8)")
@MainActor
struct TabBarSelectTabTests {
    let tabs: HomeTabBarController
    let fruit: ViewController
    let animals: NavigationController

    init() throws {
        Application.shared.printsWarnings = false
        StoryboardFixtures.registerAll()
        let storyboard = try Storyboard(name: TurtlesAndFriends.name)
        tabs = try #require(try storyboard.instantiateInitialViewControllerChecked() as? HomeTabBarController)
        Fleet.setAsAppWindowRoot(tabs)
        animals = try #require(tabs.viewControllers?[0] as? NavigationController)
        fruit = try #require(tabs.viewControllers?[1])
    }

    @Test func selectingByLabelAsksThenReports() throws {
        try tabs.selectTab(withLabel: "Fruit")
        #expect(tabs.shouldSelectArguments.count == 1)
        #expect(tabs.shouldSelectArguments.first === fruit)
        #expect(tabs.didSelectArguments.count == 1)
        #expect(tabs.didSelectArguments.first === fruit)
        #expect(tabs.selectedViewController === fruit)
        try tabs.selectTab(withLabel: "Animals")
        #expect(tabs.selectedViewController === animals)
    }

    @Test func selectingByIndexAsksThenReports() throws {
        try tabs.selectTab(atIndex: 1)
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.shouldSelectArguments.map(ObjectIdentifier.init) == [ObjectIdentifier(fruit)])
        #expect(tabs.didSelectArguments.map(ObjectIdentifier.init) == [ObjectIdentifier(fruit)])
    }

    @Test func aRefusingDelegateKeepsTheSelection() throws {
        tabs.allowSelection = false
        try tabs.selectTab(withLabel: "Fruit")
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.shouldSelectArguments.count == 1)
        #expect(tabs.didSelectArguments.isEmpty)
    }

    @Test func anUnknownLabelIsRefusedListingTheLabels() throws {
        let error = try #require(throws: Fleet.TabBarError.self) { try tabs.selectTab(withLabel: "Vegetables") }
        #expect(error.kind == .noSuchLabel)
        #expect(error.name == "Fleet.TabBarError")
        #expect(error.message.contains("No tab with label 'Vegetables' found."))
        #expect(error.message.contains("'Animals', 'Fruit'"))
        #expect(tabs.shouldSelectArguments.isEmpty)
        #expect(tabs.selectedIndex == 0)
    }

    @Test(arguments: [2, -1, Int.max])
    func anIndexOutOfRangeIsRefused(index: Int) throws {
        let error = try #require(throws: Fleet.TabBarError.self) { try tabs.selectTab(atIndex: index) }
        #expect(error.kind == .indexOutOfRange)
        #expect(error.message.contains("it has 2 tabs (indices 0 to 1)"))
        #expect(tabs.shouldSelectArguments.isEmpty)
        #expect(tabs.selectedIndex == 0)
    }

    @Test func duplicateLabelsSelectOnlyTheFirst() throws {
        fruit.tabBarItem.title = "Animals"
        tabs.viewControllers = tabs.viewControllers
        try tabs.selectTab(withLabel: "Animals")
        #expect(tabs.shouldSelectArguments.count == 1)
        #expect(tabs.selectedViewController === animals)
    }

    @Test func retappingANavigationTabPopsItToItsRoot() throws {
        let root = animals.viewControllers[0]
        animals.pushViewController(ViewController(), animated: false)
        try tabs.selectTab(withLabel: "Animals")
        #expect(animals.viewControllers.count == 1)
        #expect(animals.topViewController === root)
        #expect(tabs.didSelectArguments.count == 1)
    }

    @Test func aTabBarControllerWithoutTabsHasNoIndices() throws {
        let empty = TabBarController()
        let error = try #require(throws: Fleet.TabBarError.self) { try empty.selectTab(atIndex: 0) }
        #expect(error.message.contains("it has 0 tabs."))
    }
}
