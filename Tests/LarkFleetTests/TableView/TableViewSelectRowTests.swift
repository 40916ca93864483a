import Foundation
import Lark
import Testing
@testable import LarkTestSupport

@Suite("TableView.selectRow(at:) — Birds acceptance (table-view.md §7)")
@MainActor
struct TableViewSelectRowBirdsTests {
    let birds = BirdsViewController()
    var table: TableView { birds.tableView }

    init() { birds.loadViewIfNeeded() }

    @Test func selectingARowSelectsItAndReportsIt() throws {
        let notes = SelectionNotificationCounter()
        defer { notes.stop() }
        try table.selectRow(at: row(1))
        #expect(table.selectedRows == [1])
        #expect(birds.willSelectArguments == [row(1)])
        #expect(birds.didSelectArguments == [row(1)])
        #expect(notes.count == 1)
        #expect(notes.objects == [ObjectIdentifier(table)])
    }

    @Test func selectingAnotherRowReplacesTheSelection() throws {
        try table.selectRow(at: row(1))
        try table.selectRow(at: row(4))
        #expect(table.selectedRows == [4])
    }

    @Test func selectingAnotherRowDeselectsTheOldOneThroughTheDelegate() throws {
        try table.selectRow(at: row(10))
        try table.selectRow(at: row(1))
        #expect(birds.willDeselectArguments == [row(10)])
        #expect(birds.didDeselectArguments == [row(10)])
    }

    @Test func willSelectReturningNilCancels() throws {
        let notes = SelectionNotificationCounter()
        defer { notes.stop() }
        try table.selectRow(at: row(0))
        #expect(birds.willSelectArguments.count == 1)
        #expect(birds.didSelectArguments.isEmpty)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(notes.count == 0)
    }

    @Test func willDeselectReturningNilVetoesTheDeselectCallbacks() throws {
        try table.selectRow(at: row(4))
        try table.selectRow(at: row(8))
        #expect(birds.willDeselectArguments.count == 1)
        #expect(birds.didDeselectArguments.count == 0)
        #expect(table.selectedRows == [8], "a single-selection table never keeps two rows")
    }

    @Test func willSelectCanRedirect() throws {
        try table.selectRow(at: row(2))
        #expect(table.selectedRows == [1])
        #expect(birds.willSelectArguments == [row(2)])
        #expect(birds.didSelectArguments == [row(1)])
    }

    @Test func willDeselectCanRedirect() throws {
        try table.selectRow(at: row(6))
        try table.selectRow(at: row(10))
        #expect(birds.willDeselectArguments == [row(6)])
        #expect(birds.didDeselectArguments == [row(5)])
        #expect(table.selectedRows == [10])
    }

    @Test func aSectionThatDoesNotExistIsRefused() throws {
        let error = try #require(throws: Fleet.TableViewError.self) { try table.selectRow(at: row(1, 1)) }
        #expect(error.kind == .noSuchSection)
        #expect(error.name == "Fleet.TableViewError")
        #expect(error.message.contains("Table view has no section 1."))
        #expect(error.message.contains("It has 1 section;"))
        #expect(birds.willSelectArguments.isEmpty)
    }

    @Test func aRowThatDoesNotExistIsRefused() throws {
        let error = try #require(throws: Fleet.TableViewError.self) { try table.selectRow(at: row(100)) }
        #expect(error.kind == .noSuchRow)
        #expect(error.message.contains("Table view has no row 100 in section 0"))
        #expect(error.message.contains("21 rows"))
    }

    @Test(arguments: [row(-1), row(0, -1), IndexPath(index: 3)])
    func negativeAndMalformedIndexPathsAreRefused(indexPath: IndexPath) throws {
        let error = try #require(throws: Fleet.TableViewError.self) { try table.selectRow(at: indexPath) }
        #expect([.noSuchRow, .noSuchSection, .malformedIndexPath].contains(error.kind))
        #expect(birds.willSelectArguments.isEmpty)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func aTableWithoutDataSourceIsRefused() throws {
        try table.selectRow(at: row(3))
        table.dataSource = nil
        let notes = SelectionNotificationCounter()
        defer { notes.stop() }
        let error = try #require(throws: Fleet.TableViewError.self) { try table.selectRow(at: row(1)) }
        #expect(error.kind == .noDataSource)
        #expect(error.message.contains("Data source required to select cell row"))
        #expect(table.selectedRows == [3])
        #expect(birds.willSelectArguments == [row(3)])
        #expect(birds.willDeselectArguments.isEmpty)
        #expect(notes.count == 0)
    }

    @Test func aTableThatDoesNotAllowSelectionIsRefused() throws {
        table.allowsSelection = false
        let error = try #require(throws: Fleet.TableViewError.self) { try table.selectRow(at: row(0)) }
        #expect(error.kind == .selectionNotAllowed)
        #expect(error.message.contains("Interaction with row 0 in section 0 rejected: Table view does not allow selection."))
        #expect(birds.willSelectArguments.isEmpty)
    }

    @Test func selectionWorksWithoutADelegate() throws {
        table.delegate = nil
        try table.selectRow(at: row(1))
        #expect(table.selectedRows == [1])
        #expect(birds.willSelectArguments.isEmpty)
    }

    @Test func theSelectedCellShowsAsSelected() throws {
        let cell = try table.fetchCell(at: row(7))
        try table.selectRow(at: row(7))
        #expect(cell.isSelected)
        try table.selectRow(at: row(8))
        #expect(!cell.isSelected)
    }
}

@Suite("TableView.selectRow(at:) — callback order and UIKit semantics")
@MainActor
struct TableViewSelectRowOrderTests {
    let source = MinimalTableSource()
    let log = EventLog()

    private func makeLoggedTable(multiple: Bool = false) -> (TableView, LoggingTableDelegate, SelectionNotificationCounter) {
        let table = makeTable(source: source)
        table.allowsMultipleSelection = multiple
        let delegate = LoggingTableDelegate(log: log)
        table.delegate = delegate
        return (table, delegate, SelectionNotificationCounter(log: log))
    }

    @Test func minimalDelegateSelectsAndReplaces() throws {
        let table = makeTable(source: source)
        table.delegate = source
        try table.selectRow(at: row(1))
        #expect(table.selectedRows == [1])
        try table.selectRow(at: row(4))
        #expect(table.selectedRows == [4])
    }

    @Test func changingTheSelectionFollowsUIKitOrder() throws {
        let (table, delegate, notes) = makeLoggedTable()
        defer { notes.stop(); withExtendedLifetime(delegate) {} }
        try table.selectRow(at: row(1))
        #expect(log.entries == ["willSelect(1)", "note.selectionDidChange", "didSelect(1)"])
        log.clear()
        try table.selectRow(at: row(2))
        #expect(log.entries == ["willSelect(2)", "willDeselect(1)", "note.selectionDidChange", "didDeselect(1)",
                                "note.selectionDidChange", "didSelect(2)"])
    }

    @Test func aCancelledSelectionKeepsTheOldRowSelected() throws {
        let (table, delegate, notes) = makeLoggedTable()
        defer { notes.stop() }
        try table.selectRow(at: row(1))
        delegate.willSelect = { _ in nil }
        log.clear()
        try table.selectRow(at: row(2))
        #expect(log.entries == ["willSelect(2)"], "UIKit asks will-select first; Fleet deselected before asking")
        #expect(table.selectedRows == [1])
    }

    @Test func reselectingTheSelectedRowDoesNotDeselectIt() throws {
        let (table, delegate, notes) = makeLoggedTable()
        defer { notes.stop(); withExtendedLifetime(delegate) {} }
        try table.selectRow(at: row(3))
        log.clear()
        try table.selectRow(at: row(3))
        #expect(log.entries == ["willSelect(3)", "note.selectionDidChange", "didSelect(3)"])
        #expect(table.selectedRows == [3])
    }

    @Test func aDelegateWithOnlyDidDeselectHearsAboutDeselections() throws {
        let table = makeTable(source: source)
        let delegate = DidDeselectOnlyDelegate()
        table.delegate = delegate
        try table.selectRow(at: row(1))
        try table.selectRow(at: row(4))
        #expect(delegate.didDeselectArguments == [row(1)])
        #expect(table.selectedRows == [4])
    }

    @Test func multipleSelectionKeepsEarlierRowsAndTogglesOnRetap() throws {
        let (table, delegate, notes) = makeLoggedTable(multiple: true)
        defer { notes.stop(); withExtendedLifetime(delegate) {} }
        try table.selectRow(at: row(5))
        try table.selectRow(at: row(2))
        #expect(table.selectedRows == [2, 5])
        #expect(log.entries == ["willSelect(5)", "note.selectionDidChange", "didSelect(5)",
                                "willSelect(2)", "note.selectionDidChange", "didSelect(2)"])
        log.clear()
        try table.selectRow(at: row(5))
        #expect(log.entries == ["willDeselect(5)", "note.selectionDidChange", "didDeselect(5)"])
        #expect(table.selectedRows == [2])
    }

    @Test func multipleSelectionHonoursAVetoedOrRedirectedDeselect() throws {
        let (table, delegate, notes) = makeLoggedTable(multiple: true)
        defer { notes.stop() }
        try table.selectRow(at: row(1))
        try table.selectRow(at: row(2))
        delegate.willDeselect = { _ in nil }
        log.clear()
        try table.selectRow(at: row(2))
        #expect(log.entries == ["willDeselect(2)"])
        #expect(table.selectedRows == [1, 2])
        delegate.willDeselect = { _ in row(1) }
        log.clear()
        try table.selectRow(at: row(2))
        #expect(log.entries == ["willDeselect(2)", "note.selectionDidChange", "didDeselect(1)"])
        #expect(table.selectedRows == [2])
        delegate.willDeselect = { _ in row(7) }
        log.clear()
        try table.selectRow(at: row(2))
        #expect(log.entries == ["willDeselect(2)"], "row 7 is not selected: no deselection really occurs")
        #expect(table.selectedRows == [2])
    }

    @Test func aRedirectToAMissingRowThrowsAfterAskingOnly() throws {
        let (table, delegate, notes) = makeLoggedTable()
        defer { notes.stop() }
        try table.selectRow(at: row(1))
        delegate.willSelect = { _ in row(99) }
        log.clear()
        let error = try #require(throws: Fleet.TableViewError.self) { try table.selectRow(at: row(2)) }
        #expect(error.kind == .redirectedToMissingRow)
        #expect(error.message.contains("row 99 in section 0"))
        #expect(log.entries == ["willSelect(2)"])
        #expect(table.selectedRows == [1])
    }

    @Test func selectionDuringEditingFollowsAllowsSelectionDuringEditing() throws {
        let (table, delegate, notes) = makeLoggedTable()
        defer { notes.stop(); withExtendedLifetime(delegate) {} }
        table.isEditing = true
        let error = try #require(throws: Fleet.TableViewError.self) { try table.selectRow(at: row(1)) }
        #expect(error.kind == .selectionNotAllowed)
        #expect(error.message.contains("allowsSelectionDuringEditing"))
        #expect(log.entries.isEmpty)
        table.allowsSelectionDuringEditing = true
        table.allowsSelection = false
        try table.selectRow(at: row(1))
        #expect(table.selectedRows == [1])
    }

    @Test func theNotificationCarriesTheTableView() throws {
        let table = makeTable(source: source)
        let log = EventLog()
        let token = NotificationCenter.default.addObserver(forName: TableView.selectionDidChangeNotification, object: table, queue: nil) { note in
            let matches = note.object as AnyObject? === table
            MainActor.assumeIsolated { log.append(matches ? "table" : "other") }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        try table.selectRow(at: row(0))
        #expect(log.entries == ["table"])
    }
}
