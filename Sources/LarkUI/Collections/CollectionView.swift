import Foundation

/// Items in sections laid out by a flow layout, like `UICollectionView`. It is a scroll view: its
/// `contentSize` follows the layout, and what scrolled out of its bounds is out of sight and
/// reach by the one reachability rule.
///
/// * Its delegate is the scroll view's `delegate`, set to a `CollectionViewDelegate` (which
///   refines `ScrollViewDelegate`, as in UIKit); `collectionDelegate` reads it as one.
/// * Counts come live from the data source (UIKit caches them until `reloadData()`).
/// * `cellForItem(at:)` asks the data source for a cell on first request and keeps it (as a
///   subview, framed by the layout) until `reloadData()`. A query (`find`) first produces the
///   cells of the items within the bounds, as UIKit's layout pass would.
/// * Programmatic selection (`selectItem`, `deselectItem`) calls no delegate method, as in UIKit.
@preconcurrency @MainActor
open class CollectionView: ScrollView {
    /// Which way a layout's content scrolls (`UICollectionView.ScrollDirection`): UIKit names the
    /// enum here and flow layouts use it; the model declares it on the flow layout.
    public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection

    /// Where an item is scrolled to by `scrollToItem(at:at:animated:)` or `selectItem`; `[]`
    /// scrolls just enough to show it (or, for `selectItem`, not at all), as UIKit's empty set.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: Int
        /// A position.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The item's top at the top of the bounds.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the bounds.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// Item at the leading edge.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// Item at the trailing edge.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Creates a collection view with a layout, as UIKit's designated initialiser.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// Creates a collection view with a flow layout, as a storyboard does.
    public required init?(coder: NSCoder) {
        let layout = CollectionViewFlowLayout()
        collectionViewLayout = layout
        super.init(coder: coder)
        layout.collectionView = self
    }

    /// Creates a collection view with a default flow layout.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: CollectionViewFlowLayout())
    }

    /// The layout; setting it is `setCollectionViewLayout(_:animated: false)`.
    open var collectionViewLayout: CollectionViewLayout {
        didSet {
            if oldValue !== collectionViewLayout, oldValue.collectionView === self { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
            contentOffsetDidChange()
        }
    }

    /// Changes the layout (at once: the model does not animate), then calls `completion`.
    open func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }

    /// Prepares the layout if it needs it: every question about frames starts here.
    func layoutForQuery() {
        collectionViewLayout.prepareIfNeeded()
    }
    /// Supplies items and cells (held weakly).
    open weak var dataSource: CollectionViewDataSource?
    /// `delegate` as a collection view delegate, or nil when it is only a scroll view delegate.
    public var collectionDelegate: CollectionViewDelegate? { delegate as? CollectionViewDelegate }
    /// Whether items can be selected by the user (true by default).
    open var allowsSelection = true
    /// Whether several items can be selected at once (false by default).
    open var allowsMultipleSelection = false
    /// Whether items can be selected while editing (stored).
    open var allowsSelectionDuringEditing = false
    /// Whether several items can be selected while editing (stored).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the collection view is editing (stored).
    open var isEditing = false
    /// The drag delegate (weak; stored, the model has no drags).
    open weak var dragDelegate: (any CollectionViewDragDelegate)?
    /// The drop delegate (weak; stored).
    open weak var dropDelegate: (any CollectionViewDropDelegate)?
    /// Whether drags are enabled (stored).
    open var dragInteractionEnabled = false
    /// The prefetching data source (weak; stored, the model does not prefetch).
    open weak var prefetchDataSource: (any CollectionViewDataSourcePrefetching)?
    /// Whether prefetching is on (stored).
    open var isPrefetchingEnabled = true
    /// Whether the collection view remembers the focused item (stored).
    open var remembersLastFocusedIndexPath = false
    /// Whether moving focus selects (stored).
    open var selectionFollowsFocus = false
    /// A view behind the content (stored).
    open var backgroundView: View?

    // MARK: Counts

    /// The number of sections, from the data source (0 without one).
    open var numberOfSections: Int {
        guard let dataSource else { return 0 }
        return dataSource.numberOfSections(in: self)
    }

    /// The number of items in `section`, from the data source (0 without one or for a section
    /// out of range).
    open func numberOfItems(inSection section: Int) -> Int {
        guard let dataSource, section >= 0, section < numberOfSections else { return 0 }
        return dataSource.collectionView(self, numberOfItemsInSection: section)
    }

    /// Whether `indexPath` addresses an existing item.
    public func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.isValid(sections: numberOfSections, elements: numberOfItems(inSection:))
    }

    // MARK: Layout

    /// The content's size: the layout's `collectionViewContentSize`. Set values are ignored, as
    /// the layout overwrites them in UIKit.
    open override var contentSize: CGSize {
        get {
            layoutForQuery()
            return collectionViewLayout.collectionViewContentSize
        }
        set {}
    }

    /// The item's frame in content coordinates, from the layout; nil for an item that does not exist.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard isValid(indexPath) else { return nil }
        layoutForQuery()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// A supplementary view's attributes, from the layout.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        layoutForQuery()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item at `point` in content coordinates, nil where there is none.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutForQuery()
        let probe = CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .first { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }?.indexPath
    }

    /// The items the layout shows within the bounds (frames meeting them with some area), in
    /// index-path order.
    open var indexPathsForItemsInBounds: [IndexPath] {
        guard dataSource != nil, bounds.width > 0, bounds.height > 0 else { return [] }
        layoutForQuery()
        let shown = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        // Overlap with an area (a shared edge is not enough), whatever test the layout used.
        return shown.filter {
            $0.representedElementCategory == .cell && !$0.isHidden && isValid($0.indexPath) && $0.frame.sharesArea(with: bounds)
        }.map(\.indexPath).sorted()
    }

    // MARK: Cells

    private var registrations: [String: CollectionViewCell.Type] = [:]
    private var cells = ReusableCells<CollectionViewCell>()

    /// Registered supplementary view classes by "kind/identifier".
    var supplementaryRegistrations: [String: CollectionReusableView.Type?] = [:]

    /// Whether a class is registered under `identifier`.
    func hasRegistration(forReuseIdentifier identifier: String) -> Bool { registrations[identifier] != nil }

    /// Registers a cell class for `identifier`; `dequeueReusableCell` creates instances of it
    /// with `init(frame:)`. Passing nil removes the registration.
    open func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A cell for `identifier`: one from the reuse pool, or a new one of the registered class.
    ///
    /// UIKit raises for an unregistered identifier. The model returns a plain
    /// `CollectionViewCell` with that reuse identifier instead, and records a warning
    /// (`Application.warnings`).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let cell = cells.dequeue(identifier) { return cell }
        let cell: CollectionViewCell
        if let cellClass = registrations[identifier] {
            cell = cellClass.init(_registeredFrame: CGRect(origin: .zero, size: registeredCellSize))
        } else {
            modelWarning("\(bracketed(self)) has no cell registered for reuse identifier '\(identifier)' (item \(indexPath.count == 2 ? indexPath.item : -1)); returning a plain CollectionViewCell. Register a class with register(_:forCellWithReuseIdentifier:).", window: window)
            cell = CollectionViewCell(frame: CGRect(origin: .zero, size: registeredCellSize))
        }
        cell.reuseIdentifier = identifier
        return cell
    }

    /// The cell for an item: the one already produced for it, or a new one from the data source
    /// (kept while the item is on screen, framed by the layout; a scroll that moves it out
    /// recycles it). Nil for items that do not exist or
    /// without a data source. UIKit returns nil for items off screen.
    open func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        if let cell = cells.onScreen[indexPath] { return cell }
        guard let dataSource, let attributes = layoutAttributesForItem(at: indexPath) else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        cell.isSelected = selectedIndexPaths.contains(indexPath)
        cell.apply(attributes)
        cell.frame = attributes.frame
        cell.contentView.frame = cell.bounds
        cells.onScreen[indexPath] = cell
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        addSubview(cell)
        return cell
    }

    /// Produces the cells of the items within the bounds, as UIKit's layout would before a user
    /// looks: what a query sees of a collection view.
    override func prepareForQuery() {
        for indexPath in indexPathsForItemsInBounds { _ = cellForItem(at: indexPath) }
        produceSupplementaryViewsOnScreen()
    }

    // MARK: Supplementary views

    /// The headers, footers and other supplementary views on screen, by kind and index path.
    private var supplementaryViews: [SupplementaryKey: CollectionReusableView] = [:]

    struct SupplementaryKey: Hashable {
        let kind: String
        let indexPath: IndexPath
    }

    /// Places the supplementary views the layout shows within the bounds, made by the data
    /// source's `viewForSupplementaryElementOfKind` (when it has one), as UIKit's layout pass does.
    private func produceSupplementaryViewsOnScreen() {
        guard let dataSource, bounds.width > 0, bounds.height > 0 else { return }
        let shown = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        for attributes in shown where attributes.representedElementCategory == .supplementaryView && !attributes.isHidden {
            let kind = attributes.representedElementKind ?? ""
            let key = SupplementaryKey(kind: kind, indexPath: attributes.indexPath)
            guard supplementaryViews[key] == nil else { continue }
            let (view, implemented) = OptionalMethod.call {
                dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
            }
            guard implemented else { continue }
            view.apply(attributes)
            view.frame = attributes.frame
            supplementaryViews[key] = view
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: attributes.indexPath)
            addSubview(view)
        }
    }

    private func removeSupplementaryView(for key: SupplementaryKey) {
        guard let view = supplementaryViews.removeValue(forKey: key) else { return }
        view.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
    }

    /// The supplementary view of `elementKind` at `indexPath` on screen, if any.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        supplementaryViews[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        supplementaryViews.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// The index paths of the supplementary views of `elementKind` on screen.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        supplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The cells produced so far, in index-path order.
    open var visibleCells: [CollectionViewCell] {
        cells.inOrder
    }

    /// The index paths of `visibleCells`.
    open var indexPathsForVisibleItems: [IndexPath] { cells.onScreen.keys.sorted() }

    /// The index path of a cell this collection view produced.
    open func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        cells.indexPath(of: cell)
    }

    /// The size a new cell starts with: the flow layout's item size.
    private var registeredCellSize: CGSize { (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero }

    /// Forgets every produced cell (they go to the reuse pool) and the selection, and
    /// invalidates the layout.
    open func reloadData() {
        collectionViewLayout.invalidateLayout()
        for key in supplementaryViews.keys { removeSupplementaryView(for: key) }
        for indexPath in cells.onScreen.keys.sorted() { recycleCell(at: indexPath) }
        selectedIndexPaths.removeAll()
    }

    /// A scroll moved items out of the bounds: their cells go back to their pools, as UIKit's
    /// layout pass does (docs/collections.md).
    override func contentOffsetDidChange() {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let visible = bounds
        for indexPath in cells.indexPaths(outside: visible) { recycleCell(at: indexPath) }
        for (key, view) in supplementaryViews where !view.frame.sharesArea(with: visible) { removeSupplementaryView(for: key) }
    }

    /// Takes the item's cell out and puts it in its identifier's reuse pool (a cell without one
    /// is dropped).
    private func recycleCell(at indexPath: IndexPath) {
        guard let cell = cells.remove(at: indexPath) else { return }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        cells.enqueue(cell)
    }

    /// Scrolls so that the item is shown at `scrollPosition` (`[]`: just enough to show it),
    /// within the scrollable offsets. Calls `scrollViewDidScroll` when the offset changes, then,
    /// if `animated`, `scrollViewDidEndScrollingAnimation`, as a programmatic scroll in UIKit. An item that does not exist is ignored
    /// with a warning (UIKit raises).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            modelWarning("Cannot scroll to item \(indexPath) of \(bracketed(self)): the collection view has no such item.", window: window)
            return
        }
        setContentOffset(offset(showing: frame, at: scrollPosition), animated: animated)
    }

    private func offset(showing frame: CGRect, at position: ScrollPosition) -> CGPoint {
        if position.contains(.top) { return self.offset(placing: frame, vertical: .start) }
        if position.contains(.bottom) { return self.offset(placing: frame, vertical: .end) }
        if position.contains(.centeredVertically) { return self.offset(placing: frame, vertical: .center) }
        return offsetShowing(frame)
    }

    // MARK: Selection

    private var selectedIndexPaths: Set<IndexPath> = []

    /// The selected items in index-path order (empty when none is; UIKit returns an empty array
    /// too).
    open var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths.sorted() }

    /// Selects an item without calling the delegate: replaces the selection (single selection)
    /// or adds to it (multiple selection), then scrolls to it unless `scrollPosition` is `[]`.
    /// Nil deselects every item. Ignored when `allowsSelection` is false, as in UIKit; an index
    /// path outside the collection view is ignored with a warning (UIKit raises).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedIndexPaths { deselectItem(at: path, animated: animated) }
            return
        }
        guard allowsSelection else { return }
        guard isValid(indexPath) else {
            modelWarning("Cannot select item \(indexPath) of \(bracketed(self)): the collection view has no such item.", window: window)
            return
        }
        if !allowsMultipleSelection {
            for path in selectedIndexPaths where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        selectedIndexPaths.insert(indexPath)
        cells.onScreen[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without calling the delegate; does nothing if it is not selected.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedIndexPaths.remove(indexPath) != nil else { return }
        cells.onScreen[indexPath]?.isSelected = false
    }
}
