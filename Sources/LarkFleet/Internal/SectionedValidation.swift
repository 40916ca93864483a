import Foundation
import LarkUI

// Tables and collection views refuse a bad index path, a missing data source and a cell of the
// wrong type in the same words; this file is the one place that says them.

/// The kinds of a helper family over sectioned data (`TableViewErrorKind`,
/// `CollectionViewErrorKind`).
protocol SectionedRefusalKind: Fleet.RefusalKind {
    /// The view has no data source.
    static var noDataSource: Self { get }
    /// The index path does not have exactly two indices.
    static var malformedIndexPath: Self { get }
    /// The section does not exist.
    static var noSuchSection: Self { get }
    /// The row or item does not exist in its section.
    static var noSuchElement: Self { get }
    /// The cell is not of the requested type.
    static var wrongCellType: Self { get }
}

extension Fleet.TableViewErrorKind: SectionedRefusalKind {
    static var noSuchElement: Self { .noSuchRow }
}

extension Fleet.CollectionViewErrorKind: SectionedRefusalKind {
    static var noSuchElement: Self { .noSuchItem }
}

/// A table or collection view, as the checks read it.
@MainActor
protocol SectionedView: View {
    /// The kinds of the family's error.
    associatedtype FleetKind: SectionedRefusalKind
    /// `TableViewCell`, `CollectionViewCell`.
    associatedtype FleetCell: View
    /// "Table view", "Collection view".
    static var fleetNoun: String { get }
    /// "row", "item".
    static var fleetElement: String { get }
    /// Whether a data source is set.
    var fleetHasDataSource: Bool { get }
    /// The number of sections the data source reports.
    var numberOfSections: Int { get }
    /// The number of rows or items the data source reports in `section`.
    func fleetCount(inSection section: Int) -> Int
    /// The cell the view shows for an existing row or item, made by the data source when the
    /// view has made none; nil when there is no data source to make it.
    func fleetCell(at indexPath: IndexPath) -> FleetCell?
}

extension TableView: SectionedView {
    typealias FleetKind = Fleet.TableViewErrorKind
    static var fleetNoun: String { "Table view" }
    static var fleetElement: String { "row" }
    var fleetHasDataSource: Bool { dataSource != nil }
    func fleetCount(inSection section: Int) -> Int { numberOfRows(inSection: section) }
    func fleetCell(at indexPath: IndexPath) -> TableViewCell? {
        cellForRow(at: indexPath) ?? dataSource?.tableView(self, cellForRowAt: indexPath)
    }
}

extension CollectionView: SectionedView {
    typealias FleetKind = Fleet.CollectionViewErrorKind
    static var fleetNoun: String { "Collection view" }
    static var fleetElement: String { "item" }
    var fleetHasDataSource: Bool { dataSource != nil }
    func fleetCount(inSection section: Int) -> Int { numberOfItems(inSection: section) }
    func fleetCell(at indexPath: IndexPath) -> CollectionViewCell? {
        cellForItem(at: indexPath) ?? dataSource?.collectionView(self, cellForItemAt: indexPath)
    }
}

extension SectionedView {
    /// "row 3 in section 0", or the raw path for a malformed one.
    func fleetDescribe(_ indexPath: IndexPath) -> String {
        indexPath.count == 2 ? "\(Self.fleetElement) \(indexPath[1]) in section \(indexPath.section)" : "index path \(indexPath)"
    }

    /// Checks that `indexPath` addresses an existing row or item (negative indices included);
    /// `attempt` starts the message, e.g. "Cannot select row 3 in section 0 of TableView".
    func fleetValidate(_ indexPath: IndexPath, attempt: String) throws(Fleet.Refusal<FleetKind>) {
        let element = Self.fleetElement
        guard indexPath.count == 2 else {
            throw Fleet.Refusal(
                kind: .malformedIndexPath, attempted: attempt,
                reason: "Index path \(indexPath) is not \(element == "item" ? "an" : "a") \(element) index path", remedy: "Use IndexPath(\(element):section:)")
        }
        let sections = numberOfSections
        guard indexPath.section >= 0, indexPath.section < sections else {
            throw Fleet.Refusal(
                kind: .noSuchSection, attempted: attempt,
                reason: "\(Self.fleetNoun) has no section \(indexPath.section)", remedy: available(sections, "section"))
        }
        let count = fleetCount(inSection: indexPath.section)
        guard indexPath[1] >= 0, indexPath[1] < count else {
            throw Fleet.Refusal(
                kind: .noSuchElement, attempted: attempt,
                reason: "\(Self.fleetNoun) has no \(element) \(indexPath[1]) in section \(indexPath.section)",
                remedy: available(count, element, where: " in that section"))
        }
    }

    /// The refusal of a view without a data source, naming the likely cause when the view is in
    /// no view hierarchy: the controller that sets the data source in `viewDidLoad` never loaded
    /// its view.
    func fleetNoDataSource(_ attempt: String, toDo action: String) -> Fleet.Refusal<FleetKind> {
        let noun = Self.fleetNoun.lowercased()
        guard superview == nil else {
            return Fleet.Refusal(kind: .noDataSource, attempted: attempt, reason: "Data source required to \(action)", remedy: "Set the \(noun)'s dataSource first")
        }
        return Fleet.Refusal(
            kind: .noDataSource, attempted: attempt,
            reason: "Data source required to \(action), and the \(noun) is in no view hierarchy: the view of the controller that would set its data source was never loaded (viewDidLoad did not run)",
            remedy: "Show the controller first (Fleet.setAsAppWindowRoot, or loadViewIfNeeded()), or set the \(noun)'s dataSource")
    }

    /// The data-source check, then the index-path check.
    func fleetValidate(_ indexPath: IndexPath, attempt: String, toDo action: String) throws(Fleet.Refusal<FleetKind>) {
        guard fleetHasDataSource else { throw fleetNoDataSource(attempt, toDo: action) }
        try fleetValidate(indexPath, attempt: attempt)
    }

    /// `fetchCell(at:)`: the checks, then the cell.
    func fleetFetchCell(at indexPath: IndexPath) throws(Fleet.Refusal<FleetKind>) -> FleetCell {
        let attempt = "Cannot fetch the cell at \(fleetDescribe(indexPath)) of \(description)"
        try fleetValidate(indexPath, attempt: attempt, toDo: "fetch cells")
        // The data source counted the rows, so it is there unless counting cleared it.
        guard let cell = fleetCell(at: indexPath) else { throw fleetNoDataSource(attempt, toDo: "fetch cells") }
        return cell
    }

    /// `fetchCell(at:asType:)`: `fetchCell(at:)`, refusing a cell that is not a `T`.
    func fleetFetchCell<T>(at indexPath: IndexPath, as wanted: T.Type) throws(Fleet.Refusal<FleetKind>) -> T {
        let cell = try fleetFetchCell(at: indexPath)
        if let typed = cell as? T { return typed }
        let found = String(describing: Swift.type(of: cell)), place = "\(fleetDescribe(indexPath)) of \(description)"
        throw Fleet.Refusal(
            kind: .wrongCellType,
            attempted: "Cannot fetch the cell at \(place) as `\(wanted)`",
            reason: "Cell at \(place) is of type `\(found)` (wanted `\(wanted)`)",
            remedy: "Ask for `\(found)`, or make the data source return a `\(wanted)` for that \(Self.fleetElement)")
    }
}

/// "It has 21 rows in that section; use one from 0 to 20, or make the data source report more"
private func available(_ number: Int, _ noun: String, where place: String = "") -> String {
    guard number > 0 else { return "It has no \(noun)s\(place): its data source reports none; make it report some" }
    return "It has \(count(number, noun))\(place); use one from 0 to \(number - 1), or make the data source report more"
}

/// "1 row", "21 rows", "0 sections".
func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
}

/// `'One', 'Two'` or `none`, for messages listing what exists.
func quotedList(_ items: [String]) -> String {
    items.isEmpty ? "none" : items.map { "'\($0)'" }.joined(separator: ", ")
}
