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
}
