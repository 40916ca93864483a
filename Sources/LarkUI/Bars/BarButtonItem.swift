import Foundation

/// A button in a navigation bar or toolbar, like `UIBarButtonItem`.
///
/// An item triggers either its closure-based `primaryAction` or a `target`/`action` pair (the
/// target is held weakly). Either part of the pair may be missing, so helpers can report an
/// item whose action is not hooked up. The model never triggers items itself.
@preconcurrency @MainActor
open class BarButtonItem: BarItem {
    /// Visual styles.
    public enum Style: Int, Hashable, Sendable {
        /// The default style.
        case plain
        /// The style of a "Done" button.
        case done
    }

    /// UIKit's system items.
    public enum SystemItem: Int, Hashable, Sendable {
        /// Done.
        case done
        /// Cancel.
        case cancel
        /// Edit.
        case edit
        /// Save.
        case save
        /// Add.
        case add
        /// Flexible space.
        case flexibleSpace
        /// Fixed space.
        case fixedSpace
        /// Compose.
        case compose
        /// Reply.
        case reply
        /// Action (share).
        case action
        /// Organize.
        case organize
        /// Bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Refresh.
        case refresh
        /// Stop.
        case stop
        /// Camera.
        case camera
        /// Trash.
        case trash
        /// Play.
        case play
        /// Pause.
        case pause
        /// Rewind.
        case rewind
        /// Fast forward.
        case fastForward
        /// Undo.
        case undo
        /// Redo.
        case redo
        /// Close.
        case close
    }

    /// Creates an item with no title, image or action.
    public override init() {
        super.init()
    }

    /// Creates an item as a storyboard does, with no title, image or action.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The style.
    open var style: Style = .plain
    /// The object the action is sent to. Weak, like UIKit.
    open weak var target: AnyObject?
    /// The method sent to `target`.
    open var action: ActionMethod?
    /// A closure-based action, performed instead of the target–action pair when set.
    open var primaryAction: Action?
    /// A custom view shown instead of a title or image.
    open var customView: View?
    /// The width for fixed-space items.
    open var width: CGFloat = 0
    /// The system item this was created as, if any.
    public private(set) var systemItem: SystemItem?

    /// An item with a title and an optional target–action pair.
    public convenience init(title: String?, style: Style = .plain, target: AnyObject?, action: ActionMethod?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    /// An item with a title whose action is a method of `target` taking the item.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style = .plain, target: Target,
        action: @escaping @MainActor (Target) -> (BarButtonItem) -> Void
    ) {
        self.init(title: title, style: style, target: target, action: ActionMethod(action))
    }

    /// An item with an image and an optional target–action pair.
    public convenience init(image: Image?, style: Style = .plain, target: AnyObject?, action: ActionMethod?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target
        self.action = action
    }

    /// A system item. Its `title` is nil, as in UIKit.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: ActionMethod?) {
        self.init()
        self.systemItem = systemItem
        self.target = target
        self.action = action
    }

    /// An item showing a custom view.
    public convenience init(customView: View) {
        self.init()
        self.customView = customView
    }

    /// An item performing a closure-based action, or showing `menu` when there is none; title
    /// and image default to the action's.
    public convenience init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.init()
        self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A system item performing a closure-based action, or showing `menu`.
    public convenience init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A flexible space that pushes the items around it apart.
    public static func flexibleSpace() -> BarButtonItem { BarButtonItem(systemItem: .flexibleSpace) }

    /// A fixed space `width` wide.
    public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
        let item = BarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// The menu the item shows (on tap when it has no primary action, else on long press).
    open var menu: Menu?
    /// The item's tint colour (stored).
    open var tintColor: Color?
    /// Whether the item shows as selected (stored).
    open var isSelected = false
    /// Whether choosing from `menu` selects the item (stored).
    open var changesSelectionAsPrimaryAction = false
    /// Titles the item may show, to size it (stored).
    open var possibleTitles: Set<String>?
    /// Whether the item is hidden from its bar (iOS 16); hidden items are not reachable.
    open var isHidden = false

    // The accessibility label defaults to the title, else the system item's name.
    override var defaultAccessibilityLabel: String? { title ?? systemItem.map { "\($0)" } }
}
