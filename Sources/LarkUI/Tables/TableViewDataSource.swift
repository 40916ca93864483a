import Foundation

/// Supplies a table view's rows, like `UITableViewDataSource`. The row count and the cell are
/// required; the rest are optional with UIKit's defaults (one section, every row editable).
@preconcurrency @MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row; usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The number of sections. Default: 1.
    func numberOfSections(in tableView: TableView) -> Int
    /// A section header title. Default: nil.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// A section footer title. Default: nil.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether a row can be edited (swiped). Default: true.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Commits an insertion or deletion. Default: nothing.
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether a row can be moved. Default: false.
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Moves a row's data. Default: nothing.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of the section index. Default: nil.
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    /// The section an index title jumps to. Default: `index`.
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int

}

extension TableViewDataSource {
    /// Default: 1.
    public func numberOfSections(in tableView: TableView) -> Int {
        OptionalMethod.defaultUsed()
        return 1
    }

    /// Default: nil.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        OptionalMethod.defaultUsed()
        return nil
    }

    /// Default: nil.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        OptionalMethod.defaultUsed()
        return nil
    }

    /// Default: true.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        OptionalMethod.defaultUsed()
        return true
    }

    /// Default: does nothing.
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        OptionalMethod.defaultUsed()
    }

    /// Default: false.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        OptionalMethod.defaultUsed()
        return false
    }

    /// Default: does nothing.
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        OptionalMethod.defaultUsed()
    }

    /// Default: nil.
    public func sectionIndexTitles(for tableView: TableView) -> [String]? {
        OptionalMethod.defaultUsed()
        return nil
    }

    /// Default: `index`.
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        OptionalMethod.defaultUsed()
        return index
    }

}
