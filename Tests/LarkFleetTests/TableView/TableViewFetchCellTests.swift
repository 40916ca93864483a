import Foundation
import Lark
import Testing
@testable import LarkTestSupport

@MainActor
final class TurtleCell: TableViewCell {}

@MainActor
final class CrabCell: TableViewCell {}

/// Registers two identifiers with different cell classes, as Fleet's fetchCell tests do.
@MainActor
final class TwoKindsOfCellsSource: TableViewDataSource {
    var dataSourceCalls = 0
    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        dataSourceCalls += 1
        return tableView.dequeueReusableCell(withIdentifier: indexPath.section == 0 ? "turtle" : "crab", for: indexPath)
    }
}

@Suite("TableView.fetchCell(at:) and fetchCell(at:asType:)")
@MainActor
struct TableViewFetchCellTests {
    let source = TwoKindsOfCellsSource()
    let table = TableView(frame: Window.defaultScreenBounds, style: .plain)

    init() {
        table.register(TurtleCell.self, forCellReuseIdentifier: "turtle")
        table.register(CrabCell.self, forCellReuseIdentifier: "crab")
        table.dataSource = source
    }

    @Test func returnsTheCellTheTableShows() throws {
        let cell = try table.fetchCell(at: row(1, 1))
        #expect(cell is CrabCell)
        #expect(table.cellForRow(at: row(1, 1)) === cell)
        #expect(try table.fetchCell(at: row(1, 1)) === cell, "the same cell every call, until reloadData")
        #expect(source.dataSourceCalls == 1)
    }

    @Test func returnsTheCellWithTheRequestedType() throws {
        let turtle: TurtleCell = try table.fetchCell(at: row(0), asType: TurtleCell.self)
        #expect(table.indexPath(for: turtle) == row(0))
        let plain = try table.fetchCell(at: row(1, 1), asType: TableViewCell.self)
        #expect(plain is CrabCell, "subclass instances count as the requested type")
    }

    @Test func theWrongTypeIsRefusedNamingBothTypes() throws {
        let error = try #require(throws: Fleet.TableViewError.self) { _ = try table.fetchCell(at: row(0), asType: CrabCell.self) }
        #expect(error.kind == .wrongCellType)
        #expect(error.message.contains("Cell at row 0 in section 0"))
        #expect(error.message.contains("is of type `TurtleCell` (wanted `CrabCell`)"))
    }

    @Test func aTableWithoutDataSourceIsRefused() throws {
        table.dataSource = nil
        let error = try #require(throws: Fleet.TableViewError.self) { _ = try table.fetchCell(at: row(0)) }
        #expect(error.kind == .noDataSource)
        #expect(error.message.contains("Data source required to fetch cells"))
        let typed = try #require(throws: Fleet.TableViewError.self) { _ = try table.fetchCell(at: row(0), asType: TurtleCell.self) }
        #expect(typed.kind == .noDataSource)
    }

    @Test(arguments: [(2, "Table view has no section 2."), (-1, "Table view has no section -1.")])
    func missingSectionsAreRefused(section: Int, text: String) throws {
        let error = try #require(throws: Fleet.TableViewError.self) { _ = try table.fetchCell(at: row(0, section)) }
        #expect(error.kind == .noSuchSection)
        #expect(error.message.contains(text))
        #expect(error.message.contains("It has 2 sections; use one from 0 to 1"))
        let typed = try #require(throws: Fleet.TableViewError.self) { _ = try table.fetchCell(at: row(0, section), asType: TurtleCell.self) }
        #expect(typed.kind == .noSuchSection)
        #expect(source.dataSourceCalls == 0)
    }

    @Test(arguments: [(2, "Table view has no row 2 in section 0."), (-1, "Table view has no row -1 in section 0.")])
    func missingRowsAreRefused(rowIndex: Int, text: String) throws {
        let error = try #require(throws: Fleet.TableViewError.self) { _ = try table.fetchCell(at: row(rowIndex)) }
        #expect(error.kind == .noSuchRow)
        #expect(error.message.contains(text))
        let typed = try #require(throws: Fleet.TableViewError.self) { _ = try table.fetchCell(at: row(rowIndex), asType: TurtleCell.self) }
        #expect(typed.kind == .noSuchRow)
        #expect(table.visibleCells.isEmpty)
    }

    @Test func anEmptyTableSaysSo() throws {
        let emptySource = MinimalTableSource()
        let empty = makeTable(rows: 0, source: emptySource)
        let error = try #require(throws: Fleet.TableViewError.self) { _ = try empty.fetchCell(at: row(0)) }
        #expect(error.message.contains("It has no rows in that section"))
    }

    @Test func aDataSourceThatLeavesWhileCountingIsRefusedNotTrusted() throws {
        let leaving = LeavingWhileCountingSource()
        let offscreen = TableView(frame: .zero, style: .plain)
        offscreen.dataSource = leaving
        let error = try #require(throws: Fleet.TableViewError.self) { _ = try offscreen.fetchCell(at: row(2)) }
        #expect(error.kind == .noDataSource, "the rows were counted, but no data source is left to make the cell")
        #expect(offscreen.dataSource == nil)
    }
}

/// Counts three rows and clears the table's data source while doing so.
@MainActor
final class LeavingWhileCountingSource: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        tableView.dataSource = nil
        return 3
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
}
