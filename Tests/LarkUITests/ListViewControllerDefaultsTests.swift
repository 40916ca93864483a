import Foundation
import LarkUI
import Testing

@MainActor
private final class Picking: TableViewController {
    override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { nil }
    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        super.tableView(tableView, heightForRowAt: indexPath) + 1
    }
}

@MainActor
private final class Highlighting: CollectionViewController {
    override func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { false }
    override func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        !super.collectionView(collectionView, canMoveItemAt: indexPath)
    }
}

/// The controllers' data-source and delegate methods answer with the protocols' defaults, and
/// only a subclass's own override counts as implemented (one that calls `super` does not).
@Suite("Table and collection view controllers' defaults")
@MainActor
struct ListViewControllerDefaultsTests {
    let path = IndexPath(row: 0, section: 0)

    @Test func aTableViewControllerAnswersTheDefaultsAndTellsOverridesApart() {
        let controller = Picking(style: .plain)
        let table = controller.tableView!
        #expect(OptionalMethod.call { controller.tableView(table, willSelectRowAt: path) } == (nil, true))
        #expect(OptionalMethod.call { controller.tableView(table, willDeselectRowAt: path) } == (path, false))
        #expect(OptionalMethod.call { controller.tableView(table, heightForRowAt: path) } == (table.rowHeight + 1, false))
        #expect(OptionalMethod.call { controller.numberOfSections(in: table) } == (1, false))
        #expect(OptionalMethod.call { controller.tableView(table, titleForDeleteConfirmationButtonForRowAt: path) } == ("Delete", false))
        #expect(controller.tableView(table, numberOfRowsInSection: 0) == 0)
        #expect(controller.scrollViewShouldScrollToTop(table))
    }

    @Test func aCollectionViewControllerAnswersTheDefaultsAndTellsOverridesApart() {
        let controller = Highlighting(collectionViewLayout: CollectionViewFlowLayout())
        let collection = controller.collectionView!
        #expect(OptionalMethod.call { controller.collectionView(collection, shouldHighlightItemAt: path) } == (false, true))
        #expect(OptionalMethod.call { controller.collectionView(collection, canMoveItemAt: path) } == (true, false))
        #expect(OptionalMethod.call { controller.collectionView(collection, shouldSelectItemAt: path) } == (true, false))
        #expect(OptionalMethod.call { controller.collectionView(collection, indexPathForIndexTitle: "A", at: 3) } == (IndexPath(item: 0, section: 0), false))
        #expect(controller.collectionView(collection, numberOfItemsInSection: 0) == 0)
        #expect(controller.viewForZooming(in: collection) == nil)
    }

    /// The controllers' forwarding methods are what scripts/gen-list-view-controllers.py prints
    /// from the protocols, so a method added to a protocol without a rerun fails here.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")))
    func theControllersAreWhatTheGeneratorPrints() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        check.arguments = [root.appendingPathComponent("scripts/gen-list-view-controllers.py").path, "--check"]
        try check.run()
        check.waitUntilExit()
        #expect(check.terminationStatus == 0, "Run scripts/gen-list-view-controllers.py")
    }
}
