import Foundation
import LarkUI
import Testing

/// A random table: per-section row counts and heights, header and footer heights or titles.
@MainActor
private final class RandomTable: TableViewDataSource, TableViewDelegate {
    var rows: [[CGFloat]] = []
    var headers: [CGFloat?] = []   // nil: automatic (title "H" when `titled`)
    var footers: [CGFloat?] = []
    var titled: [Bool] = []
    var usesDelegateHeights = false

    func numberOfSections(in tableView: TableView) -> Int { rows.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { titled[section] ? "H\(section)" : nil }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { headers[section] ?? TableView.automaticDimension }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { footers[section] ?? TableView.automaticDimension }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        usesDelegateHeights ? rows[indexPath.section][indexPath.row] : tableView.rowHeight
    }
}

/// The oracle: every element's frame, by adding heights one after another.
private struct Expected {
    var rows: [IndexPath: CGRect] = [:]
    var headers: [CGRect] = []
    var footers: [CGRect] = []
    var sections: [CGRect] = []
    var height: CGFloat = 0
}

@Suite("Table layout against an oracle")
@MainActor
struct TableLayoutPropertyTests {
    private func expected(_ source: RandomTable, style: TableView.Style, width: CGFloat, tableHeader: CGFloat, tableFooter: CGFloat, padding: CGFloat) -> Expected {
        var result = Expected()
        var y = tableHeader
        for section in source.rows.indices {
            let header = source.headers[section] ?? (source.titled[section] ? 28 : (style == .plain ? 0 : 18))
            let footer = source.footers[section] ?? (style == .plain ? 0 : 18)
            let top = y
            if header > 0 { y += padding }
            result.headers.append(CGRect(x: 0, y: y, width: width, height: header))
            y += header
            for (row, height) in source.rows[section].enumerated() {
                result.rows[IndexPath(row: row, section: section)] = CGRect(x: 0, y: y, width: width, height: height)
                y += height
            }
            result.footers.append(CGRect(x: 0, y: y, width: width, height: footer))
            y += footer
            result.sections.append(CGRect(x: 0, y: top, width: width, height: y - top))
        }
        result.height = y + tableFooter
        return result
    }

    @Test func everyGeometryQueryAgreesWithAddingTheHeights() throws {
        for seed in UInt64(1)...250 {
            var random = SplitMix64(state: seed)
            let source = RandomTable()
            let sectionCount = Int.random(in: 0...4, using: &random)
            source.usesDelegateHeights = Bool.random(using: &random)
            let uniform = CGFloat([0, 20, 44].randomElement(using: &random)!)
            let heights: [CGFloat] = [0, 12, 30, 44, 57.5]
            for _ in 0..<sectionCount {
                let count = Int.random(in: 0...7, using: &random)
                source.rows.append((0..<count).map { _ in source.usesDelegateHeights ? heights.randomElement(using: &random)! : uniform })
                source.headers.append(Bool.random(using: &random) ? nil : heights.randomElement(using: &random)!)
                source.footers.append(Bool.random(using: &random) ? nil : heights.randomElement(using: &random)!)
                source.titled.append(Bool.random(using: &random))
            }
            let style: TableView.Style = Bool.random(using: &random) ? .plain : .grouped
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 300, height: CGFloat(Int.random(in: 50...300, using: &random))), style: style)
            table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
            table.dataSource = source
            table.delegate = source
            if !source.usesDelegateHeights { table.rowHeight = uniform }
            let padding = CGFloat([0, 0, 6].randomElement(using: &random)!)
            if padding > 0 { table.sectionHeaderTopPadding = padding }
            let tableHeader = CGFloat([0, 0, 70].randomElement(using: &random)!)
            if tableHeader > 0 { table.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 1, height: tableHeader)) }
            let tableFooter = CGFloat([0, 0, 25].randomElement(using: &random)!)
            if tableFooter > 0 { table.tableFooterView = View(frame: CGRect(x: 0, y: 0, width: 1, height: tableFooter)) }
            let oracle = expected(source, style: style, width: 300, tableHeader: tableHeader, tableFooter: tableFooter, padding: padding)
            let context = "seed \(seed)"

            #expect(table.contentSize == CGSize(width: 300, height: oracle.height), "\(context)")
            for (path, frame) in oracle.rows { #expect(table.rectForRow(at: path) == frame, "\(context) row \(path)") }
            for section in 0..<sectionCount {
                #expect(table.rectForHeader(inSection: section) == oracle.headers[section], "\(context) header \(section)")
                #expect(table.rectForFooter(inSection: section) == oracle.footers[section], "\(context) footer \(section)")
                #expect(table.rect(forSection: section) == oracle.sections[section], "\(context) section \(section)")
            }
            for _ in 0..<20 {
                let point = CGPoint(x: 10, y: CGFloat(Int.random(in: -10...Int(oracle.height) + 10, using: &random)) + 0.5)
                let row = oracle.rows.first { $0.value.minY <= point.y && point.y < $0.value.maxY }?.key
                #expect(table.indexPathForRow(at: point) == row, "\(context) point \(point.y)")
            }
            for _ in 0..<5 {
                let top = CGFloat(Int.random(in: -20...Int(oracle.height) + 10, using: &random))
                let rect = CGRect(x: 0, y: top, width: 300, height: CGFloat(Int.random(in: 0...150, using: &random)))
                let meeting = oracle.rows.filter { $0.value.intersects(rect) }.keys.sorted()
                #expect(table.indexPathsForRows(in: rect) == meeting, "\(context) rect \(rect)")
            }
            // Scrolled anywhere, a look makes exactly the rows with area in the bounds.
            let offset = CGFloat(Int.random(in: 0...max(0, Int(oracle.height - table.bounds.height)), using: &random))
            table.contentOffset = CGPoint(x: 0, y: offset)
            _ = try table.findAll(TableViewCell.self)
            let onScreen = oracle.rows.filter { $0.value.height > 0 && $0.value.maxY > offset && $0.value.minY < offset + table.bounds.height }.keys.sorted()
            #expect((table.indexPathsForVisibleRows ?? []) == onScreen, "\(context) offset \(offset)")
            for cell in table.visibleCells { #expect(cell.frame == oracle.rows[table.indexPath(for: cell)!], "\(context)") }
            // And the titled headers that meet the bounds are there.
            for section in 0..<sectionCount where source.titled[section] {
                let frame = oracle.headers[section]
                let shown = frame.height > 0 && frame.maxY > offset && frame.minY < offset + table.bounds.height
                #expect((table.headerView(forSection: section) != nil) == shown, "\(context) header view \(section)")
            }
        }
    }
}
