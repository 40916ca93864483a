import Foundation
import Lark

/// The failure-message examples of the collection view matcher pages.
enum CollectionMatcherExamples: DocsExampleSource {
    /// `count` items in one section, plain cells.
    final class Photos: CollectionViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            CollectionViewCell(frame: .zero)
        }
    }

    /// A 320 x 480 collection view of 100 x 100 items, 10 apart, over `source`.
    @MainActor static func photos(_ source: Photos) -> CollectionView {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.dataSource = source
        return view
    }

    @MainActor static var examples: [String: DocsExample] {
        [
            // MatcherDocs/haveSelectedItems.md
            #"expect(photos).to(haveSelectedItems([IndexPath(item: 1, section: 0)]))"#: {
                let source = Photos(count: 30)
                let photos = photos(source)
                photos.allowsMultipleSelection = true
                try? photos.selectItem(at: IndexPath(item: 1, section: 0))
                try? photos.selectItem(at: IndexPath(item: 2, section: 0))
                return messages { expect(photos).to(haveSelectedItems([IndexPath(item: 1, section: 0)])) }
            },
            // MatcherDocs/haveVisibleItems.md
            #"expect(photos).to(haveVisibleItems([IndexPath(item: 20, section: 0)]))"#: {
                let source = Photos(count: 30)
                let photos = photos(source)
                return messages { expect(photos).to(haveVisibleItems([IndexPath(item: 20, section: 0)])) }
            },
        ]
    }

    @MainActor private static func messages(_ body: () -> Void) -> [String] {
        gatherFailingExpectations(silently: true, closure: body).map(\.message.stringValue)
    }
}
