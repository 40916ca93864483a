import Foundation
import Lark
import Testing

/// What a user's tap on an item should do, worked out from the rules alone: the calls made,
/// the selection after, or a refusal that leaves everything as it was.
@MainActor
private struct SelectionOracle {
    var counts: [Int]
    var multiple: Bool
    var allowsSelection = true
    var selected: Set<IndexPath> = []

    func exists(_ path: IndexPath) -> Bool {
        path.section >= 0 && path.section < counts.count && path.item >= 0 && path.item < counts[path.section]
    }

    /// The calls of a tap, or nil when the tap is refused. Updates the selection.
    mutating func tap(_ path: IndexPath, deselecting: Bool, recorder: CollectionRecorder) -> [String]? {
        guard exists(path), allowsSelection else { return nil }
        if deselecting, !selected.contains(path) || !multiple { return nil }
        let name = itemName(path)
        if recorder.refuseHighlight.contains(path) { return ["shouldHighlight \(name)"] }
        var calls = ["shouldHighlight \(name)", "didHighlight \(name)", "didUnhighlight \(name)"]
        if multiple, selected.contains(path) {
            calls.append("shouldDeselect \(name)")
            guard !recorder.refuseDeselect.contains(path) else { return calls }
            selected.remove(path)
            return calls + ["didDeselect \(name)"]
        }
        calls.append("shouldSelect \(name)")
        guard !recorder.refuseSelect.contains(path) else { return calls }
        if !multiple {
            for old in selected.sorted() where old != path { calls.append("didDeselect \(itemName(old))") }
            selected = []
        }
        selected.insert(path)
        return calls + ["didSelect \(name)"]
    }
}

/// Random taps and deselections, on random sizes with random delegate answers, against the
/// oracle: the selection and the calls agree after every step, and a refused step changes nothing.
@Suite @MainActor struct CollectionViewSelectionPropertyTests {
    @Test(arguments: 0..<4)
    func randomTapsAgreeWithTheOracle(batch: UInt64) throws {
        var random = SeededGenerator(seed: 0xC011_0000 + batch)
        var accepted = 0, refused = 0, vetoed = 0
        for _ in 0..<25 {
            let counts = (0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: 0...12, using: &random) }
            let gallery = Gallery(counts: counts, multiple: Bool.random(using: &random))
            // Half the cells exist, so the cells' isSelected is checked against the oracle too.
            for (section, count) in counts.enumerated() {
                for item in 0..<count where Bool.random(using: &random) {
                    _ = gallery.collectionView.cellForItem(at: IndexPath(item: item, section: section))
                }
            }
            var oracle = SelectionOracle(counts: counts, multiple: gallery.collectionView.allowsMultipleSelection)
            for step in 0..<30 {
                let path = IndexPath(item: Int.random(in: -1...12, using: &random), section: Int.random(in: -1...counts.count, using: &random))
                let recorder = gallery.recorder
                recorder.calls = []
                recorder.refuseHighlight = Int.random(in: 0..<8, using: &random) == 0 ? [path] : []
                recorder.refuseSelect = Int.random(in: 0..<6, using: &random) == 0 ? [path] : []
                recorder.refuseDeselect = Int.random(in: 0..<6, using: &random) == 0 ? [path] : []
                oracle.allowsSelection = Int.random(in: 0..<10, using: &random) != 0
                gallery.collectionView.allowsSelection = oracle.allowsSelection
                let deselecting = Int.random(in: 0..<3, using: &random) == 0
                let before = gallery.selected
                let expected = oracle.tap(path, deselecting: deselecting, recorder: recorder)
                do {
                    if deselecting {
                        try gallery.collectionView.deselectItem(at: path)
                    } else {
                        try gallery.collectionView.selectItem(at: path)
                    }
                    #expect(expected != nil, "step \(step): \(path) accepted")
                    #expect(recorder.calls == expected, "step \(step): \(path)")
                    if gallery.selected == before { vetoed += 1 } else { accepted += 1 }
                } catch {
                    #expect(expected == nil, "step \(step): \(path) refused: \(error)")
                    #expect(recorder.calls == [])
                    #expect(gallery.selected == before)
                    refused += 1
                }
                #expect(Set(gallery.selected) == oracle.selected, "step \(step): \(path)")
                for cell in gallery.collectionView.visibleCells {
                    let cellPath = gallery.collectionView.indexPath(for: cell)
                    #expect(cell.isSelected == cellPath.map(oracle.selected.contains), "step \(step): cell \(String(describing: cellPath))")
                }
            }
        }
        // Every branch was exercised, so agreement means something.
        #expect(accepted > 50 && refused > 50 && vetoed > 10)
    }
}
