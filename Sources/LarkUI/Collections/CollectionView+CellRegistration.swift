import Foundation

extension CollectionView {
    /// A cell class and how to configure it for an item, like `UICollectionView.CellRegistration`.
    /// Dequeue with `dequeueConfiguredReusableCell(using:for:item:)`; the class is registered
    /// with the collection view on first use, under an identifier of the registration's own.
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Configures a dequeued cell for an item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let reuseIdentifier: String
        let handler: Handler

        /// A registration configuring cells with `handler`.
        public init(handler: @escaping Handler) {
            reuseIdentifier = "\(Cell.self)-registration-\(UUID().uuidString)"
            self.handler = handler
        }
    }

    /// A cell of the registration's class for `item`, configured by its handler.
    public func dequeueConfiguredReusableCell<Cell: CollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if !hasRegistration(forReuseIdentifier: registration.reuseIdentifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        // Registered as `Cell` just above, so the collection view made a `Cell`.
        guard let cell = dequeued as? Cell else {
            modelFault("dequeueConfiguredReusableCell made a \(type(of: dequeued)), not the registration's \(Cell.self).")
            return Cell(_registeredFrame: dequeued.frame)
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
}
