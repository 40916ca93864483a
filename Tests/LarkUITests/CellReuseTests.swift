import Foundation
import LarkUI
import Testing

/// docs/collections.md#cell-reuse: a scroll sends the cells that left the bounds back to their
/// identifier's pool, and a dequeue hands one out again only after `prepareForReuse()`.
@MainActor
final class ReuseLog {
    var entries: [String] = []
}

/// A cell that keeps a badge its `prepareForReuse` forgets to clear: the stale state a test
/// should be able to catch.
@MainActor
final class BadgeCell: TableViewCell {
    var badge: String?
    var log: ReuseLog?
    override func prepareForReuse() {
        super.prepareForReuse()
        log?.entries.append("prepareForReuse(\(textLabel?.text ?? "-"))")
    }
}

@MainActor
final class BadgeSource: TableViewDataSource {
    let log: ReuseLog
    var badgedRows: Set<Int> = [0]
    init(log: ReuseLog) { self.log = log }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Badge", for: indexPath) as! BadgeCell
        cell.log = log
        log.entries.append("dequeued(\(indexPath.row))")
        cell.textLabel?.text = "Row \(indexPath.row)"
        if badgedRows.contains(indexPath.row) { cell.badge = "new" }
        return cell
    }
}

@Suite("Cell reuse")
@MainActor
struct CellReuseTests {
    let log = ReuseLog()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    let source: BadgeSource

    init() {
        source = BadgeSource(log: log)
        table.register(BadgeCell.self, forCellReuseIdentifier: "Badge")
        table.dataSource = source
    }

    @Test func aCellScrolledOutGoesBackToItsPoolAndIsPreparedBeforeItIsHandedOut() throws {
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        table.contentOffset = CGPoint(x: 0, y: 880)
        #expect(table.visibleCells.isEmpty, "row 0 left the bounds")
        #expect(first.superview == nil)
        #expect(table.indexPath(for: first) == nil)
        log.entries.removeAll()
        let reused = try #require(table.cellForRow(at: IndexPath(row: 20, section: 0)))
        #expect(reused === first)
        #expect(log.entries == ["prepareForReuse(Row 0)", "dequeued(20)"])
        #expect(reused.textLabel?.text == "Row 20")
    }

    @Test func staleStateThatPrepareForReuseLeavesIsVisibleToATest() throws {
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? BadgeCell)
        #expect(first.badge == "new")
        table.contentOffset = CGPoint(x: 0, y: 880)
        let reused = try #require(table.cellForRow(at: IndexPath(row: 20, section: 0)) as? BadgeCell)
        #expect(reused === first)
        #expect(reused.badge == "new", "row 20 has no badge, but the cell kept row 0's")
    }

    @Test func selectionDoesNotTravelWithAReusedCell() throws {
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.isSelected)
        table.contentOffset = CGPoint(x: 0, y: 880)
        let reused = try #require(table.cellForRow(at: IndexPath(row: 20, section: 0)))
        #expect(reused === first && !reused.isSelected)
        table.contentOffset = .zero
        let back = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(back.isSelected, "the table, not the cell, remembers the selection")
    }

    @Test func cellsStillOnScreenStay() throws {
        let cells = (0..<10).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        table.contentOffset = CGPoint(x: 0, y: 44)
        #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(1..<10))
        #expect(cells[1].superview === table)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cells[1])
    }

    @Test func aQueryAfterAScrollReusesTheCellsThatLeft() throws {
        _ = try table.findAll(TableViewCell.self)
        let before = Set(table.visibleCells.map(ObjectIdentifier.init))
        table.contentOffset = CGPoint(x: 0, y: 44 * 50)
        let after = try table.findAll(TableViewCell.self)
        #expect(after.first?.textLabel?.text == "Row 50")
        #expect(after.allSatisfy { before.contains(ObjectIdentifier($0)) }, "every cell on screen now is one that scrolled out")
    }

    @Test func collectionViewsReuseTheSameWay() throws {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        let items = ReusingItems(log: log)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Item")
        collection.dataSource = items
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        collection.contentOffset = CGPoint(x: 0, y: 300)
        #expect(collection.visibleCells.isEmpty && first.superview == nil)
        let reused = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(reused === first)
        #expect(log.entries == ["item(0) reused=false", "item(3) reused=true"])
    }
}

@MainActor
final class ReusingItems: CollectionViewDataSource {
    let log: ReuseLog
    var handedOut: Set<ObjectIdentifier> = []
    init(log: ReuseLog) { self.log = log }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
        log.entries.append("item(\(indexPath.item)) reused=\(handedOut.contains(ObjectIdentifier(cell)))")
        handedOut.insert(ObjectIdentifier(cell))
        return cell
    }
}
