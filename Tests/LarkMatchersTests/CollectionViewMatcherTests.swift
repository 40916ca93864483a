import Foundation
import Lark
import Testing

/// Items per section, plain cells.
@MainActor
private final class Counts: CollectionViewDataSource {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell(frame: .zero)
    }
}

/// 320 x 480, 100 x 100 items 10 apart: three to a line, lines 110 apart.
@MainActor
private func photos(_ counts: Counts) -> CollectionView {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    view.dataSource = counts
    return view
}

private func items(_ range: Range<Int>, section: Int = 0) -> [IndexPath] { range.map { IndexPath(item: $0, section: section) } }

@Suite @MainActor struct CollectionViewMatcherTests {
    @Test func haveSelectedItemsComparesTheSetAndListsTheSelection() throws {
        let counts = Counts([30])
        let view = photos(counts)
        view.allowsMultipleSelection = true
        expect(view).to(haveSelectedItems([]))
        try view.selectItem(at: IndexPath(item: 2, section: 0))
        try view.selectItem(at: IndexPath(item: 1, section: 0))
        expect(view).to(haveSelectedItems([IndexPath(item: 2, section: 0), IndexPath(item: 1, section: 0)]))
        let to = gatherFailingExpectations(silently: true) { expect(view).to(haveSelectedItems([IndexPath(item: 1, section: 0)])) }
        #expect(to.map(\.message.stringValue) == ["expected to have selected items [0, 1], got <CollectionView> (selected: [0, 1], [0, 2])"])
        let toNot = gatherFailingExpectations(silently: true) { expect(view).toNot(haveSelectedItems(items(1..<3))) }
        #expect(toNot.map(\.message.stringValue) == ["expected to not have selected items [0, 1], [0, 2], got <CollectionView> (selected: [0, 1], [0, 2])"])
        let none: CollectionView? = nil
        let nilSubject = gatherFailingExpectations(silently: true) { expect(none).toNot(haveSelectedItems([])) }
        #expect(nilSubject.count == 1)
    }

    @Test func haveVisibleItemsFollowsScrolling() throws {
        let counts = Counts([30])
        let view = photos(counts)
        expect(view).to(haveVisibleItems(items(0..<15)))
        try view.drag(to: CGPoint(x: 0, y: 610))
        // Lines 5 to 9 (y 550 to 1,090) meet the bounds from 610 to 1,090.
        expect(view).to(haveVisibleItems(items(15..<30)))
        let to = gatherFailingExpectations(silently: true) { expect(view).to(haveVisibleItems(items(0..<1))) }
        #expect(to.map(\.message.stringValue) == ["expected to have visible items [0, 0], got <CollectionView> (items within the bounds: \(items(15..<30).map { "[0, \($0.item)]" }.joined(separator: ", ")); contentOffset: (0, 610))"])
    }
}
