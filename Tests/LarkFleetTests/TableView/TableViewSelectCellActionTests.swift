import Foundation
import Lark
import Testing
@testable import LarkTestSupport

/// A delegate offering swipe actions through the modern configuration API.
@MainActor
final class SwipeDelegate: TableViewDelegate {
    var log: [String] = []
    var receivedView: View?

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        log.append("trailing(\(indexPath.row))")
        return SwipeActionsConfiguration(actions: [
            ContextualAction(style: .destructive, title: "Delete") { [weak self] action, view, done in
                self?.log.append("\(action.title ?? "") at \(indexPath.row)")
                self?.receivedView = view
                done(true)
            },
        ])
    }

    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Pin") { [weak self] _, _, _ in self?.log.append("Pin") }])
    }

    func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? {
        log.append("legacy")
        return []
    }

    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) { log.append("willBeginEditing") }
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) { log.append("didEndEditing") }
}

/// A delegate whose edit-actions method is implemented and counts its calls.
@MainActor
final class CountingEditActionsDelegate: TableViewDelegate {
    var calls = 0
    func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? {
        calls += 1
        return [TableViewRowAction(style: .default, title: "Delete") { _, _ in }]
    }
}

@Suite("TableView.selectCellAction(withTitle:at:)")
@MainActor
struct TableViewSelectCellActionTests {
    let birds = BirdsViewController()
    var table: TableView { birds.tableView }

    init() { birds.loadViewIfNeeded() }

    @Test func runsTheActionBetweenTheEditingCallbacks() throws {
        try table.selectCellAction(withTitle: "Two", at: row(10))
        #expect(birds.willBeginEditingArguments == [row(10)])
        #expect(birds.actionLog == ["Two tapped at row 10"])
        #expect(birds.didEndEditingArguments == [row(10)])
        #expect(table.isEditing == false)
    }

    @Test func anUnknownTitleIsRefusedListingTheTitles() throws {
        let error = try #require(throws: Fleet.TableViewError.self) { try table.selectCellAction(withTitle: "Four", at: row(10)) }
        #expect(error.kind == .noSuchEditAction)
        #expect(error.message.contains("Could not find edit action with title 'Four' at row 10 in section 0."))
        #expect(error.message.contains("'One', 'Two', 'Three'"))
        #expect(birds.willBeginEditingArguments.isEmpty)
        #expect(birds.didEndEditingArguments.isEmpty)
    }

    @Test func aRowThatCannotBeEditedIsRefused() throws {
        let error = try #require(throws: Fleet.TableViewError.self) { try table.selectCellAction(withTitle: "One", at: row(3)) }
        #expect(error.kind == .rowNotEditable)
        #expect(error.message.contains("Interaction with row 3 in section 0 rejected: Table view data source does not allow editing of that row."))
        #expect(birds.actionLog.isEmpty)
    }

    @Test func missingSectionsAndRowsAreRefused() throws {
        let section = try #require(throws: Fleet.TableViewError.self) { try table.selectCellAction(withTitle: "One", at: row(1, 1)) }
        #expect(section.kind == .noSuchSection)
        #expect(section.message.contains("Table view has no section 1."))
        let rowError = try #require(throws: Fleet.TableViewError.self) { try table.selectCellAction(withTitle: "One", at: row(100)) }
        #expect(rowError.kind == .noSuchRow)
        #expect(rowError.message.contains("Table view has no row 100 in section 0."))
        let negative = try #require(throws: Fleet.TableViewError.self) { try table.selectCellAction(withTitle: "One", at: row(-1)) }
        #expect(negative.kind == .noSuchRow)
        #expect(birds.willBeginEditingArguments.isEmpty)
    }

    @Test func noDataSourceNoDelegateOrNoEditActionsAreRefused() throws {
        table.dataSource = nil
        let noSource = try #require(throws: Fleet.TableViewError.self) { try table.selectCellAction(withTitle: "One", at: row(1)) }
        #expect(noSource.kind == .noDataSource)
        #expect(noSource.message.contains("Data source required to select cell action"))

        table.dataSource = birds
        table.delegate = nil
        let noDelegate = try #require(throws: Fleet.TableViewError.self) { try table.selectCellAction(withTitle: "One", at: row(1)) }
        #expect(noDelegate.kind == .noDelegate)
        #expect(noDelegate.message.contains("Delegate required to select cell action."))

        let minimal = MinimalTableSource()
        table.delegate = minimal
        let noActions = try #require(throws: Fleet.TableViewError.self) { try table.selectCellAction(withTitle: "One", at: row(1)) }
        #expect(noActions.kind == .editActionsNotProvided)
        #expect(noActions.message.contains("Delegate must implement TableViewDelegate.tableView(_:editActionsForRowAt:)"))
        #expect(birds.actionLog.isEmpty)
    }

    @Test func aDataSourceWithoutCanEditUsesUIKitsDefaultEditable() throws {
        let source = MinimalTableSource()
        let table = makeTable(source: source)
        let delegate = CountingEditActionsDelegate()
        table.delegate = delegate
        try table.selectCellAction(withTitle: "Delete", at: row(2))
        #expect(delegate.calls == 1, "the edit-actions method is called exactly once")
    }

    @Test func swipeConfigurationsArePreferredAndGetTheCell() throws {
        let source = MinimalTableSource()
        let table = makeTable(source: source)
        let delegate = SwipeDelegate()
        table.delegate = delegate
        try table.selectCellAction(withTitle: "Delete", at: row(4))
        #expect(delegate.log == ["trailing(4)", "willBeginEditing", "Delete at 4", "didEndEditing"])
        #expect(delegate.receivedView === table.cellForRow(at: row(4)))
        delegate.log = []
        try table.selectCellAction(withTitle: "Pin", at: row(1))
        #expect(delegate.log == ["trailing(1)", "willBeginEditing", "Pin", "didEndEditing"])
        let error = try #require(throws: Fleet.TableViewError.self) { try table.selectCellAction(withTitle: "Archive", at: row(1)) }
        #expect(error.message.contains("'Delete', 'Pin'"))
    }

    @Test func theHandlerReadBackFromARowActionRunsTheGivenClosure() {
        var ran: [String] = []
        let action = TableViewRowAction(style: .normal, title: "Go") { action, path in ran.append("\(action.title ?? "") \(path.row)") }
        action.handler(action, row(3))
        #expect(ran == ["Go 3"])
    }
}
