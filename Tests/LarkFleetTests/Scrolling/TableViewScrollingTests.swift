import Foundation
import Lark
import Testing

/// A table scrolls by the origin of its bounds and clips: rows scrolled out are out of sight and
/// reach, queries see the rows on screen, and `selectRow(at:)` still acts on any row.
@Suite @MainActor struct TableViewScrollingTests {
    private func list(rows count: Int) -> (Window, TableView, Rows) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let controller = ViewController()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let rows = Rows((0..<count).map { "Item \($0)" })
        table.dataSource = rows
        table.delegate = rows
        controller.view.addSubview(table)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, table, rows)
    }

    @Test func scrollingToARowBringsItOnScreenForQueriesAndTaps() throws {
        let (window, table, rows) = list(rows: 100)
        #expect(table.contentSize == CGSize(width: 320, height: 4_400))
        #expect(throws: ViewQueryError.self) { try window.find(TableViewCell.self, where: .text("Item 50")) }
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        #expect(table.contentOffset == CGPoint(x: 0, y: 2_200))
        try window.find(TableViewCell.self, where: .text("Item 50")).tap()
        #expect(rows.selected == [IndexPath(row: 50, section: 0)])
        // The first rows, produced before, are now above the bounds: out of sight and reach.
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(doesNotSatisfy(first, beVisible()))
        #expect(try #require(throws: Fleet.TableViewError.self) { try first.tap() }.kind == .unreachable(.outsideBounds))
        // Selecting by index path works wherever the row is, as Fleet's selectRow does.
        try table.selectRow(at: IndexPath(row: 0, section: 0))
        #expect(rows.selected.last == IndexPath(row: 0, section: 0))
    }

    @Test func scrollPositions() {
        let (window, table, rows) = list(rows: 100)  // the data source is held weakly: keep it
        defer { withExtendedLifetime((window, rows)) {} }
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(20 * 44 + 44 - 440))
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == CGFloat(20 * 44 + 44 - 440), "already on screen: no move")
        table.scrollToRow(at: IndexPath(row: 2, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 88)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(4_400 - 440), "kept within the rows")
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == CGFloat(50 * 44 + 22 - 220))
        let warnings = ModelWarnings.capture { table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false) }
        #expect(warnings.count == 1)
        #expect(table.contentOffset.y == CGFloat(50 * 44 + 22 - 220))
    }

    @MainActor
    private final class ScrollingRows: TableViewDataSource, TableViewDelegate {
        let count: Int
        var scrolled: [CGFloat] = []
        init(_ count: Int) { self.count = count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
        func scrollViewDidScroll(_ scrollView: ScrollView) { scrolled.append(scrollView.contentOffset.y) }
    }

    @Test func aTableIsAScrollViewItsDelegateHearsTheScrolling() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        window.makeKeyAndVisible()
        let table = TableView(frame: window.bounds)
        window.addSubview(table)
        let rows = ScrollingRows(100)
        table.dataSource = rows
        table.delegate = rows
        #expect(table.tableDelegate === rows)
        try table.drag(to: CGPoint(x: 0, y: 440))
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        #expect(rows.scrolled == [440, 0])
        let scrollView: ScrollView = table
        expect(scrollView).to(haveContentOffset(.zero))
        // Past the last row: the table bounces back to its end (docs/scrolling.md).
        try table.drag(to: CGPoint(x: 0, y: 5_000))
        expect(scrollView).to(haveContentOffset(CGPoint(x: 0, y: table.scrollableOffsets.maximum.y)))
        #expect(rows.scrolled.suffix(2) == [5_000, table.scrollableOffsets.maximum.y])
    }

    @Test func aUserScrollsToARowOrAnItem() throws {
        let (window, table, rows) = list(rows: 100)
        try table.scrollToVisible(rowAt: IndexPath(row: 30, section: 0))
        #expect(table.contentOffset.y == CGFloat(31 * 44 - 440))
        try window.find(TableViewCell.self, where: .text("Item 30")).tap()
        #expect(rows.selected == [IndexPath(row: 30, section: 0)])
        let missing = try #require(throws: Fleet.ScrollViewError.self) { try table.scrollToVisible(rowAt: IndexPath(row: 100, section: 0)) }
        #expect(missing.kind == .notInside)
        #expect(missing.reason == "There is no row 100 in section 0")
    }
}
