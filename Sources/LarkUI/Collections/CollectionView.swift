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
    }

    /// Creates a collection view with a layout, as UIKit's designated initialiser.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewFlowLayout) {
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

    /// The layout.
    public let collectionViewLayout: CollectionViewFlowLayout
    /// Supplies items and cells (held weakly).
    open weak var dataSource: CollectionViewDataSource?
    /// `delegate` as a collection view delegate, or nil when it is only a scroll view delegate.
    public var collectionDelegate: CollectionViewDelegate? { delegate as? CollectionViewDelegate }
    /// Whether items can be selected by the user (true by default).
    open var allowsSelection = true
    /// Whether several items can be selected at once (false by default).
    open var allowsMultipleSelection = false

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
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < numberOfSections
            && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    // MARK: Layout

    /// The content's size from the layout: the bounds' width, and the sections' heights. Set
    /// values are ignored, as the layout overwrites them in UIKit.
    open override var contentSize: CGSize {
        get {
            let perLine = collectionViewLayout.itemsPerLine(inWidth: bounds.width)
            var height: CGFloat = 0
            for section in 0..<numberOfSections {
                height += collectionViewLayout.sectionHeight(items: numberOfItems(inSection: section), perLine: perLine)
            }
            return CGSize(width: bounds.width, height: height)
        }
        set {}
    }

    private func sectionTop(_ section: Int, perLine: Int) -> CGFloat {
        var top: CGFloat = 0
        for earlier in 0..<section {
            top += collectionViewLayout.sectionHeight(items: numberOfItems(inSection: earlier), perLine: perLine)
        }
        return top
    }

    /// The item's frame in content coordinates; nil for an item that does not exist.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard isValid(indexPath) else { return nil }
        let layout = collectionViewLayout
        let perLine = layout.itemsPerLine(inWidth: bounds.width)
        let line = indexPath.item / perLine
        let column = indexPath.item % perLine
        let origin = CGPoint(
            x: layout.sectionInset.left + CGFloat(column) * (layout.itemSize.width + layout.minimumInteritemSpacing),
            y: sectionTop(indexPath.section, perLine: perLine) + layout.sectionInset.top
                + CGFloat(line) * (layout.itemSize.height + layout.minimumLineSpacing))
        return CollectionViewLayoutAttributes(indexPath: indexPath, frame: CGRect(origin: origin, size: layout.itemSize))
    }

    /// The items whose frames meet the bounds, in index-path order. Linear in the sections and the
    /// items returned.
    open var indexPathsForItemsInBounds: [IndexPath] {
        let layout = collectionViewLayout
        let lineStep = layout.itemSize.height + layout.minimumLineSpacing
        guard dataSource != nil, layout.itemSize.height > 0, lineStep > 0, bounds.height > 0 else { return [] }
        let perLine = layout.itemsPerLine(inWidth: bounds.width)
        var paths: [IndexPath] = []
        var top: CGFloat = 0
        for section in 0..<numberOfSections {
            let count = numberOfItems(inSection: section)
            let height = layout.sectionHeight(items: count, perLine: perLine)
            defer { top += height }
            guard count > 0, top < bounds.maxY, top + height > bounds.minY else { continue }
            let firstTop = top + layout.sectionInset.top
            let lines = (count + perLine - 1) / perLine
            let first = max(0, Int(((bounds.minY - firstTop - layout.itemSize.height) / lineStep).rounded(.down)))
            var line = first
            while line < lines {
                let y = firstTop + CGFloat(line) * lineStep
                if y >= bounds.maxY { break }
                if y + layout.itemSize.height > bounds.minY {
                    for item in (line * perLine)..<min(count, (line + 1) * perLine) {
                        guard let frame = layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame,
                              frame.intersects(bounds) else { continue }
                        paths.append(IndexPath(item: item, section: section))
                    }
                }
                line += 1
            }
        }
        return paths
    }

    // MARK: Cells

    private var registrations: [String: CollectionViewCell.Type] = [:]
    private var reusePool: [String: [CollectionViewCell]] = [:]
    private var cellsByIndexPath: [IndexPath: CollectionViewCell] = [:]

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
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        let cell: CollectionViewCell
        if let cellClass = registrations[identifier] {
            cell = cellClass.init(_registeredFrame: CGRect(origin: .zero, size: collectionViewLayout.itemSize))
        } else {
            modelWarning("\(bracketed(self)) has no cell registered for reuse identifier '\(identifier)' (item \(indexPath.count == 2 ? indexPath.item : -1)); returning a plain CollectionViewCell. Register a class with register(_:forCellWithReuseIdentifier:).", window: window)
            cell = CollectionViewCell(frame: CGRect(origin: .zero, size: collectionViewLayout.itemSize))
        }
        cell.reuseIdentifier = identifier
        return cell
    }

    /// The cell for an item: the one already produced for it, or a new one from the data source
    /// (kept while the item is on screen, framed by the layout; a scroll that moves it out
    /// recycles it). Nil for items that do not exist or
    /// without a data source. UIKit returns nil for items off screen.
    open func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        if let cell = cellsByIndexPath[indexPath] { return cell }
        guard let dataSource, let attributes = layoutAttributesForItem(at: indexPath) else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        cell.isSelected = selectedIndexPaths.contains(indexPath)
        cell.frame = attributes.frame
        cell.contentView.frame = cell.bounds
        cellsByIndexPath[indexPath] = cell
        addSubview(cell)
        return cell
    }

    /// Produces the cells of the items within the bounds, as UIKit's layout would before a user
    /// looks: what a query sees of a collection view.
    override func prepareForQuery() {
        for indexPath in indexPathsForItemsInBounds { _ = cellForItem(at: indexPath) }
    }

    /// The cells produced so far, in index-path order.
    open var visibleCells: [CollectionViewCell] {
        cellsByIndexPath.keys.sorted().compactMap { cellsByIndexPath[$0] }
    }

    /// The index paths of `visibleCells`.
    open var indexPathsForVisibleItems: [IndexPath] { cellsByIndexPath.keys.sorted() }

    /// The index path of a cell this collection view produced.
    open func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        cellsByIndexPath.first { $0.value === cell }?.key
    }

    /// Forgets every produced cell (they go to the reuse pool) and the selection.
    open func reloadData() {
        for indexPath in cellsByIndexPath.keys.sorted() { recycleCell(at: indexPath) }
        selectedIndexPaths.removeAll()
    }

    /// A scroll moved items out of the bounds: their cells go back to their pools, as UIKit's
    /// layout pass does (docs/collections.md).
    override func contentOffsetDidChange() {
        guard bounds.width > 0, bounds.height > 0 else { return }
        // Overlap with an area, not a shared edge: a row just above the bounds has left them.
        let visible = bounds
        for (indexPath, cell) in cellsByIndexPath
        where !(cell.frame.maxX > visible.minX && cell.frame.minX < visible.maxX && cell.frame.maxY > visible.minY && cell.frame.minY < visible.maxY) {
            recycleCell(at: indexPath)
        }
    }

    /// Takes the item's cell out and puts it in its identifier's reuse pool (a cell without one
    /// is dropped).
    private func recycleCell(at indexPath: IndexPath) {
        guard let cell = cellsByIndexPath.removeValue(forKey: indexPath) else { return }
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
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
        let x = contentOffset.x
        if position.contains(.top) { return clampedOffset(CGPoint(x: x, y: frame.minY)) }
        if position.contains(.bottom) { return clampedOffset(CGPoint(x: x, y: frame.maxY - bounds.height)) }
        if position.contains(.centeredVertically) { return clampedOffset(CGPoint(x: x, y: frame.midY - bounds.height / 2)) }
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
        cellsByIndexPath[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without calling the delegate; does nothing if it is not selected.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedIndexPaths.remove(indexPath) != nil else { return }
        cellsByIndexPath[indexPath]?.isSelected = false
    }
}
