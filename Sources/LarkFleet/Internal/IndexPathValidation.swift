import Foundation
import LarkUI

extension TableView {
    /// "row 3 in section 0", or the raw path for a malformed one.
    func fleetDescribe(_ indexPath: IndexPath) -> String {
        indexPath.count == 2 ? "row \(indexPath.row) in section \(indexPath.section)" : "index path \(indexPath)"
    }

    /// Checks that `indexPath` addresses an existing row (negative indices included); `attempt`
    /// starts the message, e.g. "Cannot select row 3 in section 0 of TableView".
    func fleetValidate(_ indexPath: IndexPath, attempt: String) throws(Fleet.TableViewError) {
        guard indexPath.count == 2 else {
            throw Fleet.TableViewError(
                kind: .malformedIndexPath,
                attempted: attempt, reason: "Index path \(indexPath) is not a row index path", remedy: "Use IndexPath(row:section:)")
        }
        let sections = numberOfSections
        guard indexPath.section >= 0, indexPath.section < sections else {
            throw Fleet.TableViewError(
                kind: .noSuchSection,
                attempted: attempt, reason: "Table view has no section \(indexPath.section)", remedy: available(sections, "section"))
        }
        let rows = numberOfRows(inSection: indexPath.section)
        guard indexPath.row >= 0, indexPath.row < rows else {
            throw Fleet.TableViewError(
                kind: .noSuchRow,
                attempted: attempt, reason: "Table view has no row \(indexPath.row) in section \(indexPath.section)", remedy: available(rows, "row", where: " in that section"))
        }
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

extension TableView {
    /// The refusal of a table without a data source, naming the likely cause when the table is in
    /// no view hierarchy: the controller that sets the data source in `viewDidLoad` never loaded
    /// its view.
    func fleetNoDataSource(_ attempt: String, toDo action: String) -> Fleet.TableViewError {
        guard superview == nil else {
            return Fleet.TableViewError(kind: .noDataSource, attempted: attempt, reason: "Data source required to \(action)", remedy: "Set the table view's dataSource first")
        }
        return Fleet.TableViewError(
            kind: .noDataSource, attempted: attempt,
            reason: "Data source required to \(action), and the table view is in no view hierarchy: the view of the controller that would set its data source was never loaded (viewDidLoad did not run)",
            remedy: "Show the controller first (Fleet.setAsAppWindowRoot, or loadViewIfNeeded()), or set the table view's dataSource")
    }
}
