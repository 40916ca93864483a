import Foundation

/// An item in a tab bar, like `UITabBarItem`.
@preconcurrency @MainActor
open class TabBarItem: BarItem {
    /// Creates an item with no title.
    public override init() {
        super.init()
    }

    /// Creates an item as a storyboard does, with no title.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates an item with a title, image and tag.
    public convenience init(title: String?, image: Image?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, image and selected image.
    public convenience init(title: String?, image: Image?, selectedImage: Image?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system item (`UITabBarItem.SystemItem`): its title is the system's name for it.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.title = systemItem.title
        self.tag = tag
    }

    /// The system items (`UITabBarItem.SystemItem`).
    public enum SystemItem: Int, Hashable, Sendable {
        /// More.
        case more
        /// Favorites.
        case favorites
        /// Featured.
        case featured
        /// Top Rated.
        case topRated
        /// Recents.
        case recents
        /// Contacts.
        case contacts
        /// History.
        case history
        /// Bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Downloads.
        case downloads
        /// Most Recent.
        case mostRecent
        /// Most Viewed.
        case mostViewed

        /// The title a user reads under the item.
        public var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The system item this was created as, if any.
    public private(set) var systemItem: SystemItem?
    /// The image shown while the item is selected.
    open var selectedImage: Image?
    /// Text shown in a badge on the item.
    open var badgeValue: String?
    /// The badge's colour (stored).
    open var badgeColor: Color?
    /// Where the title sits (stored).
    open var titlePositionAdjustment: Offset = .zero
    /// The look in the tab bar, overriding the bar's (stored).
    open var standardAppearance: TabBarAppearance?
    /// The look at the scroll edge (stored).
    open var scrollEdgeAppearance: TabBarAppearance?
    private var badgeAttributes: [Control.State: [NSAttributedString.Key: Any]] = [:]
    /// Sets the badge's text attributes for `state` (stored).
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: Control.State) { badgeAttributes[state] = textAttributes }
    /// The badge's text attributes for `state`.
    open func badgeTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? { badgeAttributes[state] }
}
