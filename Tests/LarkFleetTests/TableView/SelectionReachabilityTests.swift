import Foundation
import Lark
import Testing
@testable import LarkTestSupport

/// docs/declines.md: selecting by index path needs a touch to reach the table or collection
/// view, one rule for both; the row itself may be scrolled out.
@Suite("selectRow(at:) and selectItem(at:) share one reachability rule")
@MainActor
struct SelectionReachabilityTests {
    let birds = BirdsViewController()
    var table: TableView { birds.tableView }

    init() {
        Application.shared.printsWarnings = false
        birds.loadViewIfNeeded()
    }

    @Test func aHiddenTableIsRefusedAndNothingIsAsked() throws {
        table.isHidden = true
        let error = try #require(throws: Fleet.TableViewError.self) { try table.selectRow(at: row(1)) }
        #expect(error.kind == .unreachable(.notVisible))
        #expect(error.message.hasPrefix("Cannot select row 1 in section 0 of ") || error.message.hasPrefix("Cannot select"))
        #expect(error.reason == "Table view is not visible (it is hidden)")
        #expect(birds.willSelectArguments.isEmpty)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func aTableWithInteractionOffIsRefused() throws {
        birds.view.isUserInteractionEnabled = false
        let error = try #require(throws: Fleet.TableViewError.self) { try table.selectRow(at: row(1)) }
        #expect(error.kind == .unreachable(.userInteractionDisabled))
        #expect(birds.willSelectArguments.isEmpty)
    }

    @Test func aTableUnderAnAlertIsRefused() throws {
        Fleet.setAsAppWindowRoot(birds)
        birds.present(AlertController(title: "Wait", message: nil, preferredStyle: .alert), animated: false)
        let error = try #require(throws: Fleet.TableViewError.self) { try table.selectRow(at: row(1)) }
        #expect(error.kind == .unreachable(.coveredByPresentation))
        #expect(birds.willSelectArguments.isEmpty)
    }

    @Test func theIndexPathIsCheckedBeforeTheTouch() throws {
        table.isHidden = true
        let error = try #require(throws: Fleet.TableViewError.self) { try table.selectRow(at: row(99)) }
        #expect(error.kind == .noSuchRow)
    }

    @Test func aTableOutsideAnyWindowCanStillBeSelected() throws {
        #expect(table.window == nil)
        try table.selectRow(at: row(1))
        #expect(table.selectedRows == [1])
    }

    @Test func aCollectionViewFollowsTheSameRule() throws {
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let source = StaticItems(counts: [3])
        collection.dataSource = source
        collection.isHidden = true
        let error = try #require(throws: Fleet.CollectionViewError.self) { try collection.selectItem(at: IndexPath(item: 1, section: 0)) }
        #expect(error.kind == .unreachable(.notVisible))
        collection.isHidden = false
        try collection.selectItem(at: IndexPath(item: 1, section: 0))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }
}

/// A data source with fixed item counts per section.
@MainActor
private final class StaticItems: CollectionViewDataSource {
    let counts: [Int]
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell { CollectionViewCell() }
}
