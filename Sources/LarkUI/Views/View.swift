import Foundation

/// A rectangular node of the view tree, the model's stand-in for `UIView`.
///
/// Views keep UIKit's hierarchy rules and callbacks (`addSubview`, `removeFromSuperview`,
/// `willMove(toWindow:)`, ...), visual state as plain values (`isHidden`, `alpha`, `frame`,
/// colours) and accessibility properties. Nothing is drawn; frames are what you set or what layout
/// (constraints, stack views, autoresizing) gives them (docs/layout.md).
/// A view is in the window hierarchy exactly when following `superview` reaches a `Window`.
@preconcurrency @MainActor
open class View: Responder, LayoutAnchoring, CALayerDelegate, @MainActor CustomStringConvertible {
    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        self.frame = frame
        layer = Self.makeLayer()
        super.init()
        layer.hostView = self
        layer.delegate = self
    }

    /// Archives the view (`NSCoding`): nothing is written, the model has no archives; an override
    /// point for subclasses that encode their own state.
    open func encode(with coder: NSCoder) {}

    /// Creates a view as a storyboard or nib would, as UIKit's `init(coder:)` does. The model
    /// has no archives: the view starts with a zero frame and decodes nothing from `coder`.
    public required init?(coder: NSCoder) {
        self.frame = .zero
        layer = Self.makeLayer()
        super.init()
        layer.hostView = self
        layer.delegate = self
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Layer

    /// The layer backing this view. Its opacity, hidden state, clipping, geometry and transform
    /// are the view's own (`alpha`, `isHidden`, ...): setting either side sets both.
    public let layer: CALayer

    /// The class of the backing layer; override to back a view with, say, a `CAGradientLayer`.
    open class var layerClass: AnyClass { CALayer.self }

    private static func makeLayer() -> CALayer {
        guard let type = layerClass as? CALayer.Type else {
            // UIKit requires a CALayer subclass here; anything else would crash there.
            modelFault("\(layerClass) is not a CALayer subclass; \(Self.self).layerClass must return one. Using CALayer.")
            return CALayer()
        }
        return type.init(layerClassInstance: ())
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates. Changing it keeps `bounds.size` in step.
    /// Under a non-identity `transform` it is the transformed bounds' bounding box, as in UIKit.
    open var frame: CGRect {
        didSet {
            guard frame != oldValue else { return }
            if frame.size != oldValue.size { untransformedSize = nil }
            frameDidChange(from: oldValue)
        }
    }

    private var boundsOrigin: CGPoint = .zero

    /// The bounds' size while a non-identity transform makes the frame differ from it.
    private var untransformedSize: CGSize?

    /// The view's rectangle in its own coordinates; its size is the frame's size, unless a
    /// transform scales or rotates the frame.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: untransformedSize ?? frame.size) }
        set {
            boundsOrigin = newValue.origin
            guard !transform.isIdentity else { frame.size = newValue.size; return }
            let centre = center
            frame = CGRect(origin: .zero, size: newValue.size).applying(transform)
            center = centre
            untransformedSize = newValue.size
        }
    }

    /// The view's transform about its centre (scale, rotation, translation). The frame becomes
    /// the transformed bounds' bounding box, so a scale of zero leaves nothing to see or touch.
    open var transform: CGAffineTransform = .identity {
        didSet {
            let size = bounds.size
            let centre = center
            frame = CGRect(origin: .zero, size: size).applying(transform)
            center = centre
            if !transform.isIdentity { untransformedSize = size }
        }
    }

    /// The frame's centre point in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    // MARK: Visual state

    /// Whether the view is hidden. Hidden views stay in the hierarchy.
    open var isHidden = false {
        didSet { if isHidden != oldValue { hiddenDidChange() } }
    }

    /// Opacity from 0 (transparent) to 1 (opaque).
    open var alpha: CGFloat = 1

    /// Whether subviews are clipped to the bounds (recorded only; nothing is drawn).
    open var clipsToBounds = false

    /// The background colour, nil for none.
    open var backgroundColor: Color?

    private var ownTintColor: Color?

    /// The tint colour: the view's own, else its superview's, else `Color.systemBlue`.
    /// Setting nil restores inheritance, as in UIKit.
    open var tintColor: Color! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }

    /// Whether the view receives touches (interaction helpers check it).
    open var isUserInteractionEnabled = true

    /// An integer you can use to find the view with `viewWithTag(_:)`.
    open var tag = 0

    // MARK: Hierarchy

    /// The view this view is a subview of. Weak, so a removed view can be deallocated.
    public private(set) weak var superview: View?

    /// The direct subviews, back to front.
    public private(set) var subviews: [View] = []

    /// The window at the root of this view's hierarchy, if any. Kept up to date as the view
    /// moves, so reading it costs the same at any depth.
    open var window: Window? { windowOfHierarchy }

    /// The window at the root of this view's hierarchy, updated (for the whole moved subtree)
    /// whenever a move changes it. Weak like `superview`.
    private weak var windowOfHierarchy: Window?

    /// The view controller whose root view this is (UIKit's private `_viewControllerForAncestor`).
    weak var owningViewController: ViewController?

    /// Adds `view` as the frontmost subview, removing it from its previous superview first.
    /// Adding a view to itself or to one of its own descendants is refused with a warning.
    open func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` into `subviews` at `index` (clamped to the valid range).
    open func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isInside(view) else {
            modelWarning("Cannot add \(bracketed(view)) as a subview of \(bracketed(self)): it would create a cycle.", window: window)
            return
        }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            // Re-inserting an existing subview only reorders it, like UIKit.
            subviews.remove(at: current)
            subviews.insert(view, at: max(0, min(index, subviews.count)))
            return
        }
        view.layoutWillMove()
        let oldWindow = view.window
        let newWindow = window
        let windowChanges = oldWindow !== newWindow
        view.willMove(toSuperview: self)
        if windowChanges { view.notifyWillMove(toWindow: newWindow) }
        if windowChanges { oldWindow?.subtreeWillLeave(view) }
        if let oldSuperview = view.superview {
            oldSuperview.willRemoveSubview(view)
            oldSuperview.subviews.removeAll { $0 === view }
        }
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        view.layoutDidMove()
        if windowChanges { view.setWindowOfHierarchy(newWindow) }
        view.didMoveToSuperview()
        didAddSubview(view)
        if windowChanges { view.notifyDidMoveToWindow(from: oldWindow) }
    }

    /// Inserts `view` just above `sibling` (or at the front if `sibling` is not a subview).
    open func insertSubview(_ view: View, aboveSubview sibling: View) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: adjustedIndex(index, moving: view))
    }

    /// Inserts `view` just below `sibling` (or at the front if `sibling` is not a subview).
    open func insertSubview(_ view: View, belowSubview sibling: View) {
        let index = subviews.firstIndex { $0 === sibling } ?? subviews.count
        insertSubview(view, at: adjustedIndex(index, moving: view))
    }

    private func adjustedIndex(_ index: Int, moving view: View) -> Int {
        // When the view is already a subview before `index`, removing it shifts the target left.
        if let current = subviews.firstIndex(where: { $0 === view }), current < index { return index - 1 }
        return index
    }

    /// Moves `view` to the front of `subviews`.
    open func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` to the back of `subviews`.
    open func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indices.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// Detaches the view from its superview (and thereby from its window).
    /// If it or a subview was its window's first responder, that responder resigns first.
    open func removeFromSuperview() {
        guard let oldSuperview = superview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        oldSuperview.willRemoveSubview(self)
        oldWindow?.subtreeWillLeave(self)
        layoutWillMove()
        oldSuperview.subviews.removeAll { $0 === self }
        superview = nil
        layoutDidMove()
        if oldWindow != nil { setWindowOfHierarchy(nil) }
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow(from: oldWindow) }
    }

    /// Whether this view is `view` or one of its descendants.
    open func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with the given tag, searching this view then its descendants depth-first.
    open func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Hit-testing (override points, as in UIKit)

    /// The farthest descendant (or this view) that contains `point`, given in this view's
    /// coordinates, as UIKit's hit-testing finds it: hidden views, views that ignore touches
    /// and nearly transparent views (alpha below 0.01) are skipped with their subtrees, and
    /// subviews are asked front to back. Override to widen or narrow what a view catches.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.minX + subview.bounds.minX, y: point.y - subview.frame.minY + subview.bounds.minY)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether `point`, in this view's coordinates, is inside the view: inside its bounds by
    /// default. Override to give a view a larger or smaller touch area.
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Drawing and traits (override points, as in UIKit)

    /// Whether `setNeedsDisplay()` asked for a redraw that has not happened. Nothing is drawn
    /// in the model, so it stays set: a test can check that a view asked to be redrawn.
    public private(set) var needsDisplay = false

    /// Marks the view as needing to be redrawn.
    open func setNeedsDisplay() { needsDisplay = true }

    /// Marks part of the view as needing to be redrawn.
    open func setNeedsDisplay(_ rect: CGRect) { needsDisplay = true }

    /// Draws the view's content; the model never calls it (nothing is rendered), but a test may.
    open func draw(_ rect: CGRect) {}

    /// Called when the trait collection (appearance, text size, size classes) changed.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The appearance this view and its subviews use regardless of their window's.
    open var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { ownUserInterfaceStyle }
        set { notifyTraitChange(in: [self]) { ownUserInterfaceStyle = newValue } }
    }

    private var ownUserInterfaceStyle: UserInterfaceStyle = .unspecified

    /// The view's traits: its window's, with the overrides of its ancestors, its controller and
    /// itself applied.
    open var traitCollection: TraitCollection {
        var traits = superview?.traitCollection ?? windowTraitsIfRoot
        if let owner = owningViewController, owner.overrideUserInterfaceStyle != .unspecified {
            traits = traits.overlaying(TraitCollection(userInterfaceStyle: owner.overrideUserInterfaceStyle))
        }
        if overrideUserInterfaceStyle != .unspecified {
            traits = traits.overlaying(TraitCollection(userInterfaceStyle: overrideUserInterfaceStyle))
        }
        return traits
    }

    /// The traits at the root of a tree: a window's own, else a phone's.
    var windowTraitsIfRoot: TraitCollection { .phone }

    // MARK: Appearance (stored for tests to read; nothing is drawn)

    /// How content is laid out when the bounds change.
    open var contentMode: ContentMode = .scaleToFill
    /// Whether the view is opaque (a drawing hint).
    open var isOpaque = true
    /// Whether drawing clears the bounds first (a drawing hint).
    open var clearsContextBeforeDrawing = true
    /// Whether the view takes part in several touches at once.
    open var isMultipleTouchEnabled = false
    /// Whether the view takes touches exclusively.
    open var isExclusiveTouch = false
    /// How the tint colour is shown (dimmed under a modal alert, ...).
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic
    /// Left-to-right or right-to-left layout regardless of language.
    open var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet { if oldValue != semanticContentAttribute { layoutDirectionDidChange() } }
    }
    /// A view whose alpha masks this one (its shape is not computed).
    open var mask: View?
    /// Whether Smart Invert leaves this view alone.
    open var accessibilityIgnoresInvertColors = false
    /// The scale of the view's content (the screen's scale).
    open var contentScaleFactor: CGFloat = 3

    /// Called when the tint colour changed, here or in an ancestor.
    open func tintColorDidChange() {}

    // MARK: Hierarchy callbacks (override points, as in UIKit)

    /// Called before the view moves to a new superview (nil when it is removed).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view's superview changed.
    open func didMoveToSuperview() {}
    /// Called before the view's window changes (nil when it leaves its window).
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the view's window changed.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: View) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: View) {}

    /// Whether `container` is this view or one of its ancestors, found by walking up from this
    /// view and through `container`'s subtree in turns, so the cost is the smaller of this
    /// view's depth and the size of `container`'s subtree. Adding a leaf deep down or a deep tree
    /// under a new root is then constant time, and building any tree is linear in its size.
    private func isInside(_ container: View) -> Bool {
        var upward: View? = self
        var downward: [View] = [container]
        while true {
            guard let up = upward else { return false }
            if up === container { return true }
            upward = up.superview
            guard let down = downward.popLast() else { return false }
            if down === self { return true }
            downward.append(contentsOf: down.subviews)
        }
    }

    /// The view and every descendant, pre-order, without recursion (trees may be very deep).
    func forEachInSubtree(_ body: (View) -> Void) {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            body(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    private func setWindowOfHierarchy(_ newWindow: Window?) {
        forEachInSubtree { $0.windowOfHierarchy = newWindow }
    }

    private func notifyWillMove(toWindow newWindow: Window?) {
        let appearance = newWindow?.application?.appearanceSettings
        forEachInSubtree { view in
            if let appearance, !view.tookAppearance, appearance.count > 0 {
                view.tookAppearance = true
                appearance.apply(to: view)
            }
            view.willMove(toWindow: newWindow)
        }
    }

    private func notifyDidMoveToWindow(from oldWindow: Window?) {
        notifyDidMoveToWindowRecursively()
        // A view controller's root view entering or leaving a window can change which
        // controllers are visible (child containment), so let both windows re-check.
        if containsViewControllerView {
            oldWindow?.setNeedsAppearanceUpdate()
            window?.setNeedsAppearanceUpdate()
        }
    }

    private func notifyDidMoveToWindowRecursively() {
        forEachInSubtree { $0.didMoveToWindow() }
    }

    private var containsViewControllerView: Bool {
        var found = false
        forEachInSubtree { view in
            if view.owningViewController != nil { found = true }
        }
        return found
    }

    // MARK: Interactions

    /// The interactions attached to the view (pointer interactions, ...).
    public private(set) var interactions: [any Interaction] = []

    /// The gesture recognisers attached (`gestureRecognizers`); the view owns them, as in UIKit.
    var attachedGestureRecognizers: [GestureRecognizer] = []

    /// The registrations of `registerForTraitChanges(_:handler:)`, in the order made.
    var traitChangeRecords: [TraitChangeRecord] = []

    /// Attaches an interaction, telling it via `willMove(to:)` / `didMove(to:)`.
    open func addInteraction(_ interaction: any Interaction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches an interaction.
    open func removeInteraction(_ interaction: any Interaction) {
        guard interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }

    // MARK: Focus (UIFocusEnvironment; the model has no focus engine: override points only)

    /// Whether the view can take focus (a remote or a hardware keyboard moving it): false.
    open var canBecomeFocused: Bool { false }
    /// Whether the view has focus: never, in the model.
    open var isFocused: Bool { false }
    /// Where focus should go first inside this view: none (the model has no focus engine).
    open var preferredFocusEnvironments: [FocusEnvironment] { [] }
    /// Whether focus may move as `context` says: yes, unless a subclass says otherwise.
    open func shouldUpdateFocus(in context: FocusUpdateContext) -> Bool { true }
    /// Told after focus moved; an override point (the model never moves focus itself).
    open func didUpdateFocus(in context: FocusUpdateContext, with coordinator: FocusAnimationCoordinator) {}
    /// Asks for a focus update: nothing happens in the model.
    open func setNeedsFocusUpdate() {}
    /// Runs a pending focus update: nothing happens in the model.
    open func updateFocusIfNeeded() {}

    // MARK: First responder

    /// Views cannot become first responder unless a subclass says so.
    open override var canBecomeFirstResponder: Bool { false }

    /// Whether this view is its window's first responder.
    open override var isFirstResponder: Bool {
        guard let window else { return false }
        return window.firstResponder === self
    }

    /// Becomes the window's first responder. Fails (returns false, changes nothing) when the view
    /// is not in a window, cannot become first responder, its delegate refuses to begin editing,
    /// or the current first responder refuses to resign.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        becomeFirstResponder(askingDelegate: true)
    }

    /// Gives up first-responder status. Fails when the view is not first responder or its
    /// delegate refuses to end editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        resignFirstResponder(askingDelegate: true)
    }

    /// Resigns the first responder if it is this view or a descendant. With `force` the
    /// responder resigns even if its delegate would refuse. Returns whether none remains.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder as? View, responder.isDescendant(of: self) else {
            return true
        }
        if force {
            window.forceResignFirstResponder()
            return true
        }
        return responder.resignFirstResponder()
    }

    /// Becomes first responder, optionally without asking the delegate's should-begin-editing
    /// (`textFieldShouldBeginEditing`, `textViewShouldBeginEditing`), for a caller that already
    /// asked it, such as an interaction helper. Otherwise as `becomeFirstResponder()`.
    @discardableResult
    public func becomeFirstResponder(askingDelegate: Bool) -> Bool {
        guard let window else { return false }
        if window.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if askingDelegate, !shouldBeginFirstResponder() { return false }
        if let current = window.firstResponder {
            guard current.resignFirstResponder() else { return false }
        }
        // Resigning the previous responder runs its callbacks, which may have moved this view.
        guard self.window === window, window.firstResponder == nil else { return false }
        window.firstResponder = self
        didBecomeFirstResponder()
        return true
    }

    /// Resigns first responder, optionally without asking the delegate's should-end-editing.
    /// Otherwise as `resignFirstResponder()`.
    @discardableResult
    public func resignFirstResponder(askingDelegate: Bool) -> Bool {
        guard let window, window.firstResponder === self, canResignFirstResponder else { return false }
        if askingDelegate, !shouldResignFirstResponder() { return false }
        window.firstResponder = nil
        didResignFirstResponder()
        return true
    }

    /// Hook: whether a delegate allows becoming first responder (text fields ask theirs).
    func shouldBeginFirstResponder() -> Bool { true }
    /// Hook: whether a delegate allows resigning (text fields ask theirs).
    func shouldResignFirstResponder() -> Bool { true }
    /// Hook: runs after the view became first responder (text fields begin editing).
    func didBecomeFirstResponder() {}
    /// Hook: runs after the view resigned (text fields end editing).
    func didResignFirstResponder() {}

    // MARK: Responder chain

    /// The owning view controller for a controller's root view, otherwise the superview.
    open override var next: Responder? {
        if let owningViewController { return owningViewController }
        return superview
    }

    // MARK: Accessibility

    // The accessibility properties are `Responder`'s, as in UIKit; views override the defaults
    // (plain views are not elements, labels and buttons take their text as label, ...).

    /// Whether assistive technologies skip this view and every element inside it (false by
    /// default), as VoiceOver does: for decoration, or content a covering view replaces.
    open var accessibilityElementsHidden = false

    /// Whether assistive technologies ignore the elements of this view's siblings while it is
    /// shown (false by default): a custom dialog over the screen sets it.
    open var accessibilityViewIsModal = false

    /// The elements inside this view, in the order assistive technologies read them, instead
    /// of the views inside it in screen order; nil (the default) for those. Views and other
    /// `Accessible` objects count; the list also groups them, read one after another.
    open var accessibilityElements: [Any]?

    // MARK: Description

    /// Text shown in quotes by `description` (label text, button title, ...), if any.
    var descriptionText: String? { nil }

    /// Makes the subviews a user would see exist before a query reads them (a table's cells on
    /// screen); nothing for most views.
    func prepareForQuery() {}

    /// The text a user reads on this view itself, for queries: what `description` quotes,
    /// except for views that only gather the texts of views inside them (cells).
    var queryText: String? { descriptionText }

    /// A short, deterministic description: the type name, `#accessibilityIdentifier` if set,
    /// and the displayed text in quotes, e.g. `Button "Save"` or `Label#greeting "Hi"`.
    open var description: String {
        var result = typeName(of: self)
        if let identifier = accessibilityIdentifier, !identifier.isEmpty { result += "#\(identifier)" }
        if let text = descriptionText { result += " \"\(text)\"" }
        return result
    }

    // MARK: Layout (the rest is in Layout/)

    /// The size the view's content needs, or `View.noIntrinsicMetric` on an axis without one.
    /// Labels, buttons, text fields and text views measure their text (see docs/layout.md);
    /// switches, steppers, sliders and image views have UIKit's fixed sizes. Override it and call
    /// `invalidateIntrinsicContentSize()` when it changes.
    open var intrinsicContentSize: CGSize { modelIntrinsicContentSize(forWidth: nil) }

    /// Tells layout that `intrinsicContentSize` changed.
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeDidChange() }

    /// Lays out the subviews. The base implementation gives subviews laid out by constraints
    /// their frames from the solved constraints; override to place subviews yourself (call
    /// `super` to keep constraint-based frames).
    open func layoutSubviews() { applySolvedFramesToSubviews() }

    /// Updates the view's constraints at the update pass (bottom up, before layout). Call `super`
    /// last, as in UIKit.
    open func updateConstraints() { updateModelConstraints() }

    /// The size that best fits `size`: the current size for plain views, the text's size for
    /// text views, the intrinsic size for controls.
    open func sizeThatFits(_ size: CGSize) -> CGSize { modelSizeThatFits(size) }

    /// Called when the safe-area insets changed (after a layout pass found the new ones).
    open func safeAreaInsetsDidChange() {}

    /// Called when the effective layout margins changed.
    open func layoutMarginsDidChange() {}

    /// Whether the view needs constraint-based layout even without constraints of its own.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// The smallest size (for `layoutFittingCompressedSize`) or largest (for
    /// `layoutFittingExpandedSize`) the view's constraints and intrinsic sizes allow, nearest to
    /// `targetSize` at `fittingSizeLevel` priority.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height aim for `targetSize`
    /// with the given priorities (`.required` fixes that dimension). Cells override this to size
    /// themselves, as in UIKit.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority, verticalFittingPriority: LayoutPriority) -> CGSize {
        FittingSolver.size(of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// How far the view's alignment rectangle (what constraints align) is inset from its frame.
    /// The model's layout aligns frames; the value is kept for `alignmentRect(forFrame:)`.
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// The alignment rectangle of a view with `frame`: the frame inset by `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame whose alignment rectangle is `alignmentRect`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: EdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    /// Randomly picks another solution of an ambiguous layout (a debugging aid): the model's
    /// solver is deterministic, so this does nothing.
    open func exerciseAmbiguityInLayout() {}

    /// The view whose first baseline constraints to `firstBaselineAnchor` follow; the view itself.
    open var forFirstBaselineLayout: View { self }
    /// The view whose last baseline constraints to `lastBaselineAnchor` follow; the view itself.
    open var forLastBaselineLayout: View { self }

    // MARK: The layer's delegate (UIKit's views delegate for their layer)

    /// Lays out `layer`'s sublayers; for the view's own layer this is where `layoutSubviews()`
    /// runs, as in UIKit. Override to place sublayers (call `super`).
    open func layoutSublayers(of layer: CALayer) {
        if layer === self.layer { layoutSubviews() }
    }

    /// The animation action for a change of `layer`'s property `event`: none, since the model
    /// applies every change at once.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }

    /// Called when the layer displays; a view draws through `draw(_:)` instead.
    open func display(_ layer: CALayer) {}

    /// Draws the view's content for its layer into `ctx` by calling `draw(_:)` with the bounds.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        if layer === self.layer { draw(bounds) }
    }

    /// Called before the layer draws.
    open func layerWillDraw(_ layer: CALayer) {}

    // MARK: Snapshots and gestures

    /// A new view standing in for this one's current look: same frame, background colour,
    /// alpha and corner radius, no subviews (the model draws no pixels to copy).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? {
        let snapshot = View(frame: frame)
        snapshot.backgroundColor = backgroundColor
        snapshot.alpha = alpha
        snapshot.layer.cornerRadius = layer.cornerRadius
        return snapshot
    }

    /// A snapshot of the part of the view in `rect`, stretched by `capInsets` when resized.
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: EdgeInsets) -> View? {
        let snapshot = snapshotView(afterScreenUpdates: afterUpdates)
        snapshot?.frame = CGRect(origin: frame.origin, size: rect.size)
        return snapshot
    }

    /// Draws the view's hierarchy into the current graphics context, scaled to `rect`; returns
    /// whether there was a context to draw into.
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = GraphicsContext.current else { return false }
        context.inSavedState {
            context.translateBy(x: rect.minX, y: rect.minY)
            if bounds.width > 0, bounds.height > 0 { context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height) }
            layer.render(in: context)
        }
        return true
    }

    /// Whether a gesture recognizer attached to this view may begin; asked before the
    /// recognizer's delegate, as in UIKit. True by default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Whether the view took its appearance proxies' settings (once, on entering a window).
    var tookAppearance = false

    /// The keyboard guide, once asked for (`keyboardLayoutGuide`).
    var madeKeyboardLayoutGuide: KeyboardLayoutGuide?

    /// The per-view layout state (constraints, flags, guides); see Layout/ViewLayoutState.swift.
    var layoutState = ViewLayoutState()
}
