import Foundation

/// A collection view's data source driven by snapshots, like `UICollectionViewDiffableDataSource`:
/// `apply` a snapshot and the collection view shows its sections and items, each cell made by
/// `cellProvider`. Keep a strong reference: the collection view holds its data source weakly.
@MainActor
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: CollectionViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `collectionView` (it becomes the collection view's `dataSource`).
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// Shows `snapshot` now (the model does not animate), then calls `completion`.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }

    /// Shows `snapshot` by reloading the collection view, then calls `completion`.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// A copy of the snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item at `indexPath`, if any.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    /// Where `identifier` is shown, if it is.
    open func indexPath(for identifier: ItemIdentifierType) -> IndexPath? { current.indexPath(for: identifier) }

    /// The section at `index`, if any.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The sections of the snapshot.
    public func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    /// The items of a section of the snapshot.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let identifier = sectionIdentifier(for: section) else { return 0 }
        return current.numberOfItems(inSection: identifier)
    }

    /// The cell `cellProvider` makes. Where it returns nil UIKit raises: the test fails, saying
    /// so, and a plain cell stands in.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else { return CollectionViewCell(frame: .zero) }
        if let cell = cellProvider(collectionView, indexPath, item) { return cell }
        modelFault("The diffable data source's cell provider returned nil for item \(item) at \(indexPath); it must return a cell.")
        return CollectionViewCell(frame: .zero)
    }
}

/// A table view's data source driven by snapshots, like `UITableViewDiffableDataSource`.
/// Keep a strong reference: the table holds its data source weakly.
@MainActor
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: TableViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// How row changes animate (recorded; nothing animates).
    open var defaultRowAnimation: TableView.RowAnimation = .automatic

    /// A data source for `tableView` (it becomes the table's `dataSource`).
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// Shows `snapshot` now, then calls `completion`.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    /// A copy of the snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item at `indexPath`, if any.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    /// Where `identifier` is shown, if it is.
    open func indexPath(for identifier: ItemIdentifierType) -> IndexPath? { current.indexPath(for: identifier) }

    /// The sections of the snapshot.
    public func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    /// The rows of a section of the snapshot.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        guard current.sectionIdentifiers.indices.contains(section) else { return 0 }
        return current.numberOfItems(inSection: current.sectionIdentifiers[section])
    }

    /// The cell `cellProvider` makes; nil fails the test, as UIKit raises, and a plain cell stands in.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = itemIdentifier(for: indexPath) else { return TableViewCell() }
        if let cell = cellProvider(tableView, indexPath, item) { return cell }
        modelFault("The diffable data source's cell provider returned nil for item \(item) at \(indexPath); it must return a cell.")
        return TableViewCell()
    }
}
