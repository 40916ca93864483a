import Foundation
import Lark
import Testing
@testable import LarkTestSupport

@Suite("NavigationBar.tapTopItem(withTitle:) (controls.md §6)")
@MainActor
struct NavigationBarTapTopItemTests {
    let boxTurtle = BoxTurtleViewController()
    let navigation: NavigationController

    init() {
        Application.shared.printsWarnings = false
        navigation = Fleet.setInAppWindowRootNavigation(boxTurtle)
    }

    @Test func tapsRightAndLeftItems() throws {
        try navigation.navigationBar.tapTopItem(withTitle: "Dance")
        #expect(boxTurtle.informationLabel.text == "Box Turtle Dance Party!!!!!!")
        try navigation.navigationBar.tapTopItem(withTitle: "Stop")
        #expect(boxTurtle.informationLabel.text == "box turtle stop party...")
    }

    @Test func anUnknownTitleIsRefusedListingTheTitles() throws {
        let error = try #require(throws: Fleet.NavBarError.self) { try navigation.navigationBar.tapTopItem(withTitle: "does not exist") }
        #expect(error.kind == .noSuchItem)
        #expect(error.name == "Fleet.NavBarError")
        #expect(error.message.contains("No item with title 'does not exist' found in nav bar."))
        #expect(error.message.contains("'Dance', 'Stop'"))
        #expect(boxTurtle.informationLabel.text == "")
    }

    @Test func rightItemsWinOverLeftItemsWithTheSameTitle() throws {
        var log: [String] = []
        boxTurtle.navigationItem.leftBarButtonItem = BarButtonItem(primaryAction: Action(title: "Same") { _ in log.append("left") })
        boxTurtle.navigationItem.rightBarButtonItem = BarButtonItem(primaryAction: Action(title: "Same") { _ in log.append("right") })
        try navigation.navigationBar.tapTopItem(withTitle: "Same")
        #expect(log == ["right"])
    }

    @Test func aRefusingItemIsReportedWithItsOwnError() throws {
        boxTurtle.navigationItem.rightBarButtonItem?.isEnabled = false
        let error = try #require(throws: Fleet.NavBarError.self) { try navigation.navigationBar.tapTopItem(withTitle: "Dance") }
        #expect(error.kind == .itemRefused(.notEnabled))
        #expect(error.underlying?.kind == .notEnabled)
        #expect(error.message.contains("Control is not enabled."))
        #expect(boxTurtle.informationLabel.text == "")
    }

    @Test func aBarWithoutItemsIsRefused() throws {
        let bar = NavigationBar()
        let error = try #require(throws: Fleet.NavBarError.self) { try bar.tapTopItem(withTitle: "Dance") }
        #expect(error.kind == .noItems)
        #expect(error.message.contains("No nav bar items found"))
    }
}

/// A controller with a toolbar item titled "title".
@MainActor
final class ToolbarViewController: ViewController {
    var tapped = false
    override func viewDidLoad() {
        super.viewDidLoad()
        toolbarItems = [BarButtonItem(title: "title", target: self, action: ToolbarViewController.tap)]
    }
    func tap(_ sender: BarButtonItem) { tapped = true }
}

@Suite("Toolbar.tapItem(withTitle:) (controls.md §7)")
@MainActor
struct ToolbarTapItemTests {
    let controller = ToolbarViewController()
    let navigation: NavigationController

    init() {
        Application.shared.printsWarnings = false
        navigation = Fleet.setInAppWindowRootNavigation(controller)
    }

    @Test func tapsTheItemEvenThoughTheToolbarIsHiddenByDefault() throws {
        #expect(navigation.isToolbarHidden)
        try navigation.toolbar.tapItem(withTitle: "title")
        #expect(controller.tapped)
    }

    @Test func anUnknownTitleIsRefused() throws {
        let error = try #require(throws: Fleet.ToolbarError.self) { try navigation.toolbar.tapItem(withTitle: "does not exist") }
        #expect(error.kind == .noSuchItem)
        #expect(error.name == "Fleet.ToolbarError")
        #expect(error.message.contains("No item with title 'does not exist' found in toolbar."))
        #expect(error.message.contains("'title'"))
        #expect(!controller.tapped)
    }

    @Test func aToolbarWithoutItemsIsRefusedButAnEmptyOneSaysNoSuchItem() throws {
        let toolbar = Toolbar()
        let none = try #require(throws: Fleet.ToolbarError.self) { try toolbar.tapItem(withTitle: "x") }
        #expect(none.kind == .noItems)
        toolbar.items = []
        let empty = try #require(throws: Fleet.ToolbarError.self) { try toolbar.tapItem(withTitle: "x") }
        #expect(empty.kind == .noSuchItem)
    }

    @Test func aRefusingItemIsReportedWithItsOwnError() throws {
        navigation.toolbar.items?.first?.action = nil
        let error = try #require(throws: Fleet.ToolbarError.self) { try navigation.toolbar.tapItem(withTitle: "title") }
        #expect(error.kind == .itemRefused(.noAction))
        #expect(error.underlying?.kind == .noAction)
    }
}
