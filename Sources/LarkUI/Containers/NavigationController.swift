import Foundation

/// A stack of view controllers with a navigation bar, like `UINavigationController`.
///
/// All operations are synchronous. The top controller is the visible child: it receives the
/// appearance callbacks when the navigation controller is visible, and its view is the only
/// child view inside the navigation controller's view. A pushed controller's view is loaded
/// right after it joins the stack (so `navigationController` is set inside its `viewDidLoad`),
/// even when the navigation controller is not in a window.
@preconcurrency @MainActor
open class NavigationController: ViewController {
    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        (navigationBar, toolbar) = Self.makeBars()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        toolbar.isHidden = true
    }

    /// Creates an empty navigation controller, as a storyboard does.
    public required init?(coder: NSCoder) {
        (navigationBar, toolbar) = Self.makeBars()
        super.init(coder: coder)
        toolbar.isHidden = true
    }

    /// Creates a navigation controller whose stack is `[rootViewController]`.
    public init(rootViewController: ViewController) {
        (navigationBar, toolbar) = Self.makeBars()
        super.init(nibName: nil, bundle: nil)
        toolbar.isHidden = true
        setViewControllers([rootViewController], animated: false)
    }

    private static func makeBars() -> (NavigationBar, Toolbar) {
        let width = Window.defaultScreenBounds.width
        return (NavigationBar(frame: CGRect(x: 0, y: 0, width: width, height: 44)),
                Toolbar(frame: CGRect(x: 0, y: Window.defaultScreenBounds.height - 44, width: width, height: 44)))
    }

    private var stack: [ViewController] = []
    private var toolbarHiding = StackHiddenBar()

    /// The edge swipe that pops the top controller (enabled; the model's helpers pop with
    /// `popViewController`, so nothing performs this recognizer by itself).
    public let interactivePopGestureRecognizer: GestureRecognizer? = ScreenEdgePanGestureRecognizer()

    /// The bar showing the stack's navigation items.
    public let navigationBar: NavigationBar
    /// The toolbar showing the top controller's `toolbarItems` (hidden by default, as in UIKit).
    public let toolbar: Toolbar
    /// Receives will/did-show calls.
    open weak var delegate: NavigationControllerDelegate?

    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The last controller of the stack.
    open var topViewController: ViewController? { stack.last }

    /// The controller presented over this navigation controller if any, else the top controller.
    open var visibleViewController: ViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { navigationBar.isHidden = newValue }
    }

    /// Whether the toolbar is hidden (true by default).
    open var isToolbarHidden: Bool {
        get { toolbar.isHidden }
        set { toolbar.isHidden = newValue }
    }

    /// Sets `isNavigationBarHidden`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// A push or a pop (`UINavigationController.Operation`).
    public enum Operation: Int, Hashable, Sendable {
        /// Neither.
        case none
        /// A push.
        case push
        /// A pop.
        case pop
    }

    /// Whether swiping up hides the bars (stored; the model does not hide them).
    open var hidesBarsOnSwipe = false
    /// Whether tapping hides the bars (stored).
    open var hidesBarsOnTap = false
    /// Whether the keyboard appearing hides the bars (stored).
    open var hidesBarsWhenKeyboardAppears = false
    /// Whether a compact vertical size class hides the bars (stored).
    open var hidesBarsWhenVerticallyCompact = false
    /// Sets `isToolbarHidden`.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    // MARK: Stack operations

    /// Pushes `viewController` on top of the stack; its view loads right after it joins the stack.
    /// Refused with a warning for a navigation controller, a controller already in a stack or
    /// another container, a presented controller, or a window's root.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        if let refusal = refusalToAdd(viewController, verb: "push") {
            modelWarning(refusal, window: containingWindow)
            return
        }
        replaceStack(with: stack + [viewController], pushing: true)
    }

    /// Pops the top controller and returns it. With only the root left, returns nil, changes
    /// nothing and records a warning.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard stack.count > 1, let top = stack.last else {
            modelWarning("Cannot pop \(bracketed(stack.last)) from \(bracketed(self)): it is the root of the navigation stack.", window: containingWindow)
            return nil
        }
        replaceStack(with: Array(stack.dropLast()), pushing: false)
        return top
    }

    /// Pops every controller above `viewController` and returns them bottom to top (empty when it
    /// is already on top). Returns nil with a warning when it is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            modelWarning("Cannot pop to \(bracketed(viewController)) in \(bracketed(self)): it is not in the navigation stack.", window: containingWindow)
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { replaceStack(with: Array(stack[...index]), pushing: false) }
        return popped
    }

    /// Pops everything above the root and returns it bottom to top (empty when already at the
    /// root, nil when the stack is empty).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack. Refused with a warning (nothing changes) if the array has duplicates,
    /// navigation controllers, or controllers that belong elsewhere.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        for (index, controller) in viewControllers.enumerated() {
            if viewControllers[..<index].contains(where: { $0 === controller }) {
                modelWarning("Cannot set the stack of \(bracketed(self)): \(bracketed(controller)) appears twice.", window: containingWindow)
                return
            }
            if controller.parent !== self, let refusal = refusalToAdd(controller, verb: "add") {
                modelWarning(refusal, window: containingWindow)
                return
            }
        }
        replaceStack(with: viewControllers, pushing: false)
    }

    private func refusalToAdd(_ controller: ViewController, verb: String) -> String? {
        let attempt = "Cannot \(verb) \(bracketed(controller)) on \(bracketed(self))"
        if controller is NavigationController {
            return "\(attempt): pushing a navigation controller is not supported."
        }
        if stack.contains(where: { $0 === controller }) {
            return "\(attempt): it is already in the navigation stack."
        }
        if let parent = controller.parent {
            return "\(attempt): it is already a child of \(bracketed(parent))."
        }
        if controller === self || isSelfOrAncestor(controller) {
            return "\(attempt): it is this controller or one of its ancestors."
        }
        if let presenter = controller.presentingController {
            return "\(attempt): it is presented by \(bracketed(presenter))."
        }
        if controller.hostWindow != nil {
            return "\(attempt): it is the root view controller of a window."
        }
        return nil
    }

    /// The one place the stack changes: containment calls, bar updates, view loading and the
    /// appearance transition, in UIKit's order.
    private func replaceStack(with newStack: [ViewController], pushing: Bool) {
        let oldTop = stack.last
        let removed = stack.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !stack.contains { $0 === new } }
        removed.forEach { $0.willMove(toParent: nil) }
        added.forEach { addChild($0) }
        stack = newStack
        syncBars()
        tabBarController?.syncTabBar()
        let newTop = stack.last
        // A pushed controller's view loads now, once it is in the stack, so tests can reach its
        // views right after the push.
        if pushing, let newTop, added.contains(where: { $0 === newTop }) { newTop.loadViewIfNeeded() }
        let topChanged = oldTop !== newTop
        if topChanged, let newTop { delegate?.navigationController(self, willShow: newTop, animated: false) }
        added.forEach { $0.isMovingToParent = true }
        removed.forEach { $0.isMovingFromParent = true }
        transitionInWindow { layoutChildViews() }
        added.forEach { $0.isMovingToParent = false }
        removed.forEach { $0.isMovingFromParent = false }
        removed.forEach { $0.removeFromParent() }
        added.forEach { $0.didMove(toParent: self) }
        if topChanged, let newTop { delegate?.navigationController(self, didShow: newTop, animated: false) }
    }

    /// Keeps the bar items in step with the stack and the top controller's toolbar items, and
    /// hides a shown toolbar while the top controller's `hidesBottomBarWhenPushed` is true
    /// (Apple: "the value of this property on the topmost view controller determines whether
    /// the toolbar is visible").
    func syncBars() {
        navigationBar.items = stack.isEmpty ? nil : stack.map(\.navigationItem)
        toolbar.items = stack.last?.toolbarItems
        toolbarHiding.update(toolbar, stackHides: stack.last?.hidesBottomBarWhenPushed ?? false)
    }

    /// Whether the stack hides an enclosing tab bar: a controller in it, from the top down to
    /// the root, has `hidesBottomBarWhenPushed`. Apple documents only the toolbar; on iOS the
    /// tab bar stays hidden from the push of such a controller until it is popped, whatever the
    /// controllers pushed above it say.
    var stackHidesTabBar: Bool {
        stack.contains { $0.hidesBottomBarWhenPushed }
    }

    // MARK: Views and appearance

    /// Builds a view holding the navigation bar and the toolbar.
    open override func loadView() {
        let root = View(frame: Window.defaultScreenBounds)
        root.addSubview(navigationBar)
        root.addSubview(toolbar)
        view = root
    }

    override func layoutChildViews() {
        showOnlyView(of: stack.last) { view, root in root.insertSubview(view, belowSubview: navigationBar) }
    }

    override var appearanceChildren: [ViewController] {
        stack.last.map { [$0] } ?? []
    }

    /// The navigation bar below the status bar, 44 points tall (96 with a large title, as on
    /// iPhones at rest: Apple gives no number), and the toolbar above the home indicator, 44.
    override var containerBars: [ContainerBar] {
        [ContainerBar(view: navigationBar, edge: .top, height: navigationBar.showsLargeTitle ? 96 : 44, reachesScreenEdge: false, isTranslucent: navigationBar.isTranslucent),
         ContainerBar(view: toolbar, edge: .bottom, height: 44, reachesScreenEdge: false, isTranslucent: toolbar.isTranslucent)]
    }
}
