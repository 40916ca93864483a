import Foundation
import Lark
import Testing
import XCTest

@MainActor
private final class NotesViewController: ViewController {
    var log: [String] = []

    func add(_ sender: BarButtonItem) { log.append("add") }
    func share(_ sender: BarButtonItem) { log.append("share") }
    func trash(_ sender: BarButtonItem) { log.append("trash") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .add, target: self, action: ActionMethod(NotesViewController.add))
        navigationItem.leftBarButtonItem = BarButtonItem(barButtonSystemItem: .action, target: self, action: ActionMethod(NotesViewController.share))
        toolbarItems = [
            BarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            BarButtonItem(barButtonSystemItem: .trash, target: self, action: ActionMethod(NotesViewController.trash)),
        ]
    }
}

@Suite @MainActor struct SystemBarItemTests {
    @Test func systemItemsAreFoundByTheirSystemItemInTheNavBarAndTheToolbar() throws {
        let notes = NotesViewController()
        let navigation = Fleet.setInAppWindowRootNavigation(notes)
        try navigation.navigationBar.tapTopItem(withSystemItem: .add)
        try navigation.navigationBar.tapTopItem(withSystemItem: .action)
        try navigation.toolbar.tapItem(withSystemItem: .trash)
        #expect(notes.log == ["add", "share", "trash"])
        // They have no title, so a title does not find them.
        #expect(try #require(throws: Fleet.NavBarError.self) { try navigation.navigationBar.tapTopItem(withTitle: "Add") }.kind == .noSuchItem)
    }

    @Test func aMissingSystemItemIsRefusedListingThoseThereAre() throws {
        let notes = NotesViewController()
        let navigation = Fleet.setInAppWindowRootNavigation(notes)
        let error = try #require(throws: Fleet.NavBarError.self) { try navigation.navigationBar.tapTopItem(withSystemItem: .done) }
        #expect(error.kind == .noSuchItem)
        #expect(error.message == "Cannot tap the system item .done in NavigationBar: No system item .done found in nav bar. Its system items are: .add, .action; use one of those.")
        let toolbar = try #require(throws: Fleet.ToolbarError.self) { try navigation.toolbar.tapItem(withSystemItem: .add) }
        #expect(toolbar.reason == "No system item .add found in toolbar")
        #expect(toolbar.remedy == "Its system items are: .flexibleSpace, .trash; use one of those")
        // A space has no action: the item's own refusal is wrapped.
        let space = try #require(throws: Fleet.ToolbarError.self) { try navigation.toolbar.tapItem(withSystemItem: .flexibleSpace) }
        #expect(space.kind == .itemRefused(.noAction))
        #expect(notes.log.isEmpty)
    }

    @Test func aDisabledSystemItemIsRefusedAndNothingRuns() throws {
        let notes = NotesViewController()
        let navigation = Fleet.setInAppWindowRootNavigation(notes)
        notes.navigationItem.rightBarButtonItem?.isEnabled = false
        let error = try #require(throws: Fleet.NavBarError.self) { try navigation.navigationBar.tapTopItem(withSystemItem: .add) }
        #expect(error.kind == .itemRefused(.notEnabled))
        #expect(notes.log.isEmpty)
        let bare = Toolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(try #require(throws: Fleet.ToolbarError.self) { try bare.tapItem(withSystemItem: .trash) }.kind == .noItems)
    }
}

@MainActor
final class SystemBarItemXCTests: XCTestCase {
    func testTappingASystemItemUnderXCTest() async throws {
        let notes = NotesViewController()
        let navigation = Fleet.setInAppWindowRootNavigation(notes)
        try navigation.navigationBar.tapTopItem(withSystemItem: .add)
        XCTAssertEqual(notes.log, ["add"])
    }
}
