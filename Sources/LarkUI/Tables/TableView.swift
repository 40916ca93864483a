import Foundation

/// Rows of cells in sections, like `UITableView`. It is a `ScrollView`: it scrolls by the origin
/// of its bounds (`contentOffset`, `scrollToRow(at:at:animated:)`, a user's `drag(to:)`) and
/// clips, so rows scrolled out are out of sight and reach. Its delegate is set through the
/// inherited `delegate` (a `TableViewDelegate` refines `ScrollViewDelegate`, as in UIKit);
/// `tableDelegate` reads it as one.
///
/// * Counts come live from the data source (UIKit caches them until `reloadData()`).
/// * Rows are laid out as UIKit lays them out (docs/collections.md): `rowHeight` or the
///   delegate's `tableView(_:heightForRowAt:)`, self-sizing cells where that is
///   `automaticDimension`, section headers and footers (with the views or titles they show) and
///   the table header and footer views, all taking room. Heights are asked once and kept until
///   `reloadData()`, an update, `endUpdates()`, a change of count, width or height property.
/// * `cellForRow(at:)` asks the data source for a cell on first request and keeps it (as a
///   subview, framed by row) while its row is on screen; no other cells are ever created, so a
///   table of a million rows costs only the cells you ask for. UIKit returns nil for rows off
///   screen; the model makes the cell.
/// * Scrolling recycles: a cell whose row left the bounds goes back to its reuse identifier's
///   pool, and `dequeueReusableCell` hands it out again after `prepareForReuse()`, as UIKit does
///   (docs/collections.md). `reloadData()` sends every cell there and clears the selection.
/// * Programmatic selection (`selectRow`, `deselectRow`) calls no delegate method and posts no
///   notification, as in UIKit. A single-selection table replaces its selection; a
///   multiple-selection table adds to it.
@preconcurrency @MainActor
open class TableView: ScrollView {
    /// Table styles.
    public enum Style: Int, Hashable, Sendable {
        /// Plain.
        case plain
        /// Grouped.
        case grouped
        /// Inset grouped.
        case insetGrouped
    }

    /// Where a selected row would be scrolled to (recorded only; nothing scrolls).
    public enum ScrollPosition: Int, Hashable, Sendable {
        /// Do not scroll.
        case none
        /// To the top.
        case top
        /// To the middle.
        case middle
        /// To the bottom.
        case bottom
    }

    /// Name of the notification UIKit posts after the user changed the selection. The model's
    /// programmatic selection never posts it; interaction helpers do.
    public nonisolated static let selectionDidChangeNotification = Notification.Name("LarkUI.TableView.selectionDidChange")

    /// Creates a table view with a style; it clips to its bounds, as every scroll view.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// Creates a plain table view, as a storyboard does.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The size of the content: the bounds' width, and the table header view, every section
    /// (header, rows, footer) and the table footer view one below the other. Setting it does
    /// nothing: the rows decide it, as in UIKit.
    open override var contentSize: CGSize {
        get { CGSize(width: bounds.width, height: tableHeaderHeight + currentLayout().height + tableFooterHeight) }
        set {}
    }

    /// The delegate as a table's (`delegate` set to a `TableViewDelegate`), or nil.
    public var tableDelegate: TableViewDelegate? { delegate as? TableViewDelegate }

    /// Scrolls so that the row is at `position` of the part of the table not under bars
    /// (`.none`: just enough), as `UITableView` does; the offset stays within `scrollableOffsets`. Nothing happens for a row that does
    /// not exist (with a model warning, as UIKit raises).
    open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard isValid(indexPath) else {
            modelWarning("Cannot scroll \(bracketed(self)) to row \(indexPath): the table has no such row.", window: window)
            return
        }
        let row = rectForRow(at: indexPath)
        let offset: CGPoint = switch position {
        case .top: self.offset(placing: row, vertical: .start)
        case .middle: self.offset(placing: row, vertical: .center)
        case .bottom: self.offset(placing: row, vertical: .end)
        case .none: CGPoint(x: contentOffset.x, y: offsetShowing(row).y)
        }
        setContentOffset(offset, animated: animated)
    }

    /// Creates a plain table view.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// The style.
    public let style: Style
    /// Supplies rows and cells (held weakly).
    open weak var dataSource: TableViewDataSource? {
        didSet { invalidateRowLayout() }
    }
    /// The height of every row, unless the delegate's `tableView(_:heightForRowAt:)` answers:
    /// `automaticDimension` by default, as in UIKit, so cells size themselves (a cell whose
    /// content view has no constraints is 44 points tall).
    open var rowHeight: CGFloat = TableView.automaticDimension {
        didSet { invalidateRowLayout() }
    }

    /// Registered header and footer classes by identifier.
    var headerFooterRegistrations: [String: TableViewHeaderFooterView.Type?] = [:]

    /// The height that lets the table choose (`UITableView.automaticDimension`): self-sizing
    /// cells for rows, the title's or view's height for section headers and footers.
    public nonisolated static let automaticDimension: CGFloat = -1

    /// A guess of row heights: what a self-sizing row is laid out with until its cell has been
    /// made and measured (44 when it is `automaticDimension` or 0). Rows of a known height are
    /// laid out exactly.
    open var estimatedRowHeight: CGFloat = TableView.automaticDimension {
        didSet { invalidateRowLayout() }
    }
    /// The height of every section header unless the delegate's
    /// `tableView(_:heightForHeaderInSection:)` answers; `automaticDimension` (the default) fits
    /// the header's title or view (docs/collections.md).
    open var sectionHeaderHeight: CGFloat = TableView.automaticDimension {
        didSet { invalidateRowLayout() }
    }
    /// The height of every section footer unless the delegate's
    /// `tableView(_:heightForFooterInSection:)` answers; `automaticDimension` by default.
    open var sectionFooterHeight: CGFloat = TableView.automaticDimension {
        didSet { invalidateRowLayout() }
    }
    /// A guess of header heights (stored; headers are laid out exactly).
    open var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension
    /// A guess of footer heights (stored; footers are laid out exactly).
    open var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension
    /// How rows are separated.
    open var separatorStyle: TableViewCell.SeparatorStyle = .singleLine
    /// The separators' colour.
    open var separatorColor: Color? = .separator
    /// The separators' insets.
    open var separatorInset: EdgeInsets = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// The view above the first section, scrolling with the rows: it takes its frame's height
    /// and the table's width, as in UIKit.
    open var tableHeaderView: View? {
        didSet { tableViewDidChange(from: oldValue, to: tableHeaderView) }
    }
    /// The view below the last section, scrolling with the rows: its frame's height, the
    /// table's width.
    open var tableFooterView: View? {
        didSet { tableViewDidChange(from: oldValue, to: tableFooterView) }
    }
    /// A view behind the rows.
    open var backgroundView: View?
    /// Whether cells size themselves to their readable width.
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Whether the index shows.
    open var sectionIndexColor: Color?
    /// Extra space above each section header that takes room: `automaticDimension` by default,
    /// as in UIKit, which the model takes as no padding.
    open var sectionHeaderTopPadding: CGFloat = TableView.automaticDimension {
        didSet { invalidateRowLayout() }
    }
    /// Whether drag and drop may move rows.
    open var dragInteractionEnabled = false
    /// Whether rows can be selected by the user (true by default).
    open var allowsSelection = true
    /// Whether several rows can be selected at once (false by default).
    open var allowsMultipleSelection = false
    /// Whether rows can be selected while editing (false by default).
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while editing (stored).
    open var allowsMultipleSelectionDuringEditing = false
    /// The drag delegate (weak; stored, the model has no drags).
    open weak var dragDelegate: (any TableViewDragDelegate)?
    /// The drop delegate (weak; stored).
    open weak var dropDelegate: (any TableViewDropDelegate)?
    /// The prefetching data source (weak; stored, the model does not prefetch).
    open weak var prefetchDataSource: (any TableViewDataSourcePrefetching)?
    /// Whether the table remembers the focused row (stored).
    open var remembersLastFocusedIndexPath = false
    /// Whether moving focus selects (stored).
    open var selectionFollowsFocus = false
    /// The height of the filler rows below the last row (stored).
    open var fillerRowHeight: CGFloat = TableView.automaticDimension
    /// Whether the table asks its prefetch data source ahead (stored).
    open var isPrefetchingEnabled = true
    /// The section index's background colour (stored).
    open var sectionIndexBackgroundColor: Color?
    /// The section index's colour while tracked (stored).
    open var sectionIndexTrackingBackgroundColor: Color?
    /// Rows with at least this many show a section index (stored).
    open var sectionIndexMinimumDisplayRowCount = 0
    /// Whether cells' content follows the readable width (stored).
    open var insetsContentViewsToSafeArea = true
    /// The separator insets' reference (stored).
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
    /// The separator's visual effect (stored).
    open var separatorEffect: VisualEffect?

    /// Where separator insets are measured from (`UITableView.SeparatorInsetReference`).
    public enum SeparatorInsetReference: Int, Hashable, Sendable {
        /// The cell's edges.
        case fromCellEdges
        /// The automatic insets.
        case fromAutomaticInsets
    }

    /// The header view on screen for `section` when it is a `TableViewHeaderFooterView` (the
    /// delegate's view, or the one showing the data source's title), else nil.
    open func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        sectionViews[TableSectionViewKey(section: section, isHeader: true)] as? TableViewHeaderFooterView
    }
    /// The footer view on screen for `section` when it is a `TableViewHeaderFooterView`, else nil.
    open func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        sectionViews[TableSectionViewKey(section: section, isHeader: false)] as? TableViewHeaderFooterView
    }

    /// Asks the data source again for the cells of `indexPaths` that exist, keeping the cells
    /// (UIKit's `reconfigureRows`: no reuse, no animation).
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        reloadRows(at: indexPaths, with: .none)
    }
    /// Whether the table is in editing mode.
    /// Its cells follow it (`TableViewCell.setEditing(_:animated:)`).
    open var isEditing = false {
        didSet { for cell in cells.onScreen.values { cell.setEditing(isEditing, animated: false) } }
    }

    /// Sets `isEditing`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    // MARK: Counts

    /// The number of sections, from the data source (0 without one).
    open var numberOfSections: Int {
        guard let dataSource else { return 0 }
        return dataSource.numberOfSections(in: self)
    }

    /// The number of rows in `section`, from the data source (0 without one or for a section out
    /// of range).
    open func numberOfRows(inSection section: Int) -> Int {
        guard let dataSource, section >= 0, section < numberOfSections else { return 0 }
        return dataSource.tableView(self, numberOfRowsInSection: section)
    }

    /// Whether `indexPath` addresses an existing row.
    public func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.isValid(sections: numberOfSections, elements: numberOfRows(inSection:))
    }

    // MARK: Cells

    private var registrations: [String: @MainActor (String) -> TableViewCell] = [:]
    var cells = ReusableCells<TableViewCell>()

    // MARK: Layout state (TableView+Layout.swift)

    /// The layout last built, and what it was built for.
    var layoutCache: (layout: TableLayout, key: TableLayoutKey)?
    /// Heights measured from self-sizing cells, by section and row (kept until invalidated).
    var measuredRowHeights: [Int: [Int: CGFloat]] = [:]
    /// Section headers and footers made while measuring, placed when they come on screen.
    var madeSectionViews: [TableSectionViewKey: View] = [:]
    /// The section headers and footers on screen.
    var sectionViews: [TableSectionViewKey: View] = [:]
    /// Set while the layout is built, so a delegate asking for geometry does not rebuild it.
    var isBuildingLayout = false

    /// Registers a cell class for `identifier`; `dequeueReusableCell` creates instances of it
    /// with `init(style: .default, reuseIdentifier:)`. Passing nil removes the registration.
    open func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            registrations[identifier] = nil
            return
        }
        registrations[identifier] = { cellClass.init(_registeredStyle: .default, reuseIdentifier: $0) }
    }

    /// Registers a factory for `identifier`, for cells that need other initialisers.
    open func register(forCellReuseIdentifier identifier: String, makeCell: @escaping @MainActor (String) -> TableViewCell) {
        registrations[identifier] = makeCell
    }

    /// A cell for `identifier`: one from the reuse pool, or a new one of the registered class.
    ///
    /// UIKit raises for an unregistered identifier. The model returns a plain default-style cell
    /// with that reuse identifier instead, and records a warning (`Application.warnings`).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        modelWarning("\(bracketed(self)) has no cell registered for reuse identifier '\(identifier)' (row \(indexPath.count == 2 ? indexPath.row : -1)); returning a plain TableViewCell. Register a class with register(_:forCellReuseIdentifier:).", window: window)
        return TableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A cell for `identifier` from the reuse pool or the registration, or nil if neither has one.
    open func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        cells.dequeue(identifier) ?? registrations[identifier]?(identifier)
    }

    /// The cell for a row: the one already produced for it, or a new one from the data source
    /// (kept while its row is on screen; a scroll that moves it out recycles it). A self-sizing
    /// row measures its new cell (`systemLayoutSizeFitting` at the table's width), which moves
    /// the rows below. Nil for rows that do not exist or without a data source.
    open func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        if let cell = cells.onScreen[indexPath] { return cell }
        guard let dataSource, isValid(indexPath) else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.isSelected = selectedIndexPaths.contains(indexPath)
        cell.setEditing(isEditing, animated: false)
        place(cell, at: indexPath)
        cells.onScreen[indexPath] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        addSubview(cell)
        return cell
    }

    /// A row's frame in content coordinates; `.zero` for a row that does not exist, as in UIKit.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let layout = currentLayout()
        guard indexPath.count == 2, let top = layout.rowTop(indexPath.row, inSection: indexPath.section) else { return .zero }
        let height = layout.sections[indexPath.section].rows.height(ofRow: indexPath.row)
        return CGRect(x: 0, y: tableHeaderHeight + top, width: bounds.width, height: height)
    }

    /// A section's frame in content coordinates: its header (with the padding above it), rows
    /// and footer; `.zero` for a section that does not exist.
    open func rect(forSection section: Int) -> CGRect {
        let layout = currentLayout()
        guard layout.sections.indices.contains(section) else { return .zero }
        let entry = layout.sections[section]
        return CGRect(x: 0, y: tableHeaderHeight + entry.top, width: bounds.width, height: entry.bottom - entry.top)
    }

    /// A section header's frame (below `sectionHeaderTopPadding`); `.zero` for a section that
    /// does not exist.
    open func rectForHeader(inSection section: Int) -> CGRect {
        let layout = currentLayout()
        guard layout.sections.indices.contains(section) else { return .zero }
        let entry = layout.sections[section]
        return CGRect(x: 0, y: tableHeaderHeight + entry.headerTop, width: bounds.width, height: entry.header)
    }

    /// A section footer's frame, below its last row; `.zero` for a section that does not exist.
    open func rectForFooter(inSection section: Int) -> CGRect {
        let layout = currentLayout()
        guard layout.sections.indices.contains(section) else { return .zero }
        let entry = layout.sections[section]
        return CGRect(x: 0, y: tableHeaderHeight + entry.footerTop, width: bounds.width, height: entry.footer)
    }

    /// The row at `point` (content coordinates); nil where there is none (a header, a footer,
    /// the table header or footer view, outside the rows).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return currentLayout().row(at: point.y - tableHeaderHeight)
    }

    /// The rows whose frames meet `rect`, in order; costs the rows it returns, not the table's.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        let layout = currentLayout()
        var paths: [IndexPath] = []
        var next = layout.firstRow(atOrBelow: rect.minY - tableHeaderHeight) ?? layout.row(before: IndexPath(row: 0, section: layout.sections.count))
        // Rows ending exactly at the rect's top still meet it (a shared edge counts here).
        while let first = next, let previous = layout.row(before: first), rectForRow(at: previous).intersects(rect) { next = previous }
        while let path = next {
            let frame = rectForRow(at: path)
            if frame.minY > rect.maxY { break }
            if frame.intersects(rect) { paths.append(path) }
            next = layout.row(after: path)
        }
        return paths
    }

    /// Produces the cells of the rows that lie within the bounds, and the section headers and
    /// footers there, as UIKit's layout would before a user looks: what a query sees of a
    /// table. Linear in the rows on screen and the sections.
    override func prepareForQuery() {
        layOutOnScreen()
    }

    /// The cells produced so far, in index-path order.
    open var visibleCells: [TableViewCell] {
        cells.inOrder
    }

    /// The index paths of `visibleCells`; nil when there are none.
    open var indexPathsForVisibleRows: [IndexPath]? {
        let paths = cells.onScreen.keys.sorted()
        return paths.isEmpty ? nil : paths
    }

    /// The index path of a cell this table produced.
    open func indexPath(for cell: TableViewCell) -> IndexPath? {
        cells.indexPath(of: cell)
    }

    /// Forgets every produced cell (they go to the reuse pool), the section headers and footers
    /// on screen, the heights (asked again) and the selection.
    open func reloadData() {
        for indexPath in cells.onScreen.keys.sorted() { recycleCell(at: indexPath) }
        removeSectionViews { _ in true }
        measuredRowHeights.removeAll()
        invalidateRowLayout()
        selectedIndexPaths.removeAll()
    }

    /// A scroll moved rows out of the bounds: their cells go back to their pools.
    override func contentOffsetDidChange() {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let visible = bounds
        for indexPath in cells.indexPaths(outside: visible) { recycleCell(at: indexPath) }
        removeSectionViews { !$0.frame.sharesArea(with: visible) }
    }

    /// Takes the row's cell out of the table and puts it in its identifier's reuse pool (a cell
    /// without one is dropped, as UIKit drops it).
    func recycleCell(at indexPath: IndexPath) {
        guard let cell = cells.remove(at: indexPath) else { return }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        cells.enqueue(cell)
    }

    // MARK: Selection

    var selectedIndexPaths: Set<IndexPath> = []

    /// The first selected row in index-path order, or nil.
    open var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.min() }

    /// The selected rows in index-path order; nil when none is selected.
    open var indexPathsForSelectedRows: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// Selects a row without calling the delegate or posting notifications: replaces the
    /// selection (single selection) or adds to it (multiple selection). Nil deselects every row.
    /// An index path outside the table is ignored with a warning (UIKit raises).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedIndexPaths { deselectRow(at: path, animated: animated) }
            return
        }
        guard isValid(indexPath) else {
            modelWarning("Cannot select row \(indexPath) of \(bracketed(self)): the table has no such row.", window: window)
            return
        }
        if !allowsMultipleSelection {
            for path in selectedIndexPaths where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        selectedIndexPaths.insert(indexPath)
        cells.onScreen[indexPath]?.setSelected(true, animated: animated)
    }

    /// Deselects a row without calling the delegate; does nothing if it is not selected.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedIndexPaths.remove(indexPath) != nil else { return }
        cells.onScreen[indexPath]?.setSelected(false, animated: animated)
    }
}
