import Foundation

/// A node of the layer tree, Core Animation's `CALayer`: every property stored and readable,
/// nothing composited or drawn.
///
/// **Backing layers.** A view's `layer` is a `CALayer` whose `hostView` is the view. For such a
/// layer, `frame`, `bounds`, `position`, `transform`, `opacity`, `isHidden`, `masksToBounds` and
/// `backgroundColor` read and write the view's `frame`, `bounds`, `center`, `transform`, `alpha`,
/// `isHidden`, `clipsToBounds` and `backgroundColor`: the view's values are the truth, because the
/// reachability rule reads them. Its `superlayer` is the superview's layer unless it was added
/// to a layer explicitly. A standalone layer stores its own geometry with Core Animation's rules
/// (`frame` derived from `bounds`, `position`, `anchorPoint` and `transform`).
///
/// **Animations** are recorded, nothing moves: see `add(_:forKey:)` and docs/graphics-and-layers.md.
@preconcurrency @MainActor
open class CALayer: Hashable, @MainActor CustomStringConvertible {
    /// The view this layer backs; the view's geometry and visibility are the truth for it.
    weak var hostView: View?

    /// A layer with zero bounds at the origin, anchored at its centre.
    public init() {}

    /// A copy of `layer`'s properties (Core Animation uses it for presentation layers; the
    /// model copies the stored properties, not sublayers or animations).
    public init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        storedBounds = other.bounds
        storedPosition = other.position
        anchorPoint = other.anchorPoint
        storedTransform = other.transform
        storedOpacity = other.opacity
        storedIsHidden = other.isHidden
        storedMasksToBounds = other.masksToBounds
        storedBackgroundColor = other.backgroundColor
        properties = other.properties
        name = other.name
    }

    /// Never called in the model (no archives exist); present so subclasses keep Core Animation's shape.
    public required init?(coder: NSCoder) {}

    /// Makes a layer of the receiving class (`View` uses it to create its backing layer from
    /// `layerClass`); call `init()` instead. A convenience initialiser, so subclasses that
    /// override `init()`, `init(layer:)` and `init?(coder:)`, or none of them, inherit it.
    public required convenience init(layerClassInstance: Void) {
        self.init()
    }

    // MARK: Stored appearance

    /// Pixels-only properties, kept by name so `value(forKey:)` and `setValue(_:forKey:)` reach
    /// them too; each typed accessor below reads and writes one entry.
    var properties: [String: Any] = [:]

    func stored<Value>(_ key: String, default value: Value) -> Value {
        properties[key] as? Value ?? value
    }

    /// The layer's name, for finding it in a test.
    open var name: String?
    /// The object the layer asks about drawing, layout and actions; weak.
    open weak var delegate: (any CALayerDelegate)?

    /// The radius of the rounded corners (stored only; clipping uses the rectangle).
    open var cornerRadius: CGFloat {
        get { stored("cornerRadius", default: 0) }
        set { properties["cornerRadius"] = newValue }
    }
    /// Which corners `cornerRadius` rounds; all four by default.
    open var maskedCorners: CACornerMask {
        get { stored("maskedCorners", default: [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        set { properties["maskedCorners"] = newValue }
    }
    /// The curve of rounded corners.
    open var cornerCurve: CALayerCornerCurve {
        get { stored("cornerCurve", default: .circular) }
        set { properties["cornerCurve"] = newValue }
    }
    /// The border's width, 0 by default.
    open var borderWidth: CGFloat {
        get { stored("borderWidth", default: 0) }
        set { properties["borderWidth"] = newValue }
    }
    /// The border's colour, opaque black by default.
    open var borderColor: CGColor? {
        get { properties.keys.contains("borderColor") ? properties["borderColor"] as? CGColor : .black }
        set { properties["borderColor"] = newValue as Any }
    }
    /// The shadow's colour, opaque black by default.
    open var shadowColor: CGColor? {
        get { properties.keys.contains("shadowColor") ? properties["shadowColor"] as? CGColor : .black }
        set { properties["shadowColor"] = newValue as Any }
    }
    /// The shadow's opacity, 0 (no shadow) by default.
    open var shadowOpacity: Float {
        get { stored("shadowOpacity", default: 0) }
        set { properties["shadowOpacity"] = newValue }
    }
    /// The shadow's offset, (0, -3) by default.
    open var shadowOffset: CGSize {
        get { stored("shadowOffset", default: CGSize(width: 0, height: -3)) }
        set { properties["shadowOffset"] = newValue }
    }
    /// The shadow's blur radius, 3 by default.
    open var shadowRadius: CGFloat {
        get { stored("shadowRadius", default: 3) }
        set { properties["shadowRadius"] = newValue }
    }
    /// The shadow's shape; nil to follow the layer's content.
    open var shadowPath: CGPath? {
        get { properties["shadowPath"] as? CGPath }
        set { properties["shadowPath"] = newValue }
    }
    /// Whether the layer is cached as a bitmap.
    open var shouldRasterize: Bool {
        get { stored("shouldRasterize", default: false) }
        set { properties["shouldRasterize"] = newValue }
    }
    /// The scale of the rasterised bitmap, 1 by default.
    open var rasterizationScale: CGFloat {
        get { stored("rasterizationScale", default: 1) }
        set { properties["rasterizationScale"] = newValue }
    }
    /// Pixels per point of the layer's content, 1 by default.
    open var contentsScale: CGFloat {
        get { stored("contentsScale", default: 1) }
        set { properties["contentsScale"] = newValue }
    }
    /// The layer's content, typically a `CGImage`.
    open var contents: Any? {
        get { properties["contents"] }
        set { properties["contents"] = newValue }
    }
    /// Where the content sits in the bounds.
    open var contentsGravity: CALayerContentsGravity {
        get { stored("contentsGravity", default: .resize) }
        set { properties["contentsGravity"] = newValue }
    }
    /// The part of the content shown, in unit coordinates; all of it by default.
    open var contentsRect: CGRect {
        get { stored("contentsRect", default: CGRect(x: 0, y: 0, width: 1, height: 1)) }
        set { properties["contentsRect"] = newValue }
    }
    /// The stretchable centre of the content, in unit coordinates.
    open var contentsCenter: CGRect {
        get { stored("contentsCenter", default: CGRect(x: 0, y: 0, width: 1, height: 1)) }
        set { properties["contentsCenter"] = newValue }
    }
    /// How content is resampled when shrunk.
    open var minificationFilter: CALayerContentsFilter {
        get { stored("minificationFilter", default: .linear) }
        set { properties["minificationFilter"] = newValue }
    }
    /// How content is resampled when enlarged.
    open var magnificationFilter: CALayerContentsFilter {
        get { stored("magnificationFilter", default: .linear) }
        set { properties["magnificationFilter"] = newValue }
    }
    /// A blend filter over what is below, for example `"softLightBlendMode"`.
    open var compositingFilter: Any? {
        get { properties["compositingFilter"] }
        set { properties["compositingFilter"] = newValue }
    }
    /// Filters applied to the layer's content.
    open var filters: [Any]? {
        get { properties["filters"] as? [Any] }
        set { properties["filters"] = newValue }
    }
    /// Filters applied to what is behind the layer.
    open var backgroundFilters: [Any]? {
        get { properties["backgroundFilters"] as? [Any] }
        set { properties["backgroundFilters"] = newValue }
    }
    /// A layer whose alpha masks this one.
    open var mask: CALayer? {
        get { properties["mask"] as? CALayer }
        set { properties["mask"] = newValue }
    }
    /// Whether the layer promises to be fully opaque.
    open var isOpaque: Bool {
        get { stored("isOpaque", default: false) }
        set { properties["isOpaque"] = newValue }
    }
    /// Whether the back of the layer shows when rotated away.
    open var isDoubleSided: Bool {
        get { stored("isDoubleSided", default: true) }
        set { properties["isDoubleSided"] = newValue }
    }
    /// Whether the layer's content is flipped vertically.
    open var isGeometryFlipped: Bool {
        get { stored("isGeometryFlipped", default: false) }
        set { properties["isGeometryFlipped"] = newValue }
    }
    /// Whether edges are antialiased.
    open var allowsEdgeAntialiasing: Bool {
        get { stored("allowsEdgeAntialiasing", default: false) }
        set { properties["allowsEdgeAntialiasing"] = newValue }
    }
    /// Whether the layer composites with its sublayers as one group.
    open var allowsGroupOpacity: Bool {
        get { stored("allowsGroupOpacity", default: true) }
        set { properties["allowsGroupOpacity"] = newValue }
    }
    /// Whether drawing may happen off the main thread.
    open var drawsAsynchronously: Bool {
        get { stored("drawsAsynchronously", default: false) }
        set { properties["drawsAsynchronously"] = newValue }
    }
    /// Whether a bounds change marks the layer as needing display.
    open var needsDisplayOnBoundsChange: Bool {
        get { stored("needsDisplayOnBoundsChange", default: false) }
        set { properties["needsDisplayOnBoundsChange"] = newValue }
    }
    /// The layer's depth position, 0 by default (stored only; sublayers stay in array order).
    open var zPosition: CGFloat {
        get { stored("zPosition", default: 0) }
        set { properties["zPosition"] = newValue }
    }
    /// The anchor point's z coordinate.
    open var anchorPointZ: CGFloat {
        get { stored("anchorPointZ", default: 0) }
        set { properties["anchorPointZ"] = newValue }
    }
    /// The transform applied to sublayers.
    open var sublayerTransform: CATransform3D {
        get { stored("sublayerTransform", default: CATransform3DIdentity) }
        set { properties["sublayerTransform"] = newValue }
    }
    /// Actions by property name (`NSNull()` disables one); stored, never run.
    open var actions: [String: any CAAction]? {
        get { properties["actions"] as? [String: any CAAction] }
        set { properties["actions"] = newValue }
    }
    /// Default property values by key.
    open var style: [AnyHashable: Any]? {
        get { properties["style"] as? [AnyHashable: Any] }
        set { properties["style"] = newValue }
    }

    /// The action for `event`: from `actions`, else the delegate's; nil for none.
    open func action(forKey event: String) -> (any CAAction)? {
        actions?[event] ?? delegate?.action(for: self, forKey: event)
    }

    /// The default value of a property (nil in the model).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether changing the property `key` needs a redisplay (false by default).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The default action for a property change (none in the model).
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    // MARK: Forwarded state: the view's when the layer backs one

    private var storedOpacity: Float = 1
    private var storedIsHidden = false
    private var storedMasksToBounds = false
    private var storedBackgroundColor: CGColor?

    /// Opacity from 0 to 1; a backing layer's is its view's `alpha`.
    open var opacity: Float {
        get { hostView.map { Float($0.alpha) } ?? storedOpacity }
        set {
            if let hostView { hostView.alpha = CGFloat(newValue) } else { storedOpacity = newValue }
        }
    }

    /// Whether the layer is hidden; a backing layer's is its view's `isHidden`.
    open var isHidden: Bool {
        get { hostView?.isHidden ?? storedIsHidden }
        set {
            if let hostView { hostView.isHidden = newValue } else { storedIsHidden = newValue }
        }
    }

    /// Whether sublayers are clipped to the bounds; a backing layer's is its view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { hostView?.clipsToBounds ?? storedMasksToBounds }
        set {
            if let hostView { hostView.clipsToBounds = newValue } else { storedMasksToBounds = newValue }
        }
    }

    /// The background colour; a backing layer's is its view's `backgroundColor`.
    open var backgroundColor: CGColor? {
        get {
            guard let hostView else { return storedBackgroundColor }
            return hostView.backgroundColor.map(ColorBridge.cgColor)
        }
        set {
            if let hostView { hostView.backgroundColor = newValue.map(ColorBridge.color) } else { storedBackgroundColor = newValue }
        }
    }

    // MARK: Geometry

    private var storedBounds: CGRect = .zero
    private var storedPosition: CGPoint = .zero
    private var storedTransform = CATransform3DIdentity

    /// The point of the bounds, in unit coordinates, that sits at `position`; (0.5, 0.5) by default.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// The layer's rectangle in its own coordinates; a backing layer's is its view's `bounds`.
    open var bounds: CGRect {
        get { hostView?.bounds ?? storedBounds }
        set {
            if let hostView {
                hostView.bounds = newValue
            } else {
                let changed = storedBounds.size != newValue.size
                storedBounds = newValue
                if changed, needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
            setNeedsLayout()
        }
    }

    /// Where the anchor point sits in the superlayer; a backing layer's is its view's `center`.
    open var position: CGPoint {
        get { hostView?.center ?? storedPosition }
        set {
            if let hostView { hostView.center = newValue } else { storedPosition = newValue }
        }
    }

    /// The 3D transform about the anchor point; a backing layer's is its view's `transform` (a
    /// non-affine part is kept here while the view's transform still matches its affine part).
    open var transform: CATransform3D {
        get {
            guard let hostView else { return storedTransform }
            let affine = hostView.transform
            return CATransform3DGetAffineTransform(storedTransform) == affine ? storedTransform : CATransform3DMakeAffineTransform(affine)
        }
        set {
            storedTransform = newValue
            hostView?.transform = CATransform3DGetAffineTransform(newValue)
        }
    }

    /// The transform's affine part.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets the transform to an affine one.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The layer's rectangle in its superlayer: a backing layer's is its view's `frame`; a
    /// standalone layer's is the bounding box of its bounds, placed by anchor point and position
    /// and transformed. Setting it sets `position` and `bounds.size` (the transform is ignored).
    open var frame: CGRect {
        get {
            if let hostView { return hostView.frame }
            let size = storedBounds.size
            let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
            return local.applying(affineTransform()).offsetBy(dx: storedPosition.x, dy: storedPosition.y)
        }
        set {
            if let hostView {
                hostView.frame = newValue
            } else {
                let rect = newValue.standardized
                storedPosition = CGPoint(x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
                bounds.size = rect.size
            }
            setNeedsLayout()
        }
    }

    /// The layer's natural size: its bounds' size (subclasses compute theirs).
    open func preferredFrameSize() -> CGSize { bounds.size }

    // MARK: Tree

    private weak var explicitSuperlayer: CALayer?
    private var children: [CALayer] = []

    /// The layer this one is a sublayer of; for a backing layer not added explicitly, its
    /// superview's layer.
    open var superlayer: CALayer? { explicitSuperlayer ?? hostView?.superview?.layer }

    /// The sublayers, back to front; nil when there are none, as Core Animation.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for child in children { child.explicitSuperlayer = nil }
            children = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Adds `layer` in front of the other sublayers, removing it from its superlayer first.
    open func addSublayer(_ layer: CALayer) {
        insert(layer, at: children.count)
    }

    /// Inserts `layer` at `index` among the sublayers (clamped to the valid range).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        insert(layer, at: Int(index))
    }

    /// Inserts `layer` just behind `sibling` (at the back when `sibling` is nil or not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard layer !== sibling, canAdopt(layer) else { return }
        layer.removeFromSuperlayer()
        insert(layer, at: sibling.flatMap { s in children.firstIndex { $0 === s } } ?? 0)
    }

    /// Inserts `layer` just in front of `sibling` (at the front when `sibling` is nil or not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard layer !== sibling, canAdopt(layer) else { return }
        layer.removeFromSuperlayer()
        insert(layer, at: sibling.flatMap { s in children.firstIndex { $0 === s }.map { $0 + 1 } } ?? children.count)
    }

    /// Puts `newLayer` where `oldLayer` is; nothing happens if `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, children.contains(where: { $0 === oldLayer }), canAdopt(newLayer) else { return }
        // Take the new layer out first: if it is a sibling, the old one's index moves.
        newLayer.removeFromSuperlayer()
        guard let index = children.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insert(newLayer, at: index)
    }

    /// Removes the layer from its (explicit) superlayer.
    open func removeFromSuperlayer() {
        guard let parent = explicitSuperlayer else { return }
        parent.children.removeAll { $0 === self }
        explicitSuperlayer = nil
    }

    /// Whether `layer` may become a sublayer: not this layer nor one of its ancestors (Core
    /// Animation would crash on the cycle).
    private func canAdopt(_ layer: CALayer) -> Bool {
        layer !== self && !ancestors.contains(where: { $0 === layer })
    }

    private func insert(_ layer: CALayer, at index: Int) {
        guard canAdopt(layer) else { return }
        layer.removeFromSuperlayer()
        children.insert(layer, at: max(0, min(index, children.count)))
        layer.explicitSuperlayer = self
        setNeedsLayout()
    }

    /// The superlayer chain, nearest first.
    private var ancestors: [CALayer] {
        var chain: [CALayer] = []
        var current = superlayer
        while let layer = current, !chain.contains(where: { $0 === layer }) {
            chain.append(layer)
            current = layer.superlayer
        }
        return chain
    }

    // MARK: Layout and display

    private var layoutNeeded = false
    private var displayNeeded = false

    /// What the last `display()` drew (via `draw(in:)` and the delegate), for a test to read.
    public private(set) var drawnOperations: [CGContext.Operation] = []

    /// Marks the layer as needing layout.
    open func setNeedsLayout() { layoutNeeded = true }

    /// Whether layout is pending.
    open func needsLayout() -> Bool { layoutNeeded }

    /// Lays out now if pending (`layoutSublayers()`), then the sublayers likewise.
    open func layoutIfNeeded() {
        if layoutNeeded {
            layoutNeeded = false
            layoutSublayers()
        }
        for child in children { child.layoutIfNeeded() }
    }

    /// Lays out the sublayers: asks the delegate by default. Override to position sublayers.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// Marks the layer as needing display.
    open func setNeedsDisplay() { displayNeeded = true }

    /// Marks part of the layer as needing display (the whole layer, in the model).
    open func setNeedsDisplay(_ r: CGRect) { displayNeeded = true }

    /// Whether display is pending.
    open func needsDisplay() -> Bool { displayNeeded }

    /// Displays now if pending.
    open func displayIfNeeded() {
        if displayNeeded { display() }
    }

    /// Draws the content: tells the delegate (`display(_:)`, `layerWillDraw(_:)`), then calls
    /// `draw(in:)` with a fresh recording context of the bounds' size made current. What was
    /// drawn is kept in `drawnOperations`.
    open func display() {
        displayNeeded = false
        delegate?.display(self)
        delegate?.layerWillDraw(self)
        let context = CGContext(size: bounds.size)
        GraphicsContext.withCurrent(context) { draw(in: context) }
        drawnOperations = context.operations
    }

    /// Draws the layer's content into `ctx`: asks the delegate by default.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Draws the layer and its visible sublayers into `ctx`, each in its own coordinates.
    open func render(in ctx: CGContext) {
        guard !isHidden else { return }
        draw(in: ctx)
        for child in children where !child.isHidden {
            ctx.inSavedState {
                let origin = child.frame.origin
                ctx.translateBy(x: origin.x - bounds.minX, y: origin.y - bounds.minY)
                child.render(in: ctx)
            }
        }
    }

    // MARK: Hit testing and conversion

    /// Whether `p` (in this layer's coordinates) is inside the bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The frontmost visible layer containing `p` (in the superlayer's coordinates), or nil.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        let local = fromSuperlayer(p)
        if masksToBounds, !contains(local) { return nil }
        for child in children.reversed() {
            if let hit = child.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// A point in this layer's coordinates, in its superlayer's.
    private func toSuperlayer(_ p: CGPoint) -> CGPoint {
        let b = bounds
        let offset = CGPoint(x: p.x - b.minX - anchorPoint.x * b.width, y: p.y - b.minY - anchorPoint.y * b.height)
        let moved = offset.applying(affineTransform())
        let anchor = position
        return CGPoint(x: moved.x + anchor.x, y: moved.y + anchor.y)
    }

    /// A point in the superlayer's coordinates, in this layer's.
    private func fromSuperlayer(_ p: CGPoint) -> CGPoint {
        let b = bounds
        let anchor = position
        let offset = CGPoint(x: p.x - anchor.x, y: p.y - anchor.y).applying(affineTransform().inverted())
        return CGPoint(x: offset.x + b.minX + anchorPoint.x * b.width, y: offset.y + b.minY + anchorPoint.y * b.height)
    }

    /// A point in this layer's coordinates, in the space its root layer is positioned in.
    private func toRoot(_ p: CGPoint) -> CGPoint {
        ([self] + ancestors).reduce(p) { point, layer in layer.toSuperlayer(point) }
    }

    /// A point in the space the root layer is positioned in, in this layer's coordinates.
    private func fromRoot(_ p: CGPoint) -> CGPoint {
        ([self] + ancestors).reversed().reduce(p) { point, layer in layer.fromSuperlayer(point) }
    }

    /// `p`, given in `l`'s coordinates (nil: the root's superlayer space), in this layer's.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        fromRoot(l?.toRoot(p) ?? p)
    }

    /// `p`, given in this layer's coordinates, in `l`'s (nil: the root's superlayer space).
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let root = toRoot(p)
        return l?.fromRoot(root) ?? root
    }

    /// The bounding box of `r` (in `l`'s coordinates) in this layer's.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        boundingRect(of: corners(of: r).map { convert($0, from: l) })
    }

    /// The bounding box of `r` (in this layer's coordinates) in `l`'s.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        boundingRect(of: corners(of: r).map { convert($0, to: l) })
    }

    private func corners(of r: CGRect) -> [CGPoint] {
        [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
    }

    /// The layer as currently presented: the layer itself, since nothing animates in the model.
    open func presentation() -> Self? { self }

    /// The model layer: the layer itself.
    open func model() -> Self { self }

    // MARK: Timing (Core Animation's CAMediaTiming; stored, used by `convertTime`)

    /// When the layer's time starts, in its parent's time.
    open var beginTime: CFTimeInterval = 0
    /// The layer's simple duration (stored only).
    open var duration: CFTimeInterval = 0
    /// How fast the layer's time runs relative to its parent's; 0 pauses its animations.
    open var speed: Float = 1
    /// An offset added to the layer's local time.
    open var timeOffset: CFTimeInterval = 0
    /// How many times the layer's timing repeats (stored only).
    open var repeatCount: Float = 0
    /// How long the layer's timing repeats (stored only).
    open var repeatDuration: CFTimeInterval = 0
    /// Whether the layer's timing plays backwards after forwards (stored only).
    open var autoreverses = false
    /// What the layer shows outside its active time (stored only).
    open var fillMode: CAMediaTimingFillMode = .removed

    /// `t` from `l`'s time space (nil: absolute time) into this layer's: (t − beginTime) ×
    /// speed + timeOffset along the superlayer chain.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        let absolute = l?.timeToAbsolute(t) ?? t
        return ([self] + ancestors).reversed().reduce(absolute) { time, layer in
            (time - layer.beginTime) * CFTimeInterval(layer.speed) + layer.timeOffset
        }
    }

    /// `t` from this layer's time space into `l`'s (nil: absolute time).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let absolute = timeToAbsolute(t)
        return l?.convertTime(absolute, from: nil) ?? absolute
    }

    private func timeToAbsolute(_ t: CFTimeInterval) -> CFTimeInterval {
        ([self] + ancestors).reduce(t) { time, layer in
            layer.speed == 0 ? layer.beginTime : (time - layer.timeOffset) / CFTimeInterval(layer.speed) + layer.beginTime
        }
    }

    // MARK: Animations (recorded; see add(_:forKey:))

    private var animationEntries: [(key: String?, animation: CAAnimation)] = []
    private var runningAnimations: [ObjectIdentifier] = []

    /// Records a copy of `anim` (as Core Animation, which copies it) under `key`, replacing any
    /// animation with that key. Nothing moves and no model value changes. The delegate hears
    /// `animationDidStart` and then, unless the animation repeats forever,
    /// `animationDidStop(_:finished: true)`, synchronously, so tests are deterministic. The
    /// copy stays readable through `animation(forKey:)` until removed or replaced; once it
    /// has stopped it no longer holds its delegate (which would otherwise keep alive what iOS
    /// frees when the animation ends).
    open func add(_ anim: CAAnimation, forKey key: String?) {
        if let key { removeAnimation(forKey: key) }
        guard let copy = anim.copy() as? CAAnimation else { return }
        animationEntries.append((key, copy))
        let delegate = copy.delegate
        delegate?.animationDidStart(copy)
        if copy.repeatsForever {
            runningAnimations.append(ObjectIdentifier(copy))
        } else {
            delegate?.animationDidStop(copy, finished: true)
            copy.delegate = nil
        }
    }

    /// The animation recorded under `key`, or nil.
    open func animation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.key == key }?.animation
    }

    /// The keys of the recorded animations, in the order added; nil when there are none.
    open func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; one still running (repeating forever) hears
    /// `animationDidStop(_:finished: false)`.
    open func removeAnimation(forKey key: String) {
        let removed = animationEntries.filter { $0.key == key }.map(\.animation)
        animationEntries.removeAll { $0.key == key }
        removed.forEach(stopIfRunning)
    }

    /// Removes every animation; running ones hear `animationDidStop(_:finished: false)`.
    open func removeAllAnimations() {
        let removed = animationEntries.map(\.animation)
        animationEntries.removeAll()
        removed.forEach(stopIfRunning)
    }

    private func stopIfRunning(_ animation: CAAnimation) {
        guard let index = runningAnimations.firstIndex(of: ObjectIdentifier(animation)) else { return }
        runningAnimations.remove(at: index)
        let delegate = animation.delegate
        animation.delegate = nil
        delegate?.animationDidStop(animation, finished: false)
    }

    // MARK: Identity

    /// Layers are equal only when they are the same object, as `NSObject`s are.
    public nonisolated static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    // MARK: Description

    /// For example `<CALayer "badge"; frame = (0 0; 20 20)>`.
    open var description: String {
        let named = name.map { " \"\($0)\"" } ?? ""
        let f = frame
        return "<\(type(of: self))\(named); frame = (\(formatted(f.minX)) \(formatted(f.minY)); \(formatted(f.width)) \(formatted(f.height)))>"
    }
}
