import Foundation
import LarkExpect
import LarkUI

/// Passes when the subject collection view's selected items are exactly `indexPaths` (order and
/// repeats do not matter).
///
/// ```swift
/// try photos.selectItem(at: IndexPath(item: 2, section: 0))
/// expect(photos).to(haveSelectedItems([IndexPath(item: 2, section: 0)]))
/// ```
///
/// A failure lists the selected items:
/// `expected to have selected items [0, 2], got <CollectionView> (selected: [0, 1])`.
@MainActor
public func haveSelectedItems<T: CollectionView>(_ indexPaths: [IndexPath]) -> LarkExpect.Predicate<T> {
    let wanted = Set(indexPaths)
    return subjectPredicate({ "have selected items \(collectionItemList(wanted.sorted()))" }) { (subject: T) in
        let selected = subject.indexPathsForSelectedItems ?? []
        return Verdict(Set(selected) == wanted, facts: "selected: \(collectionItemList(selected))")
    }
}

/// `[0, 1], [0, 2]`, or `none`.
func collectionItemList(_ paths: [IndexPath]) -> String {
    paths.isEmpty ? "none" : paths.map { "[\($0.map(String.init).joined(separator: ", "))]" }.joined(separator: ", ")
}
