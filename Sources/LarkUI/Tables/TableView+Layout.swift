import Foundation

// How a table finds its heights and places its cells (docs/collections.md, "Layout of a table").
// Heights are asked once per build of the layout and kept; only the rows on screen are placed.
extension TableView {
    /// A row's height when a self-sizing cell's content gives none (UIKit's standard row).
    static let standardRowHeight: CGFloat = 44
    /// An automatic header or footer showing a title (the model's choice: UIKit measures the
    /// title in its font).
    static let titleSectionViewHeight: CGFloat = 28
    /// An automatic header or footer with neither title nor view in a grouped table: the gap
    /// between groups (the model's choice; UIKit's varies with the iOS version).
    static let groupedSectionGap: CGFloat = 18

    /// The height the table header view takes (its frame's).
    var tableHeaderHeight: CGFloat { max(0, tableHeaderView?.frame.height ?? 0) }
    /// The height the table footer view takes.
    var tableFooterHeight: CGFloat { max(0, tableFooterView?.frame.height ?? 0) }

    /// Forgets the layout: heights are asked again at the next look.
    func invalidateRowLayout() {
        layoutCache = nil
    }

    /// The layout for the table as it is now: the one kept, or a new one when counts, width,
    /// data source or delegate changed or something invalidated it.
    func currentLayout() -> TableLayout {
        if isBuildingLayout { return layoutCache?.layout ?? TableLayout() }
        let key = layoutKey()
        if let cache = layoutCache, cache.key == key { return cache.layout }
        // Measurements hold for a width and for rows where they were; a change of either drops them.
        if let old = layoutCache?.key, old.width != key.width || old.counts != key.counts { measuredRowHeights.removeAll() }
        isBuildingLayout = true
        defer { isBuildingLayout = false }
        let layout = buildLayout(counts: key.counts)
        layoutCache = (layout, key)
        return layout
    }

    private func layoutKey() -> TableLayoutKey {
        guard let dataSource else {
            return TableLayoutKey(counts: [], width: bounds.width, dataSource: nil, delegate: delegate.map(ObjectIdentifier.init))
        }
        let counts = (0..<max(0, numberOfSections)).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
        return TableLayoutKey(counts: counts, width: bounds.width, dataSource: ObjectIdentifier(dataSource), delegate: delegate.map(ObjectIdentifier.init))
    }

    private func buildLayout(counts: [Int]) -> TableLayout {
        madeSectionViews.removeAll()
        var layout = TableLayout()
        let delegate = tableDelegate
        // Whether the delegate answers the per-row questions, asked once on the first row.
        let first = counts.firstIndex { $0 > 0 }.map { IndexPath(row: 0, section: $0) }
        if let delegate, let first {
            layout.asksRowHeights = OptionalMethod.call { delegate.tableView(self, heightForRowAt: first) }.implemented
        }
        let asksEstimates = delegate.flatMap { delegate in
            first.map { path in OptionalMethod.call { delegate.tableView(self, estimatedHeightForRowAt: path) }.implemented }
        } ?? false
        let padding = max(0, sectionHeaderTopPadding)
        for (section, count) in counts.enumerated() {
            let rows: TableSectionRows
            if layout.asksRowHeights, let delegate {
                rows = TableSectionRows(heights: (0..<count).map { row in
                    let height = delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: section))
                    return height >= 0 ? height : selfSizedHeight(row: row, section: section, asksEstimates: asksEstimates)
                })
            } else if rowHeight >= 0 {
                rows = TableSectionRows(count: count, base: rowHeight)
            } else if asksEstimates {
                rows = TableSectionRows(heights: (0..<count).map { selfSizedHeight(row: $0, section: section, asksEstimates: true) })
            } else {
                // Every row sizes itself: the estimate, but for the rows measured so far.
                let measured = (measuredRowHeights[section] ?? [:]).map { (row: $0.key, height: $0.value) }
                rows = TableSectionRows(count: count, base: defaultEstimate, differing: measured)
            }
            let header = sectionExtent(section, isHeader: true)
            layout.append(padding: header > 0 ? padding : 0, header: header, rows: rows, footer: sectionExtent(section, isHeader: false))
        }
        return layout
    }

    /// The estimate of a self-sizing row without one from the delegate.
    private var defaultEstimate: CGFloat { estimatedRowHeight > 0 ? estimatedRowHeight : Self.standardRowHeight }

    /// A self-sizing row's height: measured, else estimated.
    private func selfSizedHeight(row: Int, section: Int, asksEstimates: Bool) -> CGFloat {
        if let measured = measuredRowHeights[section]?[row] { return measured }
        if asksEstimates, let delegate = tableDelegate {
            let estimate = delegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: row, section: section))
            if estimate > 0 { return estimate }
        }
        return defaultEstimate
    }

    /// Whether the row's height comes from its cell (`automaticDimension`).
    func rowSizesItself(_ indexPath: IndexPath) -> Bool {
        if currentLayout().asksRowHeights, let delegate = tableDelegate {
            return delegate.tableView(self, heightForRowAt: indexPath) < 0
        }
        return rowHeight < 0
    }

    /// The height a section header or footer takes: the delegate's, else the table's property,
    /// else (automatic) the delegate's view's, the title's, or nothing (a gap when grouped).
    private func sectionExtent(_ section: Int, isHeader: Bool) -> CGFloat {
        let delegate = tableDelegate
        if let delegate {
            let (height, implemented) = OptionalMethod.call {
                isHeader ? delegate.tableView(self, heightForHeaderInSection: section) : delegate.tableView(self, heightForFooterInSection: section)
            }
            if implemented, height >= 0 { return height }
        }
        let property = isHeader ? sectionHeaderHeight : sectionFooterHeight
        if property >= 0 { return property }
        if let view = delegateSectionView(section, isHeader: isHeader) {
            madeSectionViews[TableSectionViewKey(section: section, isHeader: isHeader)] = view
            return fittingHeight(of: view)
        }
        if sectionTitle(section, isHeader: isHeader) != nil { return Self.titleSectionViewHeight }
        return style == .plain ? 0 : Self.groupedSectionGap
    }

    /// The delegate's view for a section header or footer, if it gives one.
    func delegateSectionView(_ section: Int, isHeader: Bool) -> View? {
        guard let delegate = tableDelegate else { return nil }
        return isHeader ? delegate.tableView(self, viewForHeaderInSection: section) : delegate.tableView(self, viewForFooterInSection: section)
    }

    /// The data source's title for a section header or footer.
    func sectionTitle(_ section: Int, isHeader: Bool) -> String? {
        guard let dataSource else { return nil }
        return isHeader ? dataSource.tableView(self, titleForHeaderInSection: section) : dataSource.tableView(self, titleForFooterInSection: section)
    }

    /// A header or footer view's height at the table's width: what its constraints give, else
    /// its frame's, else a title's.
    private func fittingHeight(of view: View) -> CGFloat {
        let target = CGSize(width: bounds.width, height: View.layoutFittingCompressedSize.height)
        let fitted = view.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        if fitted > 0 { return fitted }
        return view.frame.height > 0 ? view.frame.height : Self.titleSectionViewHeight
    }

    /// Frames a cell for its row, measuring it first when the row sizes itself and has no
    /// measurement yet (which moves the rows below).
    func place(_ cell: TableViewCell, at indexPath: IndexPath) {
        if rowSizesItself(indexPath), measuredRowHeights[indexPath.section]?[indexPath.row] == nil {
            measure(cell, at: indexPath)
        }
        cell.frame = rectForRow(at: indexPath)
        cell.contentView.frame = cell.bounds
    }

    /// Measures a self-sizing cell as UIKit does: `systemLayoutSizeFitting` at the table's width
    /// (required), as short as its constraints allow. No height (no constraints, or collapsed
    /// ones) gives the standard row, as UIKit does.
    private func measure(_ cell: TableViewCell, at indexPath: IndexPath) {
        _ = currentLayout()
        let target = CGSize(width: bounds.width, height: View.layoutFittingCompressedSize.height)
        let fitted = cell.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        let height = fitted > 0 ? fitted : Self.standardRowHeight
        measuredRowHeights[indexPath.section, default: [:]][indexPath.row] = height
        layoutCache?.layout.setHeight(height, ofRow: indexPath.row, inSection: indexPath.section)
    }

    /// Frames again every cell already made (measuring the self-sizing ones without a
    /// measurement), the section views and the table header and footer views.
    func reframeProducedCells() {
        for (indexPath, cell) in cells.onScreen.sorted(by: { $0.key < $1.key }) where isValid(indexPath) {
            place(cell, at: indexPath)
        }
        reframeSectionViews()
        placeTableHeaderAndFooterViews()
    }

    /// What UIKit's layout pass does before a user looks: the cells already made take their
    /// rows' frames (a scroll, not a look, recycles them), and the rows, section
    /// headers and footers within the bounds get their views. Costs the rows on screen (and a
    /// look at each section's count).
    func layOutOnScreen() {
        guard dataSource != nil else { return }
        reframeProducedCells()
        guard bounds.height > 0 else { return }
        let visible = bounds
        // Rows from the first at the top edge down to the bottom edge; each made cell may
        // change its own height (measured), so each next row is read after it.
        var next = currentLayout().firstRow(atOrBelow: visible.minY - tableHeaderHeight)
        while let indexPath = next {
            let frame = rectForRow(at: indexPath)
            if frame.minY >= visible.maxY { break }
            if frame.height > 0, frame.maxY > visible.minY { _ = cellForRow(at: indexPath) }
            // Rows of no height (collapsed ones) are skipped at once, not one by one.
            if frame.height == 0, let jump = currentLayout().firstRow(atOrBelow: frame.minY - tableHeaderHeight), jump > indexPath {
                next = jump
                continue
            }
            next = currentLayout().row(after: indexPath)
        }
        produceSectionViewsOnScreen()
    }

    /// Sets a new table header or footer view in place of the old.
    func tableViewDidChange(from old: View?, to new: View?) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        placeTableHeaderAndFooterViews()
    }

    /// The table header view at the top, the footer view below the last section, both as wide as
    /// the table (UIKit keeps only their heights).
    func placeTableHeaderAndFooterViews() {
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: tableHeaderHeight)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: tableHeaderHeight + currentLayout().height, width: bounds.width, height: tableFooterHeight)
        }
    }
}
