import Foundation

/// A container of columns, like `UISplitViewController`. The model's device is a phone, so the
/// split view is always collapsed, as UIKit collapses it in compact width: one column is
/// visible at a time. That column is the `.compact` one if set, else the primary, until
/// `show(_:)` or `showDetailViewController(_:sender:)` brings another forward.
@preconcurrency @MainActor
open class SplitViewController: ViewController {
    /// The interface style (`UISplitViewController.Style`).
    public enum Style: Int, Hashable, Sendable {
        /// The classic two-controller `viewControllers` interface.
        case unspecified
        /// Primary and secondary columns.
        case doubleColumn
        /// Primary, supplementary and secondary columns.
        case tripleColumn
    }

    /// A column (`UISplitViewController.Column`).
    public enum Column: Int, Hashable, Sendable {
        /// The leading column.
        case primary
        /// The middle column of a triple-column interface.
        case supplementary
        /// The main content.
        case secondary
        /// The controller shown when collapsed.
        case compact
    }

    /// How columns show when expanded (`UISplitViewController.DisplayMode`); stored.
    public enum DisplayMode: Int, Hashable, Sendable {
        /// The system decides.
        case automatic
        /// Only the secondary column.
        case secondaryOnly
        /// Primary beside secondary.
        case oneBesideSecondary
        /// Primary over secondary.
        case oneOverSecondary
        /// Two columns beside the secondary.
        case twoBesideSecondary
        /// Two columns over the secondary.
        case twoOverSecondary
        /// Two columns displacing the secondary.
        case twoDisplaceSecondary
    }

    /// How columns share the width when expanded (`UISplitViewController.SplitBehavior`); stored.
    public enum SplitBehavior: Int, Hashable, Sendable {
        /// The system decides.
        case automatic
        /// Columns tile.
        case tile
        /// Columns overlay.
        case overlay
        /// Columns displace the secondary.
        case displace
    }

    /// The interface style.
    public let style: Style
    private var columns: [Column: ViewController] = [:]
    private var shownColumn: Column?

    /// A split view controller of `style`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A classic split view controller, as a storyboard makes one.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// The delegate (weak; stored, not consulted by the model).
    open weak var delegate: (any SplitViewControllerDelegate)?
    /// The preferred display mode when expanded (stored).
    open var preferredDisplayMode: DisplayMode = .automatic
    /// The display mode: `.secondaryOnly` when collapsed, as the model always is.
    open var displayMode: DisplayMode { .secondaryOnly }
    /// The preferred split behaviour (stored).
    open var preferredSplitBehavior: SplitBehavior = .automatic
    /// Whether a swipe shows the primary column (stored).
    open var presentsWithGesture = true
    /// Whether the secondary column's toggle button shows (stored).
    open var showsSecondaryOnlyButton = false
    /// The preferred primary column width as a fraction of the width (stored).
    open var preferredPrimaryColumnWidthFraction: CGFloat = .nan
    /// The preferred primary column width (stored).
    open var preferredPrimaryColumnWidth: CGFloat = .nan
    /// Always true: a phone's split view is collapsed.
    open var isCollapsed: Bool { true }

    /// The classic interface's controllers: primary, then secondary if set.
    open var viewControllers: [ViewController] {
        get { [Column.primary, .secondary].compactMap { columns[$0] } }
        set {
            setViewController(newValue.first, for: .primary)
            setViewController(newValue.count > 1 ? newValue[1] : nil, for: .secondary)
        }
    }

    /// The controller of `column`.
    open func viewController(for column: Column) -> ViewController? { columns[column] }

    /// Puts `viewController` in `column` (nil empties it), as a child.
    open func setViewController(_ viewController: ViewController?, for column: Column) {
        let old = columns[column]
        guard old !== viewController else { return }
        old?.willMove(toParent: nil)
        if let viewController {
            viewController.parent?.removeFromParentIfChild(viewController)
            addChild(viewController)
        }
        columns[column] = viewController
        transitionInWindow { layoutChildViews() }
        old?.removeFromParent()
        viewController?.didMove(toParent: self)
    }

    /// Brings `column` forward.
    open func show(_ column: Column) {
        shownColumn = column
        transitionInWindow { layoutChildViews() }
    }

    /// Hides `column`: the one shown before it comes back.
    open func hide(_ column: Column) {
        if visibleColumn == column { shownColumn = nil }
        transitionInWindow { layoutChildViews() }
    }

    /// Puts `viewController` in the secondary column and brings that forward.
    open override func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        setViewController(viewController, for: .secondary)
        show(.secondary)
    }

    /// The column visible now.
    public var visibleColumn: Column? {
        if let shownColumn, columns[shownColumn] != nil { return shownColumn }
        return [Column.compact, .primary, .supplementary, .secondary].first { columns[$0] != nil }
    }

    // MARK: Views and appearance

    override func layoutChildViews() {
        showOnlyView(of: visibleColumn.flatMap { columns[$0] }) { view, root in root.addSubview(view) }
    }

    override var appearanceChildren: [ViewController] {
        visibleColumn.flatMap { columns[$0] }.map { [$0] } ?? []
    }
}

/// What a split view controller tells its delegate (`UISplitViewControllerDelegate`); every
/// method is optional and the model's always-collapsed split view asks none.
@preconcurrency @MainActor
public protocol SplitViewControllerDelegate: AnyObject {}

extension ViewController {
    /// Removes `child` from this controller if it is one (for moving it to another container).
    func removeFromParentIfChild(_ child: ViewController) {
        guard child.parent === self else { return }
        child.willMove(toParent: nil)
        child.viewIfLoaded?.removeFromSuperview()
        child.removeFromParent()
    }
}
