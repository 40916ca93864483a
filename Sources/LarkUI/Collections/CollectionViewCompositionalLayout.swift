import Foundation

/// A layout built from sections, groups and items, like `UICollectionViewCompositionalLayout`.
///
/// The model lays a collection view out on its grid (`CollectionViewFlowLayout`), so a
/// compositional layout becomes one: the first section's item size (its group's dimensions
/// resolved against the collection view's width, then the item's against the group's), its
/// group's item spacing, its spacing between groups and its insets. Orthogonal scrolling,
/// per-section differences and supplementary views are recorded, not laid out
/// (docs/uikit-module.md). In UIKit this class derives from `UICollectionViewLayout`; here from
/// the flow layout, which is how it is laid out.
@preconcurrency @MainActor
open class CollectionViewCompositionalLayout: CollectionViewFlowLayout {
    /// Makes the section for an index.
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider?

    /// A layout whose every section is `section`.
    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        super.init()
    }

    /// A layout asking `sectionProvider` for each section.
    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        super.init()
    }

    /// A layout without sections (a list layout's base).
    public override init() {
        sectionProvider = nil
        super.init()
    }

    /// A layout without sections, as a storyboard makes one.
    public required init?(coder: NSCoder) {
        sectionProvider = nil
        super.init(coder: coder)
    }

    /// A list layout made from `configuration`: full-width rows with its swipe actions.
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout {
        let layout = CollectionViewListLayout()
        layout.listConfiguration = configuration
        layout.trailingSwipeActionsConfigurationProvider = configuration.trailingSwipeActionsConfigurationProvider
        layout.leadingSwipeActionsConfigurationProvider = configuration.leadingSwipeActionsConfigurationProvider
        return layout
    }

    /// The first section, as the grid lays it out.
    private var firstSection: NSCollectionLayoutSection? {
        sectionProvider?(0, LayoutEnvironment(collectionView: collectionView))
    }

    /// The first section's item size, resolved against the collection view's size.
    open override var itemSize: CGSize {
        get {
            guard let section = firstSection else { return super.itemSize }
            let container = collectionView?.bounds.size ?? Window.defaultScreenBounds.size
            let room = CGSize(width: container.width - section.contentInsets.leading - section.contentInsets.trailing,
                              height: container.height)
            let group = section.group.layoutSize.resolved(in: room)
            guard let item = section.group.subitems.first else { return group }
            return item.layoutSize.resolved(in: group)
        }
        set { super.itemSize = newValue }
    }

    /// The first section's group spacing between items.
    open override var minimumInteritemSpacing: CGFloat {
        get { firstSection.map { $0.group.interItemSpacing?.spacing ?? 0 } ?? super.minimumInteritemSpacing }
        set { super.minimumInteritemSpacing = newValue }
    }

    /// The first section's spacing between groups.
    open override var minimumLineSpacing: CGFloat {
        get { firstSection?.interGroupSpacing ?? super.minimumLineSpacing }
        set { super.minimumLineSpacing = newValue }
    }

    /// The first section's insets.
    open override var sectionInset: EdgeInsets {
        get {
            guard let insets = firstSection?.contentInsets else { return super.sectionInset }
            return EdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        }
        set { super.sectionInset = newValue }
    }
}

/// What a section provider is told about its container (`NSCollectionLayoutEnvironment`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The container's size less its insets.
    var container: NSCollectionLayoutContainer { get }
    /// The traits of the collection view.
    var traitCollection: TraitCollection { get }
}

/// A container's size (`NSCollectionLayoutContainer`).
public struct NSCollectionLayoutContainer: Sendable {
    /// The size.
    public let contentSize: CGSize
    /// The size less insets (the model has none here).
    public var effectiveContentSize: CGSize { contentSize }
}

private struct LayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: NSCollectionLayoutContainer
    let traitCollection: TraitCollection

    @MainActor init(collectionView: CollectionView?) {
        container = NSCollectionLayoutContainer(contentSize: collectionView?.bounds.size ?? Window.defaultScreenBounds.size)
        traitCollection = collectionView?.traitCollection ?? .phone
    }
}

/// One dimension of a layout size (`NSCollectionLayoutDimension`).
public final class NSCollectionLayoutDimension: Sendable {
    enum Kind: Sendable {
        case fractionalWidth(CGFloat), fractionalHeight(CGFloat), absolute(CGFloat), estimated(CGFloat)
    }

    let kind: Kind
    private init(_ kind: Kind) { self.kind = kind }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth(fraction)) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight(fraction)) }
    /// A fixed number of points.
    public static func absolute(_ points: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute(points)) }
    /// An estimate the content may change (the model uses the estimate).
    public static func estimated(_ points: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated(points)) }

    /// Whether this is a fraction of the width.
    public var isFractionalWidth: Bool { if case .fractionalWidth = kind { true } else { false } }
    /// Whether this is a fraction of the height.
    public var isFractionalHeight: Bool { if case .fractionalHeight = kind { true } else { false } }
    /// Whether this is absolute.
    public var isAbsolute: Bool { if case .absolute = kind { true } else { false } }
    /// Whether this is estimated.
    public var isEstimated: Bool { if case .estimated = kind { true } else { false } }
    /// The fraction or number of points.
    public var dimension: CGFloat {
        switch kind {
        case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v): v
        }
    }

    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth(let f): container.width * f
        case .fractionalHeight(let f): container.height * f
        case .absolute(let v), .estimated(let v): v
        }
    }
}

/// A width and a height (`NSCollectionLayoutSize`).
public final class NSCollectionLayoutSize: Sendable {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension
    /// A size of two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// Spacing between items (`NSCollectionLayoutSpacing`).
public final class NSCollectionLayoutSpacing: Sendable {
    /// The points.
    public let spacing: CGFloat
    /// Whether the spacing may grow.
    public let isFlexibleSpacing: Bool
    private init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }
    /// Exactly `points`.
    public static func fixed(_ points: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: points, flexible: false) }
    /// At least `points` (the model uses `points`).
    public static func flexible(_ points: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: points, flexible: true) }
}

/// An item of a group (`NSCollectionLayoutItem`).
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    /// The item's size relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets inside the item's frame (recorded).
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) { self.layoutSize = layoutSize }
}

/// A row or column of items (`NSCollectionLayoutGroup`).
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The items, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// Whether items run across (horizontal) or down.
    public let isHorizontal: Bool
    /// The spacing between items.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    private init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool) {
        self.subitems = subitems
        isHorizontal = horizontal
        super.init(layoutSize: layoutSize)
    }

    /// Items side by side.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: true)
    }
    /// `count` copies of an item side by side.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(count, 1)), horizontal: true)
    }
    /// `count` copies of an item side by side (iOS 16's spelling).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }
    /// Items one above the other.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: false)
    }
    /// `count` copies of an item one above the other.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(count, 1)), horizontal: false)
    }
}

/// How a section scrolls across the main direction (`UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    /// No orthogonal scrolling.
    case none
    /// Continuous scrolling.
    case continuous
    /// Continuous, stopping at groups' leading edges.
    case continuousGroupLeadingBoundary
    /// Paging by the container's width.
    case paging
    /// Paging by groups.
    case groupPaging
    /// Paging by groups, centred.
    case groupPagingCentered
}

/// A section of a compositional layout (`NSCollectionLayoutSection`).
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    /// The repeating group.
    public let group: NSCollectionLayoutGroup
    /// Insets around the section.
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// The spacing between groups.
    open var interGroupSpacing: CGFloat = 0
    /// Sideways scrolling (recorded).
    open var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) { self.group = group }

    /// A list section made from `configuration` (full-width rows of 44 points).
    public static func list(using configuration: CollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    }
}

/// A list's look and swipe actions (`UICollectionLayoutListConfiguration`).
public struct CollectionLayoutListConfiguration {
    /// The list's look.
    public enum Appearance: Int, Hashable, Sendable {
        /// Plain rows.
        case plain
        /// Grouped sections.
        case grouped
        /// Grouped sections inset from the edges.
        case insetGrouped
        /// A sidebar.
        case sidebar
        /// A plain sidebar.
        case sidebarPlain
    }

    /// Whether sections have headers or footers.
    public enum HeaderMode: Int, Hashable, Sendable {
        /// None.
        case none
        /// Supplementary views.
        case supplementary
        /// The first item is the header.
        case firstItemInSection
    }

    /// The look.
    public var appearance: Appearance
    /// Whether rows show separators.
    public var showsSeparators = true
    /// The background colour.
    public var backgroundColor: Color?
    /// Section headers.
    public var headerMode: HeaderMode = .none
    /// Section footers.
    public var footerMode: HeaderMode = .none
    /// The swipe actions on a row's trailing side.
    public var trailingSwipeActionsConfigurationProvider: (@MainActor (IndexPath) -> SwipeActionsConfiguration?)?
    /// The swipe actions on a row's leading side.
    public var leadingSwipeActionsConfigurationProvider: (@MainActor (IndexPath) -> SwipeActionsConfiguration?)?

    /// A configuration of `appearance`.
    public init(appearance: Appearance) { self.appearance = appearance }
}
