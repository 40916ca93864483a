import Foundation

/// The answers of `TableViewController` and `CollectionViewController` where a subclass overrides
/// nothing. Those controllers declare every data-source and delegate method in their bodies, so
/// that a subclass can `override` it and call `super`, and forward it here. This object implements
/// only the required methods (no rows, no items), so every other call runs the protocol
/// extension's default, which reports itself to `OptionalMethod`: the defaults are written once,
/// and a method no subclass overrides still counts as not implemented.
@MainActor
final class ListViewControllerDefaults: TableViewDataSource, TableViewDelegate, CollectionViewDataSource, CollectionViewDelegate {
    static let shared = ListViewControllerDefaults()

    /// No rows.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A plain cell (never asked for while there are no rows).
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }

    /// No items.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A plain cell (never asked for while there are no items).
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell(frame: .zero)
    }
}
