import Foundation
import LarkUI

extension CollectionViewCell {
    /// Taps the cell as a user would: a touch must reach it (`View.touchProblem`: a cell scrolled
    /// out of the bounds is out of reach), then its item is tapped through its collection view's
    /// `selectItem(at:)`. Pairs with a query:
    /// `try window.find(CollectionViewCell.self, where: .text("Milk")).tap()`.
    ///
    /// - Throws: `Fleet.CollectionViewError`: `.cellNotInCollectionView` when no collection view
    ///   shows this cell, the touch kinds when a touch would not reach it, and `selectItem(at:)`'s
    ///   errors.
    public func tap(fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.CollectionViewError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.CollectionViewError) in
            let attempt = "Cannot tap \(description)"
            guard let collectionView = ancestors.lazy.compactMap({ $0 as? CollectionView }).first, let indexPath = collectionView.indexPath(for: self) else {
                throw Fleet.CollectionViewError(
                    kind: .cellNotInCollectionView, attempted: attempt, reason: "No collection view shows this cell",
                    remedy: "Tap a cell the collection view produced (cellForItem(at:), or find it on screen)")
            }
            if let problem = touchProblem {
                throw Fleet.CollectionViewError(unreachable: problem, attempted: attempt, noun: "Cell")
            }
            try collectionView.selectItem(at: indexPath)
        }
    }
}
