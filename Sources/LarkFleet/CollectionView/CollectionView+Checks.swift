import Foundation
import LarkUI

extension CollectionView {
    /// "item 3 in section 0", or the raw path for a malformed one.
    func fleetDescribe(_ indexPath: IndexPath) -> String {
        indexPath.count == 2 ? "item \(indexPath.item) in section \(indexPath.section)" : "index path \(indexPath)"
    }

    /// Checks that there is a data source and that `indexPath` addresses an existing item
    /// (negative indices included); the refusal lists what exists. Returns the data source.
    @discardableResult
    func fleetValidate(_ indexPath: IndexPath, attempt: String) throws(Fleet.CollectionViewError) -> CollectionViewDataSource {
        guard let dataSource else {
            throw Fleet.CollectionViewError(
                kind: .noDataSource, attempted: attempt, reason: "Data source required to reach items",
                remedy: "Set the collection view's dataSource first (a controller sets it when its view loads: show it or call loadViewIfNeeded())")
        }
        guard indexPath.count == 2 else {
            throw Fleet.CollectionViewError(
                kind: .malformedIndexPath, attempted: attempt,
                reason: "Index path \(indexPath) is not an item index path", remedy: "Use IndexPath(item:section:)")
        }
        let sections = numberOfSections
        guard indexPath.section >= 0, indexPath.section < sections else {
            throw Fleet.CollectionViewError(
                kind: .noSuchSection, attempted: attempt,
                reason: "Collection view has no section \(indexPath.section)", remedy: fleetAvailable(sections, "section"))
        }
        let items = numberOfItems(inSection: indexPath.section)
        guard indexPath.item >= 0, indexPath.item < items else {
            throw Fleet.CollectionViewError(
                kind: .noSuchItem, attempted: attempt,
                reason: "Collection view has no item \(indexPath.item) in section \(indexPath.section)",
                remedy: fleetAvailable(items, "item", where: " in that section"))
        }
        return dataSource
    }

    /// The checks of a user's tap on an item, in order: data source, index path, selection
    /// allowed, then a touch reaching the collection view.
    func fleetCheckTap(_ indexPath: IndexPath, attempt: String) throws(Fleet.CollectionViewError) {
        try fleetValidate(indexPath, attempt: attempt)
        guard allowsSelection else {
            throw Fleet.CollectionViewError(
                kind: .selectionNotAllowed, attempted: attempt,
                reason: "Collection view does not allow selection", remedy: "Set allowsSelection = true")
        }
        if let problem = touchProblem {
            throw Fleet.CollectionViewError(unreachable: problem, attempted: attempt, noun: "Collection view")
        }
    }
}

/// "It has 12 items in that section; use one from 0 to 11, or make the data source report more"
private func fleetAvailable(_ number: Int, _ noun: String, where place: String = "") -> String {
    guard number > 0 else { return "It has no \(noun)s\(place): its data source reports none; make it report some" }
    return "It has \(number) \(noun)\(number == 1 ? "" : "s")\(place); use one from 0 to \(number - 1), or make the data source report more"
}
