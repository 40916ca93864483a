import Foundation

/// A section header or footer of a table.
struct TableSectionViewKey: Hashable {
    let section: Int
    let isHeader: Bool
}

// Section headers and footers on screen: the delegate's view, or a header-footer view showing
// the data source's title, placed at `rectForHeader`/`rectForFooter` while that meets the
// bounds, as UIKit's layout does (so queries and screen text find them).
extension TableView {
    /// Places the headers and footers of the sections within the bounds that take room and
    /// have a view or a title, telling the delegate before each shows.
    func produceSectionViewsOnScreen() {
        guard bounds.height > 0 else { return }
        let visible = bounds
        let layout = currentLayout()
        guard var section = layout.section(at: max(0, visible.minY - tableHeaderHeight)) ?? (visible.minY < tableHeaderHeight ? 0 : nil) else { return }
        while section < layout.sections.count, tableHeaderHeight + layout.sections[section].top < visible.maxY {
            for isHeader in [true, false] {
                let key = TableSectionViewKey(section: section, isHeader: isHeader)
                let frame = isHeader ? rectForHeader(inSection: section) : rectForFooter(inSection: section)
                guard sectionViews[key] == nil, frame.height > 0, frame.maxY > visible.minY, frame.minY < visible.maxY,
                      let view = madeSectionViews.removeValue(forKey: key) ?? sectionView(section, isHeader: isHeader) else { continue }
                place(view, at: frame)
                sectionViews[key] = view
                if let delegate = tableDelegate {
                    if isHeader {
                        delegate.tableView(self, willDisplayHeaderView: view, forSection: section)
                    } else {
                        delegate.tableView(self, willDisplayFooterView: view, forSection: section)
                    }
                }
                addSubview(view)
            }
            section += 1
        }
    }

    /// The view for a header or footer: the delegate's, else one showing the title, else nil.
    private func sectionView(_ section: Int, isHeader: Bool) -> View? {
        if let view = delegateSectionView(section, isHeader: isHeader) { return view }
        guard let title = sectionTitle(section, isHeader: isHeader) else { return nil }
        let view = TableViewHeaderFooterView(reuseIdentifier: nil)
        view.textLabel?.text = title
        return view
    }

    private func place(_ view: View, at frame: CGRect) {
        view.frame = frame
        if let headerFooter = view as? TableViewHeaderFooterView { headerFooter.contentView.frame = headerFooter.bounds }
    }

    /// Moves the headers and footers on screen to their sections' current places.
    func reframeSectionViews() {
        for (key, view) in sectionViews {
            guard key.section < currentLayout().sections.count else { continue }
            place(view, at: key.isHeader ? rectForHeader(inSection: key.section) : rectForFooter(inSection: key.section))
        }
    }

    /// Takes the headers and footers for which `leaves` is true off the table, telling the
    /// delegate after each left.
    func removeSectionViews(where leaves: (View) -> Bool) {
        for (key, view) in sectionViews.sorted(by: { ($0.key.section, $0.key.isHeader ? 0 : 1) < ($1.key.section, $1.key.isHeader ? 0 : 1) }) where leaves(view) {
            sectionViews[key] = nil
            view.removeFromSuperview()
            if let delegate = tableDelegate {
                if key.isHeader {
                    delegate.tableView(self, didEndDisplayingHeaderView: view, forSection: key.section)
                } else {
                    delegate.tableView(self, didEndDisplayingFooterView: view, forSection: key.section)
                }
            }
        }
    }
}
