import Foundation
import LarkUI

extension CollectionView {
    /// Taps the item at `indexPath` as a user would, with UIKit's callbacks. It acts on items
    /// outside the visible area too (scroll first, or tap the cell, to test what a user can reach).
    ///
    /// Refused, with nothing changed and no delegate method called, when there is no data source,
    /// when the section or item does not exist, when `allowsSelection` is false, or when a touch
    /// would not reach the collection view (`View.touchProblem`).
    ///
    /// The order (docs/helpers.md, "Collection views"):
    /// 1. `shouldHighlightItemAt`: false ends the tap silently (nothing else is called, nothing
    ///    changes), as UIKit ignores it.
    /// 2. The cell (if produced) highlights, `didHighlightItemAt`; the finger lifts, the cell
    ///    unhighlights, `didUnhighlightItemAt`.
    /// 3. Multiple selection, the item selected: `shouldDeselectItemAt` (false: stop), deselect,
    ///    `didDeselectItemAt`.
    /// 4. Otherwise `shouldSelectItemAt` (false: stop, the selection is unchanged); in single
    ///    selection every other selected item is deselected with `didDeselectItemAt` (not asked
    ///    `shouldDeselectItemAt`, as in UIKit); the item is selected; `didSelectItemAt`.
    ///
    /// - Throws: `Fleet.CollectionViewError`.
    public func selectItem(at indexPath: IndexPath, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.CollectionViewError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.CollectionViewError) in
            try fleetCheckTap(indexPath, attempt: "Cannot select \(fleetDescribe(indexPath)) of \(description)")
            fleetTap(indexPath)
        }
    }

    /// Taps a selected item of a multiple-selection collection view as a user would, to deselect
    /// it: the tap of `selectItem(at:)`, which toggles a selected item off through
    /// `shouldDeselectItemAt` and `didDeselectItemAt`.
    ///
    /// - Throws: `Fleet.CollectionViewError`: the refusals of `selectItem(at:)`, `.notSelected`
    ///   when the item is not selected, `.singleSelection` when `allowsMultipleSelection` is false
    ///   (a user's tap cannot deselect there).
    public func deselectItem(at indexPath: IndexPath, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.CollectionViewError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.CollectionViewError) in
            let attempt = "Cannot deselect \(fleetDescribe(indexPath)) of \(description)"
            try fleetCheckTap(indexPath, attempt: attempt)
            let selected = indexPathsForSelectedItems ?? []
            guard selected.contains(indexPath) else {
                let list = selected.isEmpty ? "none is" : selected.map(fleetDescribe).joined(separator: ", ") + (selected.count == 1 ? " is" : " are")
                throw Fleet.CollectionViewError(
                    kind: .notSelected, attempted: attempt,
                    reason: "The item is not selected (selected: \(list))", remedy: "Select it first, or deselect a selected item")
            }
            guard allowsMultipleSelection else {
                throw Fleet.CollectionViewError(
                    kind: .singleSelection, attempted: attempt,
                    reason: "Collection view allows single selection only, where tapping the selected item keeps it selected",
                    remedy: "Set allowsMultipleSelection = true, or select another item")
            }
            fleetTap(indexPath)
        }
    }

    /// The tap itself, once every check passed.
    private func fleetTap(_ indexPath: IndexPath) {
        let delegate = collectionDelegate
        if let delegate, !delegate.collectionView(self, shouldHighlightItemAt: indexPath) { return }
        let cell = visibleCells.first { self.indexPath(for: $0) == indexPath }
        cell?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        cell?.isHighlighted = false
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)

        let selected = indexPathsForSelectedItems ?? []
        if allowsMultipleSelection, selected.contains(indexPath) {
            if let delegate, !delegate.collectionView(self, shouldDeselectItemAt: indexPath) { return }
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        if let delegate, !delegate.collectionView(self, shouldSelectItemAt: indexPath) { return }
        if !allowsMultipleSelection {
            for old in selected where old != indexPath {
                deselectItem(at: old, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
