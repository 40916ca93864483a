import Foundation
import LarkExpect
import LarkUI

/// Passes when the items the subject collection view's layout places within its bounds (any
/// part of them) are exactly `indexPaths` (order and repeats do not matter): what a user
/// scrolled there sees, the collection view itself being on screen.
///
/// ```swift
/// try photos.drag(to: CGPoint(x: 0, y: 880))
/// expect(photos).to(haveVisibleItems((24..<30).map { IndexPath(item: $0, section: 0) }))
/// ```
///
/// A failure lists the items within the bounds and the content offset:
/// `expected to have visible items [0, 20], got <CollectionView> (items within the bounds: [0, 0], [0, 1]; contentOffset: (0, 0))`.
@MainActor
public func haveVisibleItems<T: CollectionView>(_ indexPaths: [IndexPath]) -> LarkExpect.Predicate<T> {
    let wanted = Set(indexPaths)
    return subjectPredicate({ "have visible items \(collectionItemList(wanted.sorted()))" }) { (subject: T) in
        let shown = subject.indexPathsForItemsInBounds
        let offset = subject.contentOffset
        return Verdict(Set(shown) == wanted, facts: "items within the bounds: \(collectionItemList(shown)); contentOffset: (\(exactNumber(offset.x)), \(exactNumber(offset.y)))")
    }
}
