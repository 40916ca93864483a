import Foundation
import Lark
import Testing

/// One section of `count` items, relying on the data source's default section count.
@MainActor
private final class OneSection: CollectionViewDataSource {
    let count: Int
    init(_ count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell(frame: .zero)
    }
}

@Suite @MainActor struct CollectionViewScrollingTests {
    @Test func scrollToItemPlacesTheItemWhereAskedWithinRange() {
        let gallery = Gallery()
        let view = gallery.collectionView
        let item = IndexPath(item: 12, section: 0)  // line 4, y 440 to 540
        view.scrollToItem(at: item, at: .top, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 440))
        view.scrollToItem(at: item, at: .bottom, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 60))
        view.scrollToItem(at: item, at: .centeredVertically, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 250))
        // The last line cannot come to the top: the offset stops at 1,300 - 480.
        view.scrollToItem(at: IndexPath(item: 3, section: 1), at: .top, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 820))
        // Already in sight: no movement.
        view.scrollToItem(at: IndexPath(item: 0, section: 1), at: [], animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 820))
        #expect(gallery.recorder.calls == [])
    }

    @Test func aMissingItemIsNotScrolledToAndWarns() {
        let gallery = Gallery()
        let warnings = ModelWarnings.capture {
            gallery.collectionView.scrollToItem(at: IndexPath(item: 4, section: 1), at: .top, animated: false)
        }
        #expect(warnings.count == 1)
        #expect(gallery.collectionView.contentOffset == .zero)
    }

    @Test func emptySectionsTakeOnlyTheirInsetsAndTheDefaultIsOneSection() {
        let gallery = Gallery(counts: [0, 3, 0, 1])
        gallery.layout.sectionInset = EdgeInsets(top: 8, left: 0, bottom: 2, right: 0)
        let view = gallery.collectionView
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 3))?.frame == CGRect(x: 0, y: 10 + 110 + 10 + 8, width: 100, height: 100))
        #expect(view.contentSize == CGSize(width: 320, height: 240))

        let single = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let source = OneSection(7)
        single.dataSource = source
        #expect(single.numberOfSections == 1)
        // 50-point items 10 apart: one to a 100-point line; 7 lines of 50 and 6 gaps.
        #expect(single.contentSize == CGSize(width: 100, height: 410))
        #expect(single.indexPathsForItemsInBounds == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    }

    @Test func aTapWhoseHighlightIsRefusedNeverHighlightsTheCell() throws {
        let gallery = Gallery()
        let item = IndexPath(item: 0, section: 0)
        let cell = try gallery.collectionView.fetchCell(at: item)
        gallery.recorder.refuseHighlight = [item]
        try gallery.collectionView.selectItem(at: item)
        #expect(gallery.recorder.highlightedDuringDidHighlight == nil)
        #expect(!cell.isHighlighted && !cell.isSelected)
    }

    @Test func programmaticSelectionScrollsOnlyWhenAskedAndNotWithoutSelection() {
        let gallery = Gallery()
        let view = gallery.collectionView
        let far = IndexPath(item: 29, section: 0)
        view.selectItem(at: far, animated: false, scrollPosition: [])
        #expect(view.contentOffset == .zero)
        view.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [])
        view.allowsSelection = false
        view.selectItem(at: far, animated: false, scrollPosition: .bottom)
        #expect(view.indexPathsForSelectedItems == [])
        #expect(view.contentOffset == .zero)
        view.allowsSelection = true
        view.selectItem(at: far, animated: false, scrollPosition: .bottom)
        #expect(view.indexPathsForSelectedItems == [far])
        #expect(view.contentOffset == CGPoint(x: 0, y: 1_090 - 480))
    }
}
