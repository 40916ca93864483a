import Foundation
import Lark

// Bench cases for scrolling a scroll view that holds 10,000 subviews. A drag changes one offset
// and walks up from the scroll view once, so its cost must not grow with what it holds.
//
// * drag_10k_subviews: one `drag(to:)` per op, alternating between two offsets.
// * scrollvisible_10k: one `scrollToVisible(_:)` per op, alternating between the first and the
//   last of the subviews (each call scrolls).

func scrollCases() -> [BenchCase] {
    [
        BenchCase(name: "drag_10k_subviews", failing: false, run: dragPerOp, floor: floorDragPerOp),
        BenchCase(name: "scrollvisible_10k", failing: false, run: scrollToVisiblePerOp, floor: floorDragPerOp),
    ]
}

/// A 320 x 480 scroll view in a key window holding 10,000 rows of 44 points.
@MainActor
final class BenchFeed {
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let rows: [View]

    init() {
        rows = (0..<10_000).map { View(frame: CGRect(x: 0, y: CGFloat($0) * 44, width: 320, height: 44)) }
        rows.forEach(scrollView.addSubview)
        scrollView.contentSize = CGSize(width: 320, height: 440_000)
    }

    static let shared = BenchFeed()
}

@inline(never) func dragPerOp(_ d: BenchData, _ n: Int) -> Int {
    MainActor.assumeIsolated {
        let feed = BenchFeed.shared
        for i in 0..<n { try! feed.scrollView.drag(to: CGPoint(x: 0, y: i % 2 == 0 ? 1_000 : 200_000)) }
        return n
    }
}

/// The hand-written floor: the offset changes, nothing is checked or called.
@inline(never) func floorDragPerOp(_ d: BenchData, _ n: Int) -> Int {
    MainActor.assumeIsolated {
        let feed = BenchFeed.shared
        for i in 0..<n { feed.scrollView.bounds.origin = CGPoint(x: 0, y: i % 2 == 0 ? 1_000 : 200_000) }
        return n
    }
}

@inline(never) func scrollToVisiblePerOp(_ d: BenchData, _ n: Int) -> Int {
    MainActor.assumeIsolated {
        let feed = BenchFeed.shared
        for i in 0..<n { try! feed.scrollView.scrollToVisible(i % 2 == 0 ? feed.rows[0] : feed.rows[9_999]) }
        return n
    }
}

// * select_100k_items: one `selectItem(at:)` per op in a collection view of 100,000 items,
//   alternating between the first and the last item: the cost must not grow with the items.

func collectionCases() -> [BenchCase] {
    [BenchCase(name: "select_100k_items", failing: false, run: selectItemPerOp, floor: floorSelectItemPerOp)]
}

/// A collection view of 100,000 items in one section, each cell made on first request.
@MainActor
final class BenchGrid: CollectionViewDataSource {
    let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    init() {
        collectionView.dataSource = self
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 100_000 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    static let shared = BenchGrid()
}

@inline(never) func selectItemPerOp(_ d: BenchData, _ n: Int) -> Int {
    MainActor.assumeIsolated {
        let grid = BenchGrid.shared
        for i in 0..<n { try! grid.collectionView.selectItem(at: IndexPath(item: i % 2 == 0 ? 0 : 99_999, section: 0)) }
        return n
    }
}

/// The floor: the model's programmatic selection, which checks nothing and calls no delegate.
@inline(never) func floorSelectItemPerOp(_ d: BenchData, _ n: Int) -> Int {
    MainActor.assumeIsolated {
        let grid = BenchGrid.shared
        for i in 0..<n { grid.collectionView.selectItem(at: IndexPath(item: i % 2 == 0 ? 0 : 99_999, section: 0), animated: false, scrollPosition: []) }
        return n
    }
}
