import Foundation
import LarkUI
import Testing

/// A table of sections whose heights, titles and views are set per test.
@MainActor
private final class Sections: TableViewDataSource, TableViewDelegate {
    var counts: [Int]
    var rowHeights: ((IndexPath) -> CGFloat)?
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    var headerHeights: ((Int) -> CGFloat)?
    var footerViews: [Int: View] = [:]
    var heightCalls = 0
    var displayedHeaders: [Int] = []
    var endedHeaders: [Int] = []
    var displayedFooters: [Int] = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let rowHeights else { return tableView.rowHeight }
        heightCalls += 1
        return rowHeights(indexPath)
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        guard let headerHeights else { return TableView.automaticDimension }
        return headerHeights(section)
    }
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { footerViews[section] }
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) { displayedHeaders.append(section) }
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) { endedHeaders.append(section) }
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) { displayedFooters.append(section) }
}

/// A data source that forwards to `Sections` and records each cell asked for.
@MainActor
private final class CellRecorder: TableViewDataSource {
    let inner: Sections
    let record: (IndexPath) -> Void
    init(_ inner: Sections, record: @escaping (IndexPath) -> Void) {
        self.inner = inner
        self.record = record
    }
    func numberOfSections(in tableView: TableView) -> Int { inner.numberOfSections(in: tableView) }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { inner.tableView(tableView, numberOfRowsInSection: section) }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        record(indexPath)
        return inner.tableView(tableView, cellForRowAt: indexPath)
    }
}

/// A cell whose content is a box of a chosen height between 8-point margins, by constraints.
@MainActor
private final class BoxCell: TableViewCell {
    let box = View()
    private var height: NSLayoutConstraint!

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        height = box.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            height,
        ])
    }

    required init?(coder: NSCoder) { nil }

    var boxHeight: CGFloat {
        get { height.constant }
        set { height.constant = newValue }
    }
}

/// Rows whose cells size themselves: row `n` holds a box `boxHeight(n)` tall.
@MainActor
private final class SelfSizingRows: TableViewDataSource {
    let count: Int
    var boxHeight: (Int) -> CGFloat
    var cellsMade: [Int] = []
    init(count: Int, boxHeight: @escaping (Int) -> CGFloat) {
        self.count = count
        self.boxHeight = boxHeight
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellsMade.append(indexPath.row)
        let cell = tableView.dequeueReusableCell(withIdentifier: "Box", for: indexPath) as! BoxCell
        cell.boxHeight = boxHeight(indexPath.row)
        return cell
    }
}

@Suite("Table layout")
@MainActor
struct TableLayoutTests {
    private func table(_ source: Sections, style: TableView.Style = .plain, height: CGFloat = 400) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: style)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = source
        table.delegate = source
        return table
    }

    @Test func rowHeightDefaultsToAutomaticAndPlainCellsAreStandardHeight() throws {
        let source = Sections([3])
        defer { withExtendedLifetime(source) {} }
        let table = table(source)
        #expect(table.rowHeight == TableView.automaticDimension)
        #expect(table.sectionHeaderHeight == TableView.automaticDimension)
        #expect(table.sectionHeaderTopPadding == TableView.automaticDimension)
        _ = try table.findAll(TableViewCell.self)
        #expect(table.visibleCells.map(\.frame) == (0..<3).map { CGRect(x: 0, y: CGFloat($0) * 44, width: 320, height: 44) })
        #expect(table.contentSize == CGSize(width: 320, height: 132))
    }

    @Test func rowHeightAppliesToEveryRowAndSectionsWithoutHeadersTakeNoRoomInAPlainTable() {
        let source = Sections([3, 2])
        defer { withExtendedLifetime(source) {} }
        let table = table(source)
        table.rowHeight = 50
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 200, width: 320, height: 50))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 150, width: 320, height: 100))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 150, width: 320, height: 0))
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 150, width: 320, height: 0))
        #expect(table.contentSize.height == 250)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 1)) == .zero)
        #expect(table.rect(forSection: 2) == .zero)
    }

    @Test func theDelegatesRowHeightsWinAndEveryGeometryQueryAgrees() throws {
        let source = Sections([4, 3])
        defer { withExtendedLifetime(source) {} }
        source.rowHeights = { 20 + CGFloat($0.row) * 10 + CGFloat($0.section) }
        let table = table(source, height: 100)
        table.rowHeight = 99
        // Section 0: 20, 30, 40, 50; section 1: 21, 31, 41.
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 50, width: 320, height: 40))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 140, width: 320, height: 21))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 89.5)) == IndexPath(row: 2, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 90)) == IndexPath(row: 3, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 140)) == IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 233)) == nil)
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 60, width: 10, height: 90)) == [
            IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0), IndexPath(row: 0, section: 1),
        ])
        #expect(table.contentSize.height == 233)
        // Scrolled to 95, the rows meeting 95..<195 are on screen, framed as the rects say.
        table.contentOffset = CGPoint(x: 0, y: 95)
        _ = try table.findAll(TableViewCell.self)
        #expect(table.indexPathsForVisibleRows == [3, 0, 1, 2].enumerated().map { IndexPath(row: $0.element, section: $0.offset == 0 ? 0 : 1) })
        for cell in table.visibleCells { #expect(cell.frame == table.rectForRow(at: table.indexPath(for: cell)!)) }
    }

    @Test func heightsAreAskedOnceNotPerLookAndAgainAfterEndUpdates() {
        let source = Sections([100_000])
        defer { withExtendedLifetime(source) {} }
        source.rowHeights = { $0.row % 2 == 0 ? 30 : 60 }
        let table = table(source)
        #expect(table.rectForRow(at: IndexPath(row: 99_999, section: 0)).minY == CGFloat(50_000 * 30 + 49_999 * 60))
        let asked = source.heightCalls
        #expect(asked == 100_001, "once per row, and once to learn whether the delegate answers")
        for row in stride(from: 0, to: 100_000, by: 997) { _ = table.rectForRow(at: IndexPath(row: row, section: 0)) }
        _ = table.indexPathForRow(at: CGPoint(x: 1, y: 2_000_000))
        table.contentOffset = CGPoint(x: 0, y: 1_000_000)
        #expect(source.heightCalls == asked, "a look reads the kept heights")
        source.rowHeights = { _ in 10 }
        table.beginUpdates()
        table.endUpdates()
        #expect(table.contentSize.height == 1_000_000)
    }

    @Test func collapsedRowsOfNoHeightTakeNoRoomAndGetNoCells() throws {
        let source = Sections([100_000, 3])
        defer { withExtendedLifetime(source) {} }
        source.rowHeights = { $0.section == 0 && $0.row > 1 ? 0 : 44 }
        let table = table(source, height: 200)
        var made: [IndexPath] = []
        let recorder = CellRecorder(source) { made.append($0) }
        table.dataSource = recorder
        _ = try table.findAll(TableViewCell.self)
        #expect(made == [[0, 0], [0, 1], [1, 0], [1, 1], [1, 2]].map { IndexPath(row: $0[1], section: $0[0]) })
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 88)
    }

    @Test func titlesGiveHeadersAndFootersThatTakeRoomAndShowOnScreen() throws {
        let source = Sections([2, 2])
        defer { withExtendedLifetime(source) {} }
        source.headerTitles = [0: "Fruit", 1: "Vegetables"]
        source.footerTitles = [1: "End of list"]
        let table = table(source)
        // Header 28, rows 44 each; section 1 starts at 116.
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 116, width: 320, height: 28))
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 232, width: 320, height: 28))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 116, width: 320, height: 144))
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 120)) == nil, "a header is not a row")
        #expect(table.contentSize.height == 260)
        let label = try table.find(Label.self, where: .text("Vegetables"))
        #expect(label.isDescendant(of: try #require(table.headerView(forSection: 1))))
        #expect(table.headerView(forSection: 1)?.frame == table.rectForHeader(inSection: 1))
        #expect(table.footerView(forSection: 1)?.textLabel?.text == "End of list")
        #expect(table.screenText.contains("End of list"))
        #expect(source.displayedHeaders == [0, 1])
        #expect(source.displayedFooters == [1])
        table.contentOffset = CGPoint(x: 0, y: 150)
        #expect(source.endedHeaders == [0, 1], "both headers are above 150 now")
    }

    @Test func theDelegatesViewsAndHeightsAndTheTableHeaderAndFooterViewsTakeRoom() throws {
        let source = Sections([1, 1])
        defer { withExtendedLifetime(source) {} }
        let footer = View(frame: CGRect(x: 0, y: 0, width: 10, height: 37))
        let total = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        total.text = "Total: 2"
        footer.addSubview(total)
        source.footerViews = [0: footer]
        source.headerHeights = { $0 == 0 ? 40 : 0 }
        let table = table(source)
        let banner = View(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        table.tableHeaderView = banner
        let credits = View(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
        table.tableFooterView = credits
        #expect(banner.superview === table)
        #expect(banner.frame == CGRect(x: 0, y: 0, width: 320, height: 100), "as wide as the table")
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 100, width: 320, height: 40))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 140)
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 184, width: 320, height: 37), "the view's frame height")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 221)
        #expect(table.contentSize.height == CGFloat(100 + 40 + 44 + 37 + 44 + 50))
        _ = try table.find(Label.self, where: .text("Total: 2"))
        #expect(footer.superview === table && footer.frame.minY == 184)
        #expect(credits.frame == CGRect(x: 0, y: 265, width: 320, height: 50))
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 50)) == nil, "the table header view is not a row")
        table.tableHeaderView = nil
        #expect(banner.superview == nil)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 40)
    }

    @Test func sectionHeaderHeightAndTopPaddingApplyToEveryHeader() {
        let source = Sections([1, 1])
        defer { withExtendedLifetime(source) {} }
        let table = table(source)
        table.sectionHeaderHeight = 30
        table.sectionHeaderTopPadding = 10
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 94, width: 320, height: 30))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 84, width: 320, height: 84))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 124)
        table.sectionHeaderHeight = 0
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 44, "no header, no padding")
    }

    @Test func groupedSectionsKeepAGapWherePlainOnesTakeNone() {
        let plainSource = Sections([1, 1]), groupedSource = Sections([1, 1])
        defer { withExtendedLifetime((plainSource, groupedSource)) {} }
        let plain = table(plainSource)
        let grouped = table(groupedSource, style: .grouped)
        #expect(plain.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 44)
        #expect(grouped.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(18 + 44 + 18 + 18))
        #expect(grouped.contentSize.height == CGFloat(4 * 18 + 2 * 44))
        groupedSource.headerTitles = [1: "Later"]
        grouped.reloadData()
        #expect(grouped.rectForHeader(inSection: 1).height == 28)
    }

    @Test func selfSizingCellsAreMeasuredAtTheTablesWidthAndMoveTheRowsBelow() throws {
        let source = SelfSizingRows(count: 50) { 10 + CGFloat($0 % 5) * 10 }
        defer { withExtendedLifetime(source) {} }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(BoxCell.self, forCellReuseIdentifier: "Box")
        table.estimatedRowHeight = 100
        table.dataSource = source
        // Before any cell is made, every row is laid out at the estimate.
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 300, width: 320, height: 100))
        _ = try table.findAll(TableViewCell.self)
        // Rows 0... measure 26, 36, 46, 56, 66 (box + 16 of margins) until the bounds are full.
        #expect(source.cellsMade == [0, 1, 2, 3, 4])
        #expect(table.visibleCells.map(\.frame.height) == [26, 36, 46, 56, 66])
        #expect(table.visibleCells.map(\.frame.minY) == [0, 26, 62, 108, 164])
        #expect(table.visibleCells.allSatisfy { $0.contentView.frame == $0.bounds })
        #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)).minY == 230, "below: estimates from the measured rows on")
        #expect(table.contentSize.height == CGFloat(230 + 45 * 100))
        #expect(table.indexPathForRow(at: CGPoint(x: 1, y: 107)) == IndexPath(row: 2, section: 0))
    }

    @Test func aCellWithoutConstraintsOrWithCollapsedOnesIsAStandardRow() {
        let source = SelfSizingRows(count: 3) { $0 == 1 ? -16 : 20 }
        defer { withExtendedLifetime(source) {} }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.register(BoxCell.self, forCellReuseIdentifier: "Box")
        table.dataSource = source
        _ = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44, "content of no height: the standard row")
        _ = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 36)
    }

    @Test func endUpdatesMeasuresSelfSizingCellsAgain() {
        var tall = false
        let source = SelfSizingRows(count: 3) { _ in tall ? 84 : 20 }
        defer { withExtendedLifetime(source) {} }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.register(BoxCell.self, forCellReuseIdentifier: "Box")
        table.dataSource = source
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! BoxCell
        #expect(cell.frame.height == 36)
        tall = true
        cell.boxHeight = 84
        table.beginUpdates()
        table.endUpdates()
        #expect(cell.frame.height == 100)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 100)
    }
}
