import Foundation
import LarkUI

extension CollectionView {
    /// The checks of a user's tap on an item, in order: data source, index path, selection
    /// allowed, then a touch reaching the collection view.
    func fleetCheckTap(_ indexPath: IndexPath, attempt: String) throws(Fleet.CollectionViewError) {
        try fleetValidate(indexPath, attempt: attempt, toDo: "reach items")
        guard allowsSelection else {
            throw Fleet.CollectionViewError(
                kind: .selectionNotAllowed, attempted: attempt,
                reason: "Collection view does not allow selection", remedy: "Set allowsSelection = true")
        }
        if let problem = touchProblem {
            throw Fleet.CollectionViewError(unreachable: problem, attempted: attempt, noun: "Collection view")
        }
    }
}
