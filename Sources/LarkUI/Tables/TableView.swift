import Foundation

/// Rows of cells in sections, like `UITableView`. It is a `ScrollView`: it scrolls by the origin
/// of its bounds (`contentOffset`, `scrollToRow(at:at:animated:)`, a user's `drag(to:)`) and
/// clips, so rows scrolled out are out of sight and reach. Its delegate is set through the
/// inherited `delegate` (a `TableViewDelegate` refines `ScrollViewDelegate`, as in UIKit);
/// `tableDelegate` reads it as one.
///
/// * Counts come live from the data source (UIKit caches them until `reloadData()`).
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

    /// The size of all the rows: the bounds' width, and one `rowHeight` per row. Setting it does
    /// nothing: the rows decide it, as in UIKit.
    open override var contentSize: CGSize {
        get {
            var rows = 0
            for section in 0..<numberOfSections { rows += numberOfRows(inSection: section) }
            return CGSize(width: bounds.width, height: CGFloat(rows) * rowHeight)
        }
        set {}
    }

    /// The delegate as a table's (`delegate` set to a `TableViewDelegate`), or nil.
    public var tableDelegate: TableViewDelegate? { delegate as? TableViewDelegate }

    /// Scrolls so that the row is on screen at `position` (`.none`: just enough), as
    /// `UITableView` does; the offset stays within the rows. Nothing happens for a row that does
    /// not exist (with a model warning, as UIKit raises).
    open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard isValid(indexPath) else {
            modelWarning("Cannot scroll \(bracketed(self)) to row \(indexPath): the table has no such row.", window: window)
            return
        }
        let top = offset(of: indexPath), height = bounds.height
        let wanted: CGFloat = switch position {
        case .top: top
        case .middle: top + rowHeight / 2 - height / 2
        case .bottom: top + rowHeight - height
        case .none: top < bounds.minY ? top : (top + rowHeight > bounds.minY + height ? top + rowHeight - height : bounds.minY)
        }
        let maximum = max(0, contentSize.height - height)
        setContentOffset(CGPoint(x: bounds.minX, y: min(max(0, wanted), maximum)), animated: animated)
    }

    /// Creates a plain table view.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// The style.
    public let style: Style
    /// Supplies rows and cells (held weakly).
    open weak var dataSource: TableViewDataSource?
    /// The height of every row (44 by default).
    open var rowHeight: CGFloat = 44

    /// Registered header and footer classes by identifier.
    var headerFooterRegistrations: [String: TableViewHeaderFooterView.Type?] = [:]

    /// The row height that asks the cells for theirs (`UITableView.automaticDimension`); rows
    /// with it are as tall as the default row (44 points) until cells size themselves.
    public nonisolated static let automaticDimension: CGFloat = -1

    /// A guess of row heights (stored).
    open var estimatedRowHeight: CGFloat = TableView.automaticDimension
    /// Header height (stored).
    open var sectionHeaderHeight: CGFloat = TableView.automaticDimension
    /// Footer height (stored).
    open var sectionFooterHeight: CGFloat = TableView.automaticDimension
    /// A guess of header heights (stored).
    open var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension
    /// A guess of footer heights (stored).
    open var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension
    /// How rows are separated.
    open var separatorStyle: TableViewCell.SeparatorStyle = .singleLine
    /// The separators' colour.
    open var separatorColor: Color? = .separator
    /// The separators' insets.
    open var separatorInset: EdgeInsets = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// The view above the rows.
    open var tableHeaderView: View?
    /// The view below the rows.
    open var tableFooterView: View?
    /// A view behind the rows.
    open var backgroundView: View?
    /// Whether cells size themselves to their readable width.
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Whether the index shows.
    open var sectionIndexColor: Color?
    /// Extra space above each section's header.
    open var sectionHeaderTopPadding: CGFloat = 0
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

    /// The header view shown for `section`, if the delegate made one and it is on screen
    /// (the model places none, so nil).
    open func headerView(forSection section: Int) -> TableViewHeaderFooterView? { nil }
    /// The footer view shown for `section` (nil in the model).
    open func footerView(forSection section: Int) -> TableViewHeaderFooterView? { nil }

    /// Asks the data source again for the cells of `indexPaths` that exist, keeping the cells
    /// (UIKit's `reconfigureRows`: no reuse, no animation).
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        reloadRows(at: indexPaths, with: .none)
    }
    /// Whether the table is in editing mode.
    /// Its cells follow it (`TableViewCell.setEditing(_:animated:)`).
    open var isEditing = false {
        didSet { for cell in cellsByIndexPath.values { cell.setEditing(isEditing, animated: false) } }
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
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < numberOfSections
            && indexPath.row >= 0 && indexPath.row < numberOfRows(inSection: indexPath.section)
    }

    // MARK: Cells

    private var registrations: [String: @MainActor (String) -> TableViewCell] = [:]
    private var reusePool: [String: [TableViewCell]] = [:]
    private var cellsByIndexPath: [IndexPath: TableViewCell] = [:]

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
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        return registrations[identifier]?(identifier)
    }

    /// The cell for a row: the one already produced for it, or a new one from the data source
    /// (kept while its row is on screen; a scroll that moves it out recycles it). Nil for rows that
    /// do not exist or without a data source.
    open func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        if let cell = cellsByIndexPath[indexPath] { return cell }
        guard let dataSource, isValid(indexPath) else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.isSelected = selectedIndexPaths.contains(indexPath)
        cell.setEditing(isEditing, animated: false)
        cell.frame = CGRect(x: 0, y: offset(of: indexPath), width: bounds.width, height: rowHeight)
        cellsByIndexPath[indexPath] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        addSubview(cell)
        return cell
    }

    /// A row's frame in content coordinates; `.zero` for a row that does not exist, as in UIKit.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        isValid(indexPath) ? CGRect(x: 0, y: offset(of: indexPath), width: bounds.width, height: rowHeight) : .zero
    }

    /// A section's frame in content coordinates (its rows; the model places no headers);
    /// `.zero` for a section that does not exist.
    open func rect(forSection section: Int) -> CGRect {
        guard section >= 0, section < numberOfSections else { return .zero }
        let top = offset(of: IndexPath(row: 0, section: section))
        return CGRect(x: 0, y: top, width: bounds.width, height: CGFloat(numberOfRows(inSection: section)) * rowHeight)
    }

    /// A section header's frame: zero height at the section's top (headers take no room in
    /// the model's table layout).
    open func rectForHeader(inSection section: Int) -> CGRect {
        let rect = rect(forSection: section)
        return CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 0)
    }

    /// A section footer's frame: zero height at the section's bottom.
    open func rectForFooter(inSection section: Int) -> CGRect {
        let rect = rect(forSection: section)
        return CGRect(x: rect.minX, y: rect.maxY, width: rect.width, height: 0)
    }

    /// The row at `point` (content coordinates); nil where there is none.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard rowHeight > 0, point.y >= 0, point.x >= 0, point.x < bounds.width else { return nil }
        var row = Int((point.y / rowHeight).rounded(.down))
        for section in 0..<numberOfSections {
            let rows = numberOfRows(inSection: section)
            if row < rows { return IndexPath(row: row, section: section) }
            row -= rows
        }
        return nil
    }

    /// The rows whose frames meet `rect`, in order.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        var paths: [IndexPath] = []
        for section in 0..<numberOfSections {
            for row in 0..<numberOfRows(inSection: section) {
                let path = IndexPath(row: row, section: section)
                if rectForRow(at: path).intersects(rect) { paths.append(path) }
            }
        }
        return paths
    }

    private func offset(of indexPath: IndexPath) -> CGFloat {
        var rows = indexPath.row
        for section in 0..<indexPath.section { rows += numberOfRows(inSection: section) }
        return CGFloat(rows) * rowHeight
    }

    /// Produces the cells of the rows that lie within the bounds, as UIKit's layout would before
    /// a user looks: what a query sees of a table. Linear in the rows on screen and the sections.
    override func prepareForQuery() {
        produceCellsOnScreen()
    }

    func produceCellsOnScreen() {
        guard dataSource != nil, rowHeight > 0, bounds.height > 0 else { return }
        // The rows that overlap the bounds: a row starting at the bottom edge is not on screen.
        var first = Int((max(0, bounds.minY) / rowHeight).rounded(.down))
        var remaining = max(0, Int((bounds.maxY / rowHeight).rounded(.up)) - first)
        for section in 0..<numberOfSections where remaining > 0 {
            let rows = numberOfRows(inSection: section)
            if first >= rows {
                first -= rows
                continue
            }
            for row in first..<min(rows, first + remaining) {
                _ = cellForRow(at: IndexPath(row: row, section: section))
                remaining -= 1
            }
            first = 0
        }
    }

    /// The cells produced so far, in index-path order.
    open var visibleCells: [TableViewCell] {
        cellsByIndexPath.keys.sorted().compactMap { cellsByIndexPath[$0] }
    }

    /// The index paths of `visibleCells`; nil when there are none.
    open var indexPathsForVisibleRows: [IndexPath]? {
        let paths = cellsByIndexPath.keys.sorted()
        return paths.isEmpty ? nil : paths
    }

    /// The index path of a cell this table produced.
    open func indexPath(for cell: TableViewCell) -> IndexPath? {
        cellsByIndexPath.first { $0.value === cell }?.key
    }

    /// Forgets every produced cell (they go to the reuse pool) and the selection.
    open func reloadData() {
        for indexPath in cellsByIndexPath.keys.sorted() { recycleCell(at: indexPath) }
        selectedIndexPaths.removeAll()
    }

    /// A scroll moved rows out of the bounds: their cells go back to their pools.
    override func contentOffsetDidChange() {
        guard bounds.width > 0, bounds.height > 0 else { return }
        // Overlap with an area, not a shared edge: a row just above the bounds has left them.
        let visible = bounds
        for (indexPath, cell) in cellsByIndexPath
        where !(cell.frame.maxX > visible.minX && cell.frame.minX < visible.maxX && cell.frame.maxY > visible.minY && cell.frame.minY < visible.maxY) {
            recycleCell(at: indexPath)
        }
    }

    /// Takes the row's cell out of the table and puts it in its identifier's reuse pool (a cell
    /// without one is dropped, as UIKit drops it).
    private func recycleCell(at indexPath: IndexPath) {
        guard let cell = cellsByIndexPath.removeValue(forKey: indexPath) else { return }
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
    }

    // MARK: Selection

    private var selectedIndexPaths: Set<IndexPath> = []

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
        cellsByIndexPath[indexPath]?.setSelected(true, animated: animated)
    }

    /// Deselects a row without calling the delegate; does nothing if it is not selected.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedIndexPaths.remove(indexPath) != nil else { return }
        cellsByIndexPath[indexPath]?.setSelected(false, animated: animated)
    }
}
