import Foundation

/// Takes part in a collection view's highlighting and selection, like `UICollectionViewDelegate`.
/// Every method is optional, with UIKit's defaults: the `should` methods return true, the rest do
/// nothing.
///
/// It refines `ScrollViewDelegate`, as UIKit's protocol does, so that it is set through the
/// scroll view's one `delegate` property: `collectionView.delegate = self`.
///
/// The model's programmatic `selectItem`/`deselectItem` call none of these (as in UIKit); whoever
/// acts for the user does. Use `OptionalMethod.call` to learn whether a method is implemented.
@preconcurrency @MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Whether the item highlights when touched. Default: true.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item was highlighted. Default: nothing.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight was removed. Default: nothing.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the item may be selected. Default: true.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The item was selected. Default: nothing.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether the item may be deselected. Default: true.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The item was deselected. Default: nothing.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// Called before a cell shows. Default: nothing.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// Called after a cell left the screen. Default: nothing.
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// Called before a supplementary view shows. Default: nothing.
    func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath)
    /// Called after a supplementary view left the screen. Default: nothing.
    func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView, forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// Where an item being moved may go. Default: where proposed.
    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
    /// Whether a two-finger pan may start multiple selection. Default: false.
    func collectionView(_ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// Whether the item can take focus. Default: true.
    func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
    /// The context menu of items, asked when a user long-presses one at `point`. Default: nil.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> ContextMenuConfiguration?
    /// The context menu of an item (iOS 13 to 15). Default: nil.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration?

}

extension CollectionViewDelegate {
    /// Default: true.
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        OptionalMethod.defaultUsed()
        return true
    }

    /// Default: does nothing.
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        OptionalMethod.defaultUsed()
    }

    /// Default: does nothing.
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        OptionalMethod.defaultUsed()
    }

    /// Default: true.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        OptionalMethod.defaultUsed()
        return true
    }

    /// Default: does nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        OptionalMethod.defaultUsed()
    }

    /// Default: true.
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        OptionalMethod.defaultUsed()
        return true
    }

    /// Default: does nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        OptionalMethod.defaultUsed()
    }

    /// Default: does nothing.
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        OptionalMethod.defaultUsed()
    }

    /// Default: does nothing.
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        OptionalMethod.defaultUsed()
    }

    /// Default: does nothing.
    public func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath) {
        OptionalMethod.defaultUsed()
    }

    /// Default: does nothing.
    public func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView, forElementOfKind elementKind: String, at indexPath: IndexPath) {
        OptionalMethod.defaultUsed()
    }

    /// Default: the proposed index path.
    public func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        OptionalMethod.defaultUsed()
        return proposedIndexPath
    }

    /// Default: false.
    public func collectionView(_ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        OptionalMethod.defaultUsed()
        return false
    }

    /// Default: true.
    public func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        OptionalMethod.defaultUsed()
        return true
    }

    /// Default: nil.
    public func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> ContextMenuConfiguration? {
        OptionalMethod.defaultUsed()
        return nil
    }

    /// Default: nil.
    public func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration? {
        OptionalMethod.defaultUsed()
        return nil
    }

}
