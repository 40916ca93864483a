import Foundation

/// The root of a view hierarchy, the model's stand-in for `UIWindow`.
///
/// A window belongs to an `Application` (by default `Application.shared` at the time it is
/// created), shows its `rootViewController`'s view and the views of controllers presented from
/// it, and tracks at most one first responder. Like UIKit, a new window is hidden: call
/// `makeKeyAndVisible()` so that controllers in it receive appearance callbacks.
@preconcurrency @MainActor
open class Window: View {
    /// The screen size the model uses for new windows and default controller views (a 390 × 844
    /// point phone screen).
    public nonisolated static let defaultScreenBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// Name of the notification posted when a window becomes key (object: the window).
    public nonisolated static let didBecomeKeyNotification = Notification.Name("LarkUI.Window.didBecomeKey")
    /// Name of the notification posted when a window stops being key (object: the window).
    public nonisolated static let didResignKeyNotification = Notification.Name("LarkUI.Window.didResignKey")

    /// The application that owns this window. Weak: the application keeps its windows alive.
    public private(set) weak var application: Application?

    /// Creates a hidden window with the given frame in `application`.
    public init(frame: CGRect, application: Application) {
        self.application = application
        super.init(frame: frame)
        isHidden = true
        application.register(self)
    }

    /// Creates a hidden, screen-sized window in `Application.shared`, as a storyboard does.
    public required init?(coder: NSCoder) {
        let application = Application.shared
        self.application = application
        super.init(coder: coder)
        frame = Window.defaultScreenBounds
        isHidden = true
        application.register(self)
    }

    /// The traits of everything in the window: a phone's by default. Setting it tells every view
    /// and controller whose traits change (`traitCollectionDidChange`), parents first.
    open var windowTraitCollection: TraitCollection {
        get { ownTraitCollection }
        set {
            let oldDirection = ownTraitCollection.layoutDirection
            notifyTraitChange(in: [self]) { ownTraitCollection = newValue }
            // Leading and trailing resolve by direction when the engine is built: build it again
            // at the next pass instead of keeping the old direction until something else does.
            if newValue.layoutDirection != oldDirection { layoutDirectionDidChange() }
        }
    }

    private var ownTraitCollection: TraitCollection = .phone

    override var windowTraitsIfRoot: TraitCollection { windowTraitCollection }

    /// Creates a hidden window with the given frame in `Application.shared`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, application: Application.shared)
    }

    /// Creates a hidden, screen-sized window in `Application.shared`.
    public convenience init() {
        self.init(frame: Window.defaultScreenBounds, application: Application.shared)
    }

    /// Creates a hidden, screen-sized window in `application`.
    public convenience init(application: Application) {
        self.init(frame: Window.defaultScreenBounds, application: application)
    }

    /// Creates a hidden, screen-sized window in the application of `windowScene`, as iOS 13
    /// scene delegates do.
    public convenience init(windowScene: WindowScene) {
        self.init(frame: Window.defaultScreenBounds, application: windowScene.application ?? Application.shared)
    }

    /// The scene showing this window: its application's one scene.
    open var windowScene: WindowScene? {
        get { application?.windowScene }
        set {}
    }

    /// The screen the window shows on.
    open var screen: Screen { .main }

    /// The keyboard's frame in the window while one shows (`simulateKeyboard(frame:)`), else nil.
    public internal(set) var keyboardFrame: CGRect?

    /// A window is its own window.
    open override var window: Window? { self }

    /// Showing or hiding a window makes the controllers in it appear or disappear.
    open override var isHidden: Bool {
        didSet { if oldValue != isHidden { setNeedsAppearanceUpdate() } }
    }

    // MARK: Root view controller

    private var storedRootViewController: ViewController?

    /// Where the window sits among windows (`.normal` by default; stored: the model does not
    /// stack windows by level).
    open var windowLevel: Level = .normal

    /// The controller whose view fills the window.
    ///
    /// Setting it loads the new controller's view and puts it in the window; if the window is
    /// visible the old root gets `viewWillDisappear`, the new one `viewWillAppear`, then
    /// `viewDidDisappear` and `viewDidAppear`. Controllers presented from the old root are
    /// dismissed with it. A controller that is another controller's child or is presented is
    /// refused with a warning; the root of another window moves here.
    open var rootViewController: ViewController? {
        get { storedRootViewController }
        set { setRootViewController(newValue) }
    }

    private func setRootViewController(_ newRoot: ViewController?) {
        guard newRoot !== storedRootViewController else { return }
        if let newRoot {
            if let parent = newRoot.parent {
                modelWarning("Cannot make \(bracketed(newRoot)) the root view controller of \(bracketed(self)): it is a child of \(bracketed(parent)).", window: self)
                return
            }
            if let presenter = newRoot.presentingViewController {
                modelWarning("Cannot make \(bracketed(newRoot)) the root view controller of \(bracketed(self)): it is presented by \(bracketed(presenter)).", window: self)
                return
            }
            if let otherWindow = newRoot.hostWindow, otherWindow !== self {
                otherWindow.rootViewController = nil
            }
        }
        let oldRoot = storedRootViewController
        // Whatever the old root presented goes away with it.
        let dismissedChain = oldRoot.map { $0.presentationChainAbove() } ?? []
        dismissedChain.forEach { $0.isBeingDismissed = true }
        storedRootViewController = newRoot
        newRoot?.hostWindow = self
        newRoot?.loadViewIfNeeded()
        transition {}
        for controller in dismissedChain {
            controller.isBeingDismissed = false
            controller.unlinkPresentation()
        }
        if oldRoot?.hostWindow === self { oldRoot?.hostWindow = nil }
    }

    // MARK: Key window

    /// Whether this is its application's key window.
    public var isKeyWindow: Bool { application?.keyWindow === self }

    /// Makes this window its application's key window.
    open func makeKey() {
        application?.setKeyWindow(self)
    }

    /// Shows the window (`isHidden = false`) and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Called after the window became key.
    open func becomeKey() {}

    /// Called after the window stopped being key.
    open func resignKey() {}

    // MARK: First responder

    /// The view that currently receives keyboard input in this window (UIKit keeps this private).
    public internal(set) weak var firstResponder: Responder?

    /// Resigns the first responder without asking its delegate (it is leaving the window).
    func forceResignFirstResponder() {
        guard let responder = firstResponder as? View else {
            firstResponder = nil
            return
        }
        firstResponder = nil
        responder.didResignFirstResponder()
    }

    /// A subtree is about to leave this window: its first responder, if any, resigns.
    func subtreeWillLeave(_ view: View) {
        if let responder = firstResponder as? View, responder.isDescendant(of: view) {
            forceResignFirstResponder()
        }
    }

    // MARK: Responder chain

    /// The application.
    open override var next: Responder? { application }

    // MARK: Appearance bookkeeping (see Internal/AppearanceTransitions.swift)

    /// Controllers that received `viewDidAppear` and not yet `viewWillDisappear`, parents first.
    var appearedControllers: [ViewController] = []
    /// Controller root views the window placed as its own subviews, bottom to top.
    var placedControllerViews: [View] = []
    var isInAppearanceTransition = false
    var needsAppearancePass = false
}
