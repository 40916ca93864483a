import Foundation
import LarkUI
import Testing
@testable import LarkTestSupport

@MainActor
private final class MillionRows: TableViewDataSource {
    var cellsMade = 0
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellsMade += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

@MainActor
private final class CustomCell: TableViewCell {}

@MainActor
private final class TwoSections: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 2 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: indexPath.section == 0 ? "Plain" : "Custom", for: indexPath)
    }
}

@Suite("Table view")
@MainActor
struct TableViewTests {
    private func loadedBirds() -> BirdsViewController {
        let birds = BirdsViewController()
        birds.loadViewIfNeeded()
        return birds
    }

    @Test func unimplementedDelegateAndDataSourceMethodsAnswerLikeUIKit() {
        let source = MinimalTableSource()
        let table = TableView(frame: .zero)
        let path = IndexPath(row: 2, section: 0)
        #expect(OptionalMethod.call { source.tableView(table, willSelectRowAt: path) } == (path, false))
        #expect(OptionalMethod.call { source.tableView(table, willDeselectRowAt: path) } == (path, false))
        #expect(OptionalMethod.call { source.tableView(table, canEditRowAt: path) } == (true, false))
        #expect(OptionalMethod.call { source.numberOfSections(in: table) } == (1, false))
        #expect(OptionalMethod.call { source.tableView(table, titleForHeaderInSection: 0) } == (nil, false))
        #expect(OptionalMethod.call { source.tableView(table, shouldHighlightRowAt: path) } == (true, false))
        #expect(OptionalMethod.call { source.tableView(table, editActionsForRowAt: path) }.result == nil)
        #expect(!OptionalMethod.call { source.tableView(table, editActionsForRowAt: path) }.implemented)
        #expect(OptionalMethod.call { source.tableView(table, trailingSwipeActionsConfigurationForRowAt: path) }.result == nil)
        #expect(!OptionalMethod.isImplemented { source.tableView(table, didSelectRowAt: path) })
        #expect(!OptionalMethod.isImplemented { source.tableView(table, didDeselectRowAt: path) })
        #expect(!OptionalMethod.isImplemented { source.tableView(table, willBeginEditingRowAt: path) })
        #expect(!OptionalMethod.isImplemented { source.tableView(table, didEndEditingRowAt: path) })
    }

    @Test func implementedMethodsAreReportedAsImplemented() {
        let birds = loadedBirds()
        let table = birds.tableView!
        let row0 = IndexPath(row: 0, section: 0), row2 = IndexPath(row: 2, section: 0), row3 = IndexPath(row: 3, section: 0)
        #expect(OptionalMethod.call { birds.tableView(table, willSelectRowAt: row0) } == (nil, true))
        #expect(OptionalMethod.call { birds.tableView(table, willSelectRowAt: row2) } == (IndexPath(row: 1, section: 0), true))
        #expect(OptionalMethod.call { birds.tableView(table, canEditRowAt: row3) } == (false, true))
        #expect(OptionalMethod.call { birds.numberOfSections(in: table) } == (1, false))
        #expect(OptionalMethod.call { birds.tableView(table, editActionsForRowAt: row0) }.result?.map(\.title) == ["One", "Two", "Three"])
    }

    @Test func countsComeFromTheDataSource() {
        let birds = loadedBirds()
        #expect(birds.tableView.numberOfSections == 1)
        #expect(birds.tableView.numberOfRows(inSection: 0) == 21)
        #expect(birds.tableView.numberOfRows(inSection: 1) == 0)
        let empty = TableView(frame: .zero)
        #expect(empty.numberOfSections == 0)
        #expect(empty.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    }

    @Test func programmaticSelectionCallsNoDelegateMethodAndPostsNothing() {
        let birds = loadedBirds()
        let table = birds.tableView!
        var notifications = 0
        let token = NotificationCenter.default.addObserver(forName: TableView.selectionDidChangeNotification, object: table, queue: nil) { _ in
            MainActor.assumeIsolated { notifications += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .middle)
        table.deselectRow(at: IndexPath(row: 4, section: 0), animated: false)
        #expect(birds.willSelectArguments.isEmpty && birds.didSelectArguments.isEmpty)
        #expect(birds.willDeselectArguments.isEmpty && birds.didDeselectArguments.isEmpty)
        #expect(notifications == 0)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func singleSelectionReplacesAndMultipleSelectionAdds() {
        let source = MinimalTableSource()
        let table = TableView(frame: .zero)
        table.dataSource = source
        #expect(table.allowsSelection && !table.allowsMultipleSelection)
        #expect(table.indexPathsForSelectedRows == nil)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0), IndexPath(row: 4, section: 0)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        table.deselectRow(at: IndexPath(row: 9, section: 0), animated: false)
        #expect(table.indexPathsForSelectedRows?.count == 2)
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func selectingARowThatDoesNotExistIsIgnoredWithAWarning() {
        let birds = loadedBirds()
        defer { withExtendedLifetime(birds) {} }
        let table = birds.tableView!
        let warnings = ModelWarnings.capture {
            table.selectRow(at: IndexPath(row: 100, section: 0), animated: false, scrollPosition: .none)
            table.selectRow(at: IndexPath(row: -1, section: 0), animated: false, scrollPosition: .none)
        }
        #expect(table.indexPathForSelectedRow == nil)
        #expect(warnings.count == 2)
    }

    @Test func cellsFollowTheSelection() {
        let birds = loadedBirds()
        defer { withExtendedLifetime(birds) {} }
        let table = birds.tableView!
        let cell = table.cellForRow(at: IndexPath(row: 3, section: 0))
        #expect(cell?.isSelected == false)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(cell?.isSelected == true)
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        #expect(cell?.isSelected == false)
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0))?.isSelected == true)
    }

    @Test func aMillionRowsCreateOnlyTheCellsAskedFor() {
        let source = MillionRows()
        let table = TableView(frame: Window.defaultScreenBounds)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        #expect(table.numberOfRows(inSection: 0) == 1_000_000)
        let last = table.cellForRow(at: IndexPath(row: 999_999, section: 0))
        #expect(last?.textLabel?.text == "Row 999999")
        #expect(table.cellForRow(at: IndexPath(row: 999_999, section: 0)) === last)
        table.selectRow(at: IndexPath(row: 500_000, section: 0), animated: false, scrollPosition: .middle)
        #expect(table.indexPathForSelectedRow?.row == 500_000)
        #expect(source.cellsMade == 1)
        #expect(table.visibleCells.count == 1)
        #expect(table.subviews.count == 1)
        #expect(last?.frame.origin.y == CGFloat(999_999 * 44))
        #expect(table.cellForRow(at: IndexPath(row: 1_000_000, section: 0)) == nil)
    }

    @Test func dequeueUsesRegistrationsAndTheReusePool() {
        let source = TwoSections()
        let table = TableView(frame: .zero, style: .grouped)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Plain")
        table.register(CustomCell.self, forCellReuseIdentifier: "Custom")
        table.dataSource = source
        #expect(table.numberOfSections == 2)
        let plain = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let custom = table.cellForRow(at: IndexPath(row: 1, section: 1))
        #expect(type(of: plain!) == TableViewCell.self)
        #expect(custom is CustomCell)
        #expect(custom?.reuseIdentifier == "Custom")
        #expect(table.indexPath(for: custom!) == IndexPath(row: 1, section: 1))
        // A grouped table keeps a gap for each empty header and footer (docs/collections.md).
        #expect(custom?.frame.origin.y == CGFloat(4 * 44 + 3 * 18))
        table.selectRow(at: IndexPath(row: 1, section: 1), animated: false, scrollPosition: .none)
        table.reloadData()
        #expect(table.visibleCells.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(custom?.superview == nil)
        let reused = table.dequeueReusableCell(withIdentifier: "Custom")
        #expect(reused === custom)
        #expect(table.dequeueReusableCell(withIdentifier: "Custom") is CustomCell)
        #expect(table.dequeueReusableCell(withIdentifier: "Unknown") == nil)
    }

    @Test func dequeueForAnUnregisteredIdentifierReturnsAPlainCellAndWarns() {
        let table = TableView(frame: .zero)
        var cell: TableViewCell?
        let warnings = ModelWarnings.capture {
            cell = table.dequeueReusableCell(withIdentifier: "Nope", for: IndexPath(row: 0, section: 0))
        }
        #expect(cell?.reuseIdentifier == "Nope")
        #expect(warnings.count == 1)
        #expect(warnings.last?.contains("'Nope'") == true)
        table.register(forCellReuseIdentifier: "Made") { TableViewCell(style: .subtitle, reuseIdentifier: $0) }
        let made = table.dequeueReusableCell(withIdentifier: "Made", for: IndexPath(row: 0, section: 0))
        #expect(made.style == .subtitle)
        #expect(made.detailTextLabel != nil)
        #expect(cell?.detailTextLabel == nil)
    }

    @Test func rowActionsExposeTheirHandlers() {
        let birds = loadedBirds()
        let table = birds.tableView!
        let path = IndexPath(row: 10, section: 0)
        let actions = birds.tableView(table, editActionsForRowAt: path) ?? []
        let two = actions.first { $0.title == "Two" }
        birds.tableView(table, willBeginEditingRowAt: path)
        two?.handler(two!, path)
        birds.tableView(table, didEndEditingRowAt: path)
        #expect(birds.actionLog == ["Two tapped at row 10"])
        #expect(birds.willBeginEditingArguments == [path])
        #expect(birds.didEndEditingArguments == [path])
        var completed: Bool?
        let archive = ContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) }
        let configuration = SwipeActionsConfiguration(actions: [archive])
        configuration.actions[0].handler(archive, View()) { completed = $0 }
        #expect(completed == true)
        #expect(configuration.performsFirstActionWithFullSwipe)
    }

    @Test func cellsDescribeAndExposeTheirLabels() {
        let cell = TableViewCell(style: .value1, reuseIdentifier: "c")
        cell.textLabel?.text = "Pigeon"
        cell.detailTextLabel?.text = "grey"
        #expect(cell.description == "TableViewCell \"Pigeon\"")
        #expect(cell.accessibilityLabel == "Pigeon, grey")
        #expect(cell.textLabel?.isDescendant(of: cell.contentView) == true)
        cell.isSelected = true
        cell.prepareForReuse()
        #expect(!cell.isSelected)
    }
}
