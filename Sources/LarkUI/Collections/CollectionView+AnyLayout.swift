import Foundation

extension CollectionView {
    /// A collection view with any layout. The model lays out flow layouts (compositional and
    /// list layouts are ones); another layout class is laid out as a default flow layout, and a
    /// model warning says so.
    public convenience init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        if let flow = layout as? CollectionViewFlowLayout {
            self.init(frame: frame, collectionViewLayout: flow)
        } else {
            self.init(frame: frame, collectionViewLayout: CollectionViewFlowLayout())
            modelWarning("\(type(of: layout)) is not a flow layout: the model lays it out as a default CollectionViewFlowLayout.", window: window)
        }
    }
}
