import Foundation

/// The sections and items a diffable data source shows, in order, like UIKit's
/// `NSDiffableDataSourceSnapshot`. A value: edit a copy, then `apply` it.
///
/// Where UIKit raises (an identifier added twice, or an unknown section or item named), the
/// running test fails, saying which, and the snapshot is left unchanged.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// Items marked for reload since the snapshot was made.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// Items marked for reconfiguring since the snapshot was made.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// Sections marked for reload since the snapshot was made.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    /// How many items, in all sections.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    /// How many sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// How many items `section` has (0 for an unknown section, with a failure).
    public func numberOfItems(inSection section: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: section).count
    }

    /// The items of `section`, in order.
    public func itemIdentifiers(inSection section: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = indexOfSection(section) else {
            fault("has no section \(section)")
            return []
        }
        return sections[index].items
    }

    /// The section holding `item`, if any.
    public func sectionIdentifier(containingItem item: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(item) }?.id
    }

    /// `item`'s position among all items, if present.
    public func indexOfItem(_ item: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: item) }

    /// `section`'s position, if present.
    public func indexOfSection(_ section: SectionIdentifierType) -> Int? { sections.firstIndex { $0.id == section } }

    /// The item at an index path, if any.
    public func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]), sections[indexPath[0]].items.indices.contains(indexPath[1]) else { return nil }
        return sections[indexPath[0]].items[indexPath[1]]
    }

    /// The index path of `item`, if present.
    public func indexPath(for item: ItemIdentifierType) -> IndexPath? {
        for (s, section) in sections.enumerated() {
            if let i = section.items.firstIndex(of: item) { return IndexPath(indexes: [s, i]) }
        }
        return nil
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard newSections(identifiers) else { return }
        sections += identifiers.map { ($0, []) }
    }

    /// Inserts sections before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard newSections(identifiers), let index = existingSection(toIdentifier) else { return }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
    }

    /// Inserts sections after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard newSections(identifiers), let index = existingSection(toIdentifier) else { return }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index + 1)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        guard identifiers.allSatisfy({ existingSection($0) != nil }) else { return }
        sections.removeAll { identifiers.contains($0.id) }
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        guard let from = existingSection(identifier), existingSection(toIdentifier) != nil else { return }
        let moved = sections.remove(at: from)
        sections.insert(moved, at: indexOfSection(toIdentifier)!)
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        guard let from = existingSection(identifier), existingSection(toIdentifier) != nil else { return }
        let moved = sections.remove(at: from)
        sections.insert(moved, at: indexOfSection(toIdentifier)! + 1)
    }

    /// Marks sections for reload.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        guard identifiers.allSatisfy({ existingSection($0) != nil }) else { return }
        reloadedSectionIdentifiers += identifiers
    }

    // MARK: Items

    /// Adds items at the end of `section`, or of the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard newItems(identifiers) else { return }
        let index: Int
        if let section {
            guard let found = existingSection(section) else { return }
            index = found
        } else {
            guard !sections.isEmpty else {
                fault("has no section to append items to; append a section first")
                return
            }
            index = sections.count - 1
        }
        sections[index].items += identifiers
    }

    /// Inserts items before `beforeIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard newItems(identifiers), let (s, i) = existingItem(beforeIdentifier) else { return }
        sections[s].items.insert(contentsOf: identifiers, at: i)
    }

    /// Inserts items after `afterIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard newItems(identifiers), let (s, i) = existingItem(afterIdentifier) else { return }
        sections[s].items.insert(contentsOf: identifiers, at: i + 1)
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        guard identifiers.allSatisfy({ existingItem($0) != nil }) else { return }
        for index in sections.indices { sections[index].items.removeAll { identifiers.contains($0) } }
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() {
        sections.removeAll()
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard let (s, i) = existingItem(identifier), existingItem(toIdentifier) != nil else { return }
        sections[s].items.remove(at: i)
        let (ts, ti) = existingItem(toIdentifier)!
        sections[ts].items.insert(identifier, at: ti)
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard let (s, i) = existingItem(identifier), existingItem(toIdentifier) != nil else { return }
        sections[s].items.remove(at: i)
        let (ts, ti) = existingItem(toIdentifier)!
        sections[ts].items.insert(identifier, at: ti + 1)
    }

    /// Marks items for reload.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard identifiers.allSatisfy({ existingItem($0) != nil }) else { return }
        reloadedItemIdentifiers += identifiers
    }

    /// Marks items for reconfiguring.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard identifiers.allSatisfy({ existingItem($0) != nil }) else { return }
        reconfiguredItemIdentifiers += identifiers
    }

    // MARK: Checks (UIKit raises where these fail the test)

    private func newSections(_ identifiers: [SectionIdentifierType]) -> Bool {
        var seen = Set(sectionIdentifiers)
        for identifier in identifiers where !seen.insert(identifier).inserted {
            fault("already has section \(identifier); section identifiers must be unique")
            return false
        }
        return true
    }

    private func newItems(_ identifiers: [ItemIdentifierType]) -> Bool {
        var seen = Set(itemIdentifiers)
        for identifier in identifiers where !seen.insert(identifier).inserted {
            fault("already has item \(identifier); item identifiers must be unique")
            return false
        }
        return true
    }

    private func existingSection(_ identifier: SectionIdentifierType) -> Int? {
        guard let index = indexOfSection(identifier) else {
            fault("has no section \(identifier)")
            return nil
        }
        return index
    }

    private func existingItem(_ identifier: ItemIdentifierType) -> (Int, Int)? {
        for (s, section) in sections.enumerated() {
            if let i = section.items.firstIndex(of: identifier) { return (s, i) }
        }
        fault("has no item \(identifier)")
        return nil
    }

    private func fault(_ problem: String) {
        modelFault("The snapshot \(problem) (UIKit raises here; the snapshot is unchanged).")
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
