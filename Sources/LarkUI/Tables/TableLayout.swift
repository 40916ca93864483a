import Foundation

/// Where a table's sections, section headers, rows and section footers sit, measured from the
/// bottom of the table header view: what `rectForRow(at:)`, `indexPathForRow(at:)`, the cells on
/// screen and `contentSize` all read. Built from the heights once, then read by binary search,
/// so a lookup costs the logarithm of the rows, never the rows.
struct TableLayout {
    /// One section: padding above its header, the header, the rows, the footer.
    struct Section {
        var top: CGFloat
        var padding: CGFloat
        var header: CGFloat
        var rows: TableSectionRows
        var footer: CGFloat

        /// Where the header starts (below the padding).
        var headerTop: CGFloat { top + padding }
        /// Where the first row starts.
        var rowsTop: CGFloat { top + padding + header }
        /// Where the footer starts.
        var footerTop: CGFloat { rowsTop + rows.total }
        /// Where the next section starts.
        var bottom: CGFloat { footerTop + footer }
    }

    private(set) var sections: [Section] = []
    /// Whether the delegate answers `tableView(_:heightForRowAt:)` (asked once per build).
    var asksRowHeights = false

    /// The height of every section together.
    var height: CGFloat { sections.last?.bottom ?? 0 }

    /// Appends a section after the last one.
    mutating func append(padding: CGFloat, header: CGFloat, rows: TableSectionRows, footer: CGFloat) {
        sections.append(Section(top: height, padding: padding, header: header, rows: rows, footer: footer))
    }

    /// The top of a row, or nil for a row that is not laid out.
    func rowTop(_ row: Int, inSection section: Int) -> CGFloat? {
        guard sections.indices.contains(section), row >= 0, row < sections[section].rows.count else { return nil }
        return sections[section].rowsTop + sections[section].rows.offset(ofRow: row)
    }

    /// The row whose height covers `y`, or nil (a header, a footer, outside every section).
    func row(at y: CGFloat) -> IndexPath? {
        guard let section = section(at: y) else { return nil }
        let entry = sections[section]
        guard let row = entry.rows.row(at: y - entry.rowsTop) else { return nil }
        return IndexPath(row: row, section: section)
    }

    /// The section whose span covers `y` (the last of several empty ones at the same place).
    func section(at y: CGFloat) -> Int? {
        guard y >= 0, y < height else { return nil }
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].top <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The first row at or below `y` (the one covering it, or the next one after it), or nil
    /// when no row lies there.
    func firstRow(atOrBelow y: CGFloat) -> IndexPath? {
        var section = max(0, self.section(at: y) ?? (y < 0 ? 0 : sections.count))
        while section < sections.count {
            let entry = sections[section]
            let local = y - entry.rowsTop
            if entry.rows.count > 0, local < entry.rows.total {
                let row = local < 0 ? 0 : (entry.rows.row(at: local) ?? 0)
                return IndexPath(row: row, section: section)
            }
            section += 1
        }
        return nil
    }

    /// The row after `indexPath` in table order, or nil after the last.
    func row(after indexPath: IndexPath) -> IndexPath? {
        var section = indexPath.section, row = indexPath.row + 1
        while section < sections.count {
            if row < sections[section].rows.count { return IndexPath(row: row, section: section) }
            section += 1
            row = 0
        }
        return nil
    }

    /// The row before `indexPath` in table order, or nil before the first.
    func row(before indexPath: IndexPath) -> IndexPath? {
        if indexPath.row > 0 { return IndexPath(row: indexPath.row - 1, section: indexPath.section) }
        var section = indexPath.section - 1
        while section >= 0 {
            if sections[section].rows.count > 0 { return IndexPath(row: sections[section].rows.count - 1, section: section) }
            section -= 1
        }
        return nil
    }

    /// Changes one row's height, moving the rows and sections after it.
    mutating func setHeight(_ height: CGFloat, ofRow row: Int, inSection section: Int) {
        guard sections.indices.contains(section) else { return }
        let before = sections[section].rows.total
        sections[section].rows.setHeight(height, ofRow: row)
        let change = sections[section].rows.total - before
        guard change != 0 else { return }
        for later in (section + 1)..<sections.count { sections[later].top += change }
    }
}

/// What a table's layout was built for: when any of it changes, the layout is built again
/// (counts come live from the data source, so a changed count is noticed without a reload).
struct TableLayoutKey: Equatable {
    var counts: [Int]
    var width: CGFloat
    var dataSource: ObjectIdentifier?
    var delegate: ObjectIdentifier?
}
