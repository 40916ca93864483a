import Foundation

/// Manages a view hierarchy and its lifecycle, the model's stand-in for `UIViewController`.
///
/// * The view loads lazily on first access to `view` (or `loadViewIfNeeded()`): `loadView()`,
///   then `viewDidLoad()`, exactly once.
/// * Appearance callbacks are driven by the model, synchronously, whenever the set of visible
///   controllers of a *visible* window changes (window root, present, dismiss, push, pop, tab
///   switch, child views entering or leaving). For a transition from `old` to `new` the order is
///   `old.viewWillDisappear, new.viewWillAppear, old.viewDidDisappear, new.viewDidAppear`;
///   containers pass each callback on to their visible child right after their own.
/// * `suppressesLifecycleCallbacks` turns this controller into a mock whose `viewDidLoad` and
///   appearance methods the model does not call.
///
/// Initializers are UIKit's: `init(nibName:bundle:)` is the designated one (the model has no
/// nibs: both arguments are ignored), `init()` calls it, and `init?(coder:)` is required, so a
/// subclass with an initializer of its own writes `required init?(coder:)` as in UIKit.
/// Storyboards and `Fleet.mockFor` create controllers through `init(coder:)`, as UIKit's
/// storyboards do (docs/uikit-module.md).
@preconcurrency @MainActor
open class ViewController: Responder, ContentContainer, @MainActor CustomStringConvertible {
    /// Creates a controller with no view loaded, as `UIViewController(nibName:bundle:)` does
    /// without a nib.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller as a storyboard does. The model's archives hold nothing, so the
    /// controller starts as `init(nibName: nil, bundle: nil)` leaves it.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// Archives the controller (`NSCoding`): nothing is written, the model has no archives; an
    /// override point for subclasses that encode their own state.
    open func encode(with coder: NSCoder) {}

    /// Creates a controller with no view loaded.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The nib name given at creation (the model loads no nibs).
    public let nibName: String?
    /// The bundle given at creation.
    public let nibBundle: Bundle?

    // MARK: View loading

    private var storedView: View?
    private var isLoadingView = false

    /// The root view, loaded on first access.
    open var view: View! {
        get {
            if storedView == nil {
                if isLoadingView {
                    // `loadView` read `view` before assigning one; give it the default view.
                    setStoredView(View(frame: Window.defaultScreenBounds))
                } else {
                    loadViewIfNeeded()
                }
            }
            return storedView
        }
        set { setStoredView(newValue) }
    }

    private func setStoredView(_ newView: View?) {
        if storedView?.owningViewController === self { storedView?.owningViewController = nil }
        storedView = newView
        newView?.owningViewController = self
    }

    /// The root view if it has been loaded, without loading it.
    public var viewIfLoaded: View? { storedView }

    /// Whether the root view has been loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Creates the root view. The default makes a plain screen-sized `View`; override to build
    /// your own hierarchy and assign it to `view` (without calling `super`).
    open func loadView() {
        view = View(frame: Window.defaultScreenBounds)
    }

    /// Called once after the view loaded. The base implementation records that it ran
    /// (`hasRunViewDidLoad`), even when called directly.
    open func viewDidLoad() {
        hasRunViewDidLoad = true
    }

    /// Loads the view now if it has not been loaded yet.
    public func loadViewIfNeeded() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if storedView == nil { setStoredView(View(frame: Window.defaultScreenBounds)) }
        isLoadingView = false
        installEmbeddedChildren()
        if !suppressesLifecycleCallbacks {
            viewDidLoad()
            hasRunViewDidLoad = true
        }
        layoutChildViews()
    }

    /// Whether `viewDidLoad` has ever run on this instance (driven by the model, or a direct call
    /// that reached the base implementation).
    public internal(set) var hasRunViewDidLoad = false

    /// When true, the model does not call this instance's `viewDidLoad`, `viewWillAppear`,
    /// `viewDidAppear`, `viewWillDisappear` or `viewDidDisappear` while it drives the lifecycle:
    /// the controller behaves as a mock. The view still loads (`loadView` runs) and containers
    /// still forward appearance to their children. Direct calls from your code still run.
    public var suppressesLifecycleCallbacks = false

    /// Storyboard relationship children of a plain controller, whose views go into this
    /// controller's view when it loads (an embed segue).
    var pendingEmbeddedChildren: [ViewController] = []

    private func installEmbeddedChildren() {
        let embedded = pendingEmbeddedChildren
        pendingEmbeddedChildren = []
        for child in embedded where child.parent === self {
            storedView?.addSubview(child.view)
        }
    }

    /// Hook for containers, also run after `viewDidLoad`: puts the visible child's view in place
    /// and removes the others.
    func layoutChildViews() {}

    /// The bars a container lays along its view's edges (none for other controllers; see
    /// `layoutContainerBars()`).
    var containerBars: [ContainerBar] { [] }

    /// The `layoutChildViews()` of a container that shows one child at a time (navigation, tab
    /// bar and split view controllers): the other children's views leave the root view, and
    /// `visible`'s view, when it is not there yet, fills it where `insert` puts it.
    func showOnlyView(of visible: ViewController?, insert: (_ view: View, _ root: View) -> Void) {
        guard let root = viewIfLoaded else { return }
        for child in children where child !== visible {
            if let childView = child.viewIfLoaded, childView.superview === root { childView.removeFromSuperview() }
        }
        guard let visible else { return }
        let visibleView: View = visible.view
        if visibleView.superview !== root {
            visibleView.frame = root.bounds
            insert(visibleView, root)
        }
    }

    // MARK: Appearance callbacks

    /// Called before the view becomes visible (`animated` is always false in the model).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view became visible.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view stops being visible.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view stopped being visible.
    open func viewDidDisappear(_ animated: Bool) {}

    /// True while this controller is being presented (during its appearance callbacks).
    public internal(set) var isBeingPresented = false
    /// True while this controller is being dismissed (during its disappearance callbacks).
    public internal(set) var isBeingDismissed = false
    /// True while this controller is being added to a container (e.g. pushed).
    public internal(set) var isMovingToParent = false
    /// True while this controller is being removed from a container (e.g. popped).
    public internal(set) var isMovingFromParent = false

    /// The model's record of where this controller is in its appearance cycle.
    var appearanceState: AppearanceState = .disappeared

    /// Children that are visible whenever this controller is: for a plain controller, the
    /// children whose views are inside its view; containers override this.
    var appearanceChildren: [ViewController] {
        guard let root = storedView else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
    }

    // MARK: Titles and bar items

    /// The title; setting it also sets the navigation item's and tab bar item's titles, as in UIKit.
    open var title: String? {
        didSet {
            navigationItem.title = title
            tabBarItem.title = title
        }
    }

    private var storedNavigationItem: NavigationItem?

    /// The item representing this controller in a navigation bar (created on first access).
    open var navigationItem: NavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = NavigationItem(title: title ?? "")
        if title == nil { item.title = nil }
        storedNavigationItem = item
        return item
    }

    private var storedTabBarItem: TabBarItem?

    /// The item representing this controller in a tab bar (created on first access).
    open var tabBarItem: TabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = TabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            tabBarController?.syncTabBar()
        }
    }

    /// Items shown in the navigation controller's toolbar while this controller is on top.
    open var toolbarItems: [BarButtonItem]? {
        didSet { navigationController?.syncBars() }
    }

    /// Sets `toolbarItems`.
    open func setToolbarItems(_ items: [BarButtonItem]?, animated: Bool) {
        toolbarItems = items
    }

    // MARK: Traits, status bar, orientation and editing (override points, as in UIKit)

    /// The appearance this controller's views use regardless of their window's.
    open var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { ownUserInterfaceStyle }
        set {
            guard let view = viewIfLoaded else { ownUserInterfaceStyle = newValue; return }
            view.notifyTraitChange(in: [view]) { ownUserInterfaceStyle = newValue }
        }
    }

    private var ownUserInterfaceStyle: UserInterfaceStyle = .unspecified

    /// The controller's traits: its view's once loaded, else its window's defaults.
    open var traitCollection: TraitCollection {
        if let view = viewIfLoaded { return view.traitCollection }
        let traits = TraitCollection.phone
        guard ownUserInterfaceStyle != .unspecified else { return traits }
        return traits.overlaying(TraitCollection(userInterfaceStyle: ownUserInterfaceStyle))
    }

    /// Called when the traits changed (before the view's own call).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The registrations of `registerForTraitChanges(_:handler:)`, in the order made.
    var traitChangeRecords: [TraitChangeRecord] = []

    /// Called before the view's size changes (rotation, window resize); the model never
    /// resizes on its own, so only a test calls it.
    open func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {}

    /// The status bar style this controller wants.
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// Whether this controller wants the status bar hidden.
    open var prefersStatusBarHidden: Bool { false }
    /// The child whose status bar style wins (nil: this controller's).
    open var childForStatusBarStyle: ViewController? { nil }
    /// The child whose status bar visibility wins (nil: this controller's).
    open var childForStatusBarHidden: ViewController? { nil }
    /// Whether the home indicator may hide.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// How many times `setNeedsStatusBarAppearanceUpdate()` was called, for tests.
    public private(set) var statusBarAppearanceUpdates = 0
    /// Asks the system to read the status bar properties again.
    open func setNeedsStatusBarAppearanceUpdate() { statusBarAppearanceUpdates += 1 }

    /// The orientations this controller supports.
    open var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }
    /// Whether the controller rotates with the device.
    open var shouldAutorotate: Bool { true }
    /// The orientation to present in.
    open var preferredInterfaceOrientationForPresentation: InterfaceOrientation { .portrait }

    /// The size a container should give this controller's view (zero: no preference).
    open var preferredContentSize: CGSize = .zero
    /// Whether a user's swipe may dismiss the controller when presented as a sheet.
    open var isModalInPresentation = false
    /// The transition used when this controller is presented.
    open var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    /// Whether a presentation from inside this controller covers only it.
    open var definesPresentationContext = false
    /// Whether this controller's transition style applies to presentations it defines.
    open var providesPresentationContextTransitionStyle = false
    /// The edges the view extends under bars.
    open var edgesForExtendedLayout: RectEdge = .all
    /// Whether the view extends under opaque bars.
    open var extendedLayoutIncludesOpaqueBars = false
    /// An identifier for state restoration (stored only).
    open var restorationIdentifier: String?

    /// Whether the controller is in editing mode.
    open private(set) var isEditing = false
    /// Enters or leaves editing mode; `editButtonItem`'s title follows, as in UIKit.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        editButton?.title = editing ? "Done" : "Edit"
    }

    private var editButton: BarButtonItem?

    /// A bar button that toggles editing mode ("Edit" / "Done").
    open var editButtonItem: BarButtonItem {
        if let editButton { return editButton }
        let item = BarButtonItem(title: isEditing ? "Done" : "Edit", style: .plain, target: nil, action: nil)
        item.primaryAction = Action { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        editButton = item
        return item
    }

    // MARK: Containment

    /// The container this controller is a child of. Weak, like every upward link in the model.
    public internal(set) weak var parent: ViewController?

    /// Child controllers, in the order they were added.
    public internal(set) var children: [ViewController] = []

    /// Adds `child` as a child controller, calling `child.willMove(toParent: self)` first, as in
    /// UIKit. Call `child.didMove(toParent: self)` once you have placed its view. A child of
    /// another controller is removed from that one first.
    open func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        if child.parent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent and calls `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` first, as in UIKit.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a container.
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller was added to or removed from a container.
    open func didMove(toParent parent: ViewController?) {}

    /// The nearest ancestor that is a navigation controller.
    public var navigationController: NavigationController? { firstUp(from: parent) { $0 as? NavigationController } }

    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: TabBarController? { firstUp(from: parent) { $0 as? TabBarController } }

    /// The nearest split view controller among this controller's ancestors.
    public var splitViewController: SplitViewController? { firstUp(from: parent) { $0 as? SplitViewController } }

    /// The first answer of `pick` for `start`, its parent, its parent's parent, ...
    private func firstUp<Found>(from start: ViewController?, _ pick: (ViewController) -> Found?) -> Found? {
        var current = start
        while let controller = current {
            if let found = pick(controller) { return found }
            current = controller.parent
        }
        return nil
    }

    // MARK: Presentation

    /// The controller this one presented (strong) if it is a presentation context.
    var presentedController: ViewController?
    /// The context controller that presented this one (weak).
    weak var presentingController: ViewController?
    /// The window this controller is the root of (weak).
    weak var hostWindow: Window?
    /// The window this controller was presented in (weak).
    weak var presentationWindow: Window?

    /// How this controller covers its presenter when presented. Defaults to `.automatic`.
    open var modalPresentationStyle: ModalPresentationStyle = .automatic

    /// `modalPresentationStyle` with `.automatic` resolved.
    var resolvedPresentationStyle: ModalPresentationStyle {
        modalPresentationStyle == .automatic ? .pageSheet : modalPresentationStyle
    }

    /// The controller presented by this controller or by one of its ancestors, as in UIKit.
    public var presentedViewController: ViewController? { firstUp(from: self) { $0.presentedController } }

    /// The controller that presented this controller or one of its ancestors.
    public var presentingViewController: ViewController? { firstUp(from: self) { $0.presentingController } }

    /// Presents `viewControllerToPresent` modally, synchronously; `completion` runs before this
    /// returns. The presentation happens from the top-most ancestor of this controller (the
    /// window's root or a presented controller), which becomes the presented controller's
    /// `presentingViewController`.
    ///
    /// Refused like UIKit (nothing changes, `completion` is not called, and a warning naming both
    /// controllers goes to `Application.warnings` and standard error) when this controller's
    /// view is not in a window, when it or an ancestor is already presenting, or when the
    /// controller to present is already presented, a window's root, a child of a container, or
    /// this controller or one of its ancestors.
    open func present(_ viewControllerToPresent: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, completion: completion)
    }

    /// Dismisses the controller presented by this controller (or its ancestors) and everything
    /// presented above it; if there is none but this controller is presented, asks its presenter
    /// to dismiss it. Synchronous; `completion` runs before this returns. Does nothing (and does
    /// not call `completion`) when nothing is presented.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        performDismissal(completion: completion)
    }

    /// Shows `viewController`: pushes it when this controller is, or is inside, a navigation
    /// controller; otherwise presents it modally. (A split view controller's own `show` puts it
    /// in a column.)
    open func show(_ viewController: ViewController, sender: Any?) {
        if let navigation = (self as? NavigationController) ?? navigationController {
            navigation.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true, completion: nil)
        }
    }

    /// Shows `viewController` as the detail: in the secondary column of the split view
    /// controller this one is in, else as `show(_:sender:)` does.
    open func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        if let split = splitViewController {
            split.showDetailViewController(viewController, sender: sender)
        } else {
            show(viewController, sender: sender)
        }
    }

    /// Swaps one child's view for another's, as a container does between two children: both
    /// must be children of this controller (UIKit raises otherwise; the model fails the test
    /// and does nothing). `toViewController`'s view takes `fromViewController`'s place in its
    /// superview, `animations` run at once, then `completion(true)`.
    open func transition(from fromViewController: ViewController, to toViewController: ViewController, duration: TimeInterval,
                         options: View.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard fromViewController.parent === self, toViewController.parent === self else {
            modelFault("transition(from:to:...) needs both \(bracketed(fromViewController)) and \(bracketed(toViewController)) to be children of \(bracketed(self)).")
            return
        }
        let fromView = fromViewController.view!
        if let container = fromView.superview {
            toViewController.view.frame = fromView.frame
            container.insertSubview(toViewController.view, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        animations?()
        completion?(true)
    }

    // MARK: Presentation controllers and transitions

    /// The object that supplies a custom presentation controller (for `.custom` presentations)
    /// and animators (weak). The model's transitions are instant: animators are asked for but
    /// never run.
    open weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?

    /// The presentation controller that manages, or would manage, this controller's
    /// presentation: made on first use for `modalPresentationStyle`, as in UIKit (a `.custom`
    /// style asks `transitioningDelegate` for one).
    open var presentationController: PresentationController? { managingPresentationController }

    /// The popover presentation controller, when `modalPresentationStyle` is `.popover`.
    open var popoverPresentationController: PopoverPresentationController? {
        modalPresentationStyle == .popover ? managingPresentationController as? PopoverPresentationController : nil
    }

    /// The sheet presentation controller, when `modalPresentationStyle` is `.pageSheet` or
    /// `.formSheet` (or `.automatic`, which resolves to a page sheet).
    open var sheetPresentationController: SheetPresentationController? {
        switch modalPresentationStyle {
        case .pageSheet, .formSheet, .automatic: managingPresentationController as? SheetPresentationController
        default: nil
        }
    }

    /// The coordinator of the transition running now (presenting or dismissing this
    /// controller), nil between transitions.
    open var transitionCoordinator: ViewControllerTransitionCoordinator? {
        isBeingPresented || isBeingDismissed || isMovingToParent || isMovingFromParent ? InstantTransitionCoordinator() : nil
    }

    /// Whether a non-full-screen presentation takes over the status bar's appearance (stored).
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Whether a navigation controller hides its bottom bars for this controller: its toolbar
    /// while this controller is on top, and an enclosing tab bar controller's tab bar while this
    /// controller is in the stack. Read when the stack changes (a push, a pop, a new stack).
    open var hidesBottomBarWhenPushed = false

    /// How a status bar change animates.
    open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }

    /// The edges whose system gestures wait for the app's own (none by default).
    open var preferredScreenEdgesDeferringSystemGestures: RectEdge { [] }

    /// Tells the system `prefersHomeIndicatorAutoHidden` changed (the model has no home
    /// indicator; counted with the status bar updates).
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

    /// Tells the system `preferredScreenEdgesDeferringSystemGestures` changed.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

    /// Tells the system `supportedInterfaceOrientations` changed.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}

    /// Called after `viewWillAppear(_:)`, once the view is in the window and laid out, and
    /// before `viewDidAppear(_:)`, as in UIKit (iOS 13+).
    open func viewIsAppearing(_ animated: Bool) {}

    /// Called when the system is low on memory; the model never is.
    open func didReceiveMemoryWarning() {}

    /// Called before the controller's traits change to `newCollection`.
    open func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator) {}

    /// Called when a child's `preferredContentSize` changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {}

    /// Called when a child's fitting size changed.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer) {}

    /// The size a child gets inside a parent of `parentSize`: all of it by default.
    open func size(forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The presentation controller made for this controller, kept until its style changes.
    var madePresentationController: PresentationController?

    // MARK: Storyboards

    /// The storyboard this controller was instantiated from, if any.
    public internal(set) var storyboard: Storyboard?

    /// The identifier of the storyboard scene this controller was made from.
    var storyboardSceneIdentifier: String?

    /// Performs the segue with `identifier` from this controller's storyboard scene: instantiates
    /// the destination through the storyboard (so overrides apply), calls
    /// `prepare(for:sender:)` before the destination's view loads, then shows, presents or runs
    /// the custom segue. `shouldPerformSegue` is not consulted, as in UIKit.
    ///
    /// Where UIKit raises an exception (no storyboard scene, no such segue, a destination that
    /// cannot be made), the running test fails with the reason and nothing happens; use
    /// `performSegueChecked(withIdentifier:sender:)` to catch it as an error instead.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        do {
            try performStoryboardSegue(withIdentifier: identifier, sender: sender)
        } catch {
            modelFault("\(error)")
        }
    }

    /// `performSegue(withIdentifier:sender:)` that throws where UIKit raises.
    ///
    /// - Throws: `StoryboardLookupError` if this controller has no storyboard scene, the scene has no
    ///   such segue, or the destination cannot be instantiated.
    public func performSegueChecked(withIdentifier identifier: String, sender: Any?) throws {
        try performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }

    /// Called before a segue from this controller is performed; the destination's view has not
    /// loaded yet.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// Whether a user-triggered segue may run. Not consulted by `performSegue`. Default true.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    // MARK: Focus (UIFocusEnvironment; override points only)

    /// Where focus should go first inside this controller: none (the model has no focus engine).
    open var preferredFocusEnvironments: [FocusEnvironment] { [] }
    /// Whether focus may move as `context` says: yes, unless a subclass says otherwise.
    open func shouldUpdateFocus(in context: FocusUpdateContext) -> Bool { true }
    /// Told after focus moved; an override point (the model never moves focus itself).
    open func didUpdateFocus(in context: FocusUpdateContext, with coordinator: FocusAnimationCoordinator) {}
    /// Asks for a focus update: nothing happens in the model.
    open func setNeedsFocusUpdate() {}
    /// Runs a pending focus update: nothing happens in the model.
    open func updateFocusIfNeeded() {}

    // MARK: Responder chain

    /// The presenting controller if this one is presented, else the superview of its view (or
    /// its parent), else the window it is the root of.
    open override var next: Responder? {
        if let presentingController { return presentingController }
        if let superview = storedView?.superview { return superview }
        if let parent { return parent }
        return hostWindow
    }

    // MARK: Description

    /// The type name, plus the title in quotes if there is one, e.g. `SettingsViewController "Settings"`.
    open var description: String {
        guard let title, !title.isEmpty else { return typeName(of: self) }
        return "\(typeName(of: self)) \"\(title)\""
    }

    // MARK: Layout (the rest is in Layout/ViewController+Layout.swift)

    /// Called at the update pass instead of the root view's own update, as in UIKit: update the
    /// controller's constraints here and call `super` last (it updates the view's constraints).
    open func updateViewConstraints() { view.updateConstraints() }

    /// Called just before the root view's `layoutSubviews`.
    open func viewWillLayoutSubviews() {}

    /// Called just after the root view's `layoutSubviews`.
    open func viewDidLayoutSubviews() {}

    /// Called when the root view's safe-area insets changed.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the root view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}

    /// The controller's layout settings (`additionalSafeAreaInsets`, ...).
    var controllerLayoutState = ControllerLayoutState()
}

/// Where a controller is in its appearance cycle.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}
