import Foundation
import Lark
import Testing

/// docs/collections.md#cell-reuse, over random scrolls and requests against a simple oracle: the
/// cells kept are exactly the rows on screen plus those asked for since the last scroll, no cell
/// serves two rows, and every cell handed out again was prepared first, once.
@MainActor
private final class ReuseRecorder: TableViewDataSource {
    var prepared: [ObjectIdentifier: Int] = [:]
    var handedOut: Set<ObjectIdentifier> = []
    var violations: [String] = []
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 60 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath) as! CountingCell
        let id = ObjectIdentifier(cell)
        if handedOut.contains(id), cell.preparations != 1 { violations.append("row \(indexPath.row): reused after \(cell.preparations) preparations") }
        if !handedOut.contains(id), cell.preparations != 0 { violations.append("row \(indexPath.row): a new cell was prepared") }
        cell.preparations = 0
        handedOut.insert(id)
        return cell
    }
}

@MainActor
private final class CountingCell: TableViewCell {
    var preparations = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        preparations += 1
    }
}

@Suite("Cell reuse against an oracle")
@MainActor
struct CellReusePropertyTests {
    @Test func randomScrollsAndRequestsKeepOnlyWhatIsOnScreen() throws {
        for seed in UInt64(1)...300 {
            var random = SeededGenerator(seed: seed)
            let source = ReuseRecorder()
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
            table.register(CountingCell.self, forCellReuseIdentifier: "Row")
            table.dataSource = source
            var kept: Set<Int> = []
            for step in 0..<30 {
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    let offset = CGFloat(Int.random(in: 0...(60 * 44 - 220), using: &random))
                    let before = table.contentOffset.y
                    table.contentOffset = CGPoint(x: 0, y: offset)
                    // Oracle: a scroll keeps the kept rows that still overlap the bounds.
                    if offset != before { kept = kept.filter { CGFloat($0 * 44 + 44) > offset && CGFloat($0 * 44) < offset + 220 } }
                case 1:
                    let row = Int.random(in: 0..<60, using: &random)
                    _ = table.cellForRow(at: IndexPath(row: row, section: 0))
                    kept.insert(row)
                default:
                    _ = try table.findAll(TableViewCell.self)
                    let top = table.contentOffset.y
                    for row in 0..<60 where CGFloat(row * 44 + 44) > top && CGFloat(row * 44) < top + 220 { kept.insert(row) }
                }
                let rows = (table.indexPathsForVisibleRows ?? []).map(\.row)
                #expect(Set(rows) == kept, "seed \(seed) step \(step)")
                #expect(Set(table.visibleCells.map(ObjectIdentifier.init)).count == rows.count, "seed \(seed) step \(step): a cell serves two rows")
                #expect(table.visibleCells.allSatisfy { $0.superview === table }, "seed \(seed) step \(step)")
                #expect(source.violations.isEmpty, "seed \(seed): \(source.violations)")
                if Set(rows) != kept || !source.violations.isEmpty { return }
            }
        }
    }
}
