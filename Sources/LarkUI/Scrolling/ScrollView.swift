import Foundation

/// A view whose content is larger than its bounds, like `UIScrollView`. The content offset is the
/// origin of the bounds, as in UIKit, so scrolling moves every subview by the same amount and the
/// one reachability rule sees what scrolled out of the bounds as out of sight and out of reach.
/// A scroll view clips to its bounds, as in UIKit.
///
/// Setting `contentOffset` (or `setContentOffset(_:animated:)`) calls the delegate's
/// `scrollViewDidScroll` when the offset changes, as UIKit does; nothing else is called. A user's
/// drag, with its whole sequence of callbacks, is Fleet's `drag(to:)`.
@preconcurrency @MainActor
open class ScrollView: View {
    /// Creates a scroll view with the given frame; it clips to its bounds.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Creates a scroll view as a storyboard does; it clips to its bounds.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// The size of the content, in the scroll view's coordinates.
    open var contentSize: CGSize = .zero

    /// Extra room around the content that scrolling can reach (`adjustedContentInset` adds the
    /// safe area).
    open var contentInset: EdgeInsets = .zero

    /// Called after a layout found `adjustedContentInset` changed, before the delegate's
    /// `scrollViewDidChangeAdjustedContentInset`. Call `super` when you override it.
    open func adjustedContentInsetDidChange() {}

    /// Whether a user can scroll it. Setting the offset in code works either way.
    open var isScrollEnabled = true

    /// Whether a user's drag can take the content past its edge, from where it bounces back
    /// (true by default, as in UIKit). When false, a drag stops at the edge.
    open var bounces = true

    /// How fast the content slows down after a flick: the share of the velocity kept each
    /// millisecond (UIKit's `.normal`, 0.998, by default).
    open var decelerationRate: DecelerationRate = .normal

    /// Whether the vertical indicator shows (stored).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows (stored).
    open var showsHorizontalScrollIndicator = true
    /// Whether scrolling stops on multiples of the bounds (stored; Fleet's drags do not page).
    open var isPagingEnabled = false
    /// Whether a drag bounces vertically even when the content fits (stored).
    open var alwaysBounceVertical = false
    /// Whether a drag bounces horizontally even when the content fits (stored).
    open var alwaysBounceHorizontal = false
    /// How dragging dismisses the keyboard (stored).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether touches wait before reaching content (stored).
    open var delaysContentTouches = true
    /// Whether a drag may cancel touches in content (stored).
    open var canCancelContentTouches = true
    /// The indicators' insets (stored); setting it sets both axes' insets, as in UIKit.
    open var scrollIndicatorInsets: EdgeInsets = .zero {
        didSet {
            verticalScrollIndicatorInsets = scrollIndicatorInsets
            horizontalScrollIndicatorInsets = scrollIndicatorInsets
        }
    }
    /// The vertical indicator's insets (stored).
    open var verticalScrollIndicatorInsets: EdgeInsets = .zero
    /// The horizontal indicator's insets (stored).
    open var horizontalScrollIndicatorInsets: EdgeInsets = .zero
    /// Whether a tap on the status bar scrolls to the top (stored).
    open var scrollsToTop = true
    /// The indicators' look (stored).
    open var indicatorStyle: IndicatorStyle = .default
    /// The smallest zoom scale (1 by default).
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale (1 by default, so nothing zooms until it is raised).
    open var maximumZoomScale: CGFloat = 1
    /// The zoom scale; setting it is `setZoomScale(_:animated: false)`.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    private var storedZoomScale: CGFloat = 1
    /// Whether a pinch past the limits bounces back (stored).
    open var bouncesZoom = true
    /// Whether a drag keeps to one axis (stored).
    open var isDirectionalLockEnabled = false
    /// Whether the indicators' insets follow the safe area (stored).
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// The drag recogniser UIKit scrolls with. Fleet's `drag(to:)` scrolls without it, so the
    /// model keeps it out of `gestureRecognizers`; it is there for code that configures it.
    public private(set) lazy var panGestureRecognizer = PanGestureRecognizer()
    /// Whether a finger is on the content: false, as no touch is ever in flight between two
    /// lines of a test (Fleet's drags run to the end at once).
    open var isTracking: Bool { false }
    /// Whether the content is being dragged: false, for the same reason.
    open var isDragging: Bool { false }
    /// Whether the content moves on after a drag: false, for the same reason.
    open var isDecelerating: Bool { false }
    /// Whether a pinch is zooming: false, for the same reason.
    open var isZooming: Bool { false }
    /// Whether the zoom is bouncing back: false, for the same reason.
    open var isZoomBouncing: Bool { false }

    /// Shows the indicators for a moment (the model shows nothing).
    open func flashScrollIndicators() {}

    /// Zooms to `scale`, kept within `minimumZoomScale...maximumZoomScale`, as UIKit does: only
    /// when the delegate's `viewForZooming(in:)` gives a view. That view's transform becomes the
    /// scale, it moves to the content's origin and `contentSize` becomes its frame's size; then
    /// `scrollViewDidZoom` tells the delegate. Animated or not, the change happens at once.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let clamped = min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
        guard clamped != storedZoomScale else { return }
        storedZoomScale = clamped
        view.transform = CGAffineTransform(scaleX: clamped, y: clamped)
        view.center = CGPoint(x: view.frame.width / 2, y: view.frame.height / 2)
        contentSize = view.frame.size
        delegate?.scrollViewDidZoom(self)
    }

    /// Zooms so that `rect` (in the zooming view's own coordinates) fills the bounds as far as
    /// the scale limits allow, then scrolls to show it.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
        let scale = storedZoomScale
        scrollRectToVisible(CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale), animated: animated)
    }

    /// Whether a touch that began in `view` may turn into a scroll (override point).
    open func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }

    /// How dragging dismisses the keyboard (`UIScrollView.KeyboardDismissMode`).
    public enum KeyboardDismissMode: Int, Hashable, Sendable {
        /// Never.
        case none
        /// When a drag begins.
        case onDrag
        /// Interactively.
        case interactive
        /// When a drag begins, keeping the input accessory view on screen.
        case onDragWithAccessory
        /// Interactively, keeping the input accessory view on screen.
        case interactiveWithAccessory
    }

    /// The scroll indicators' look (`UIScrollView.IndicatorStyle`).
    public enum IndicatorStyle: Int, Hashable, Sendable {
        /// The default.
        case `default`
        /// Black.
        case black
        /// White.
        case white
    }

    /// Told about scrolling (held weakly).
    open weak var delegate: ScrollViewDelegate?

    /// The point of the content shown at the top-left corner: `bounds.origin`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            contentOffsetDidChange()
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Runs after the offset changed, before `scrollViewDidScroll`: what UIKit's layout pass does
    /// on scroll (tables and collection views recycle the cells that left the bounds).
    func contentOffsetDidChange() {}

    /// Sets `contentOffset`. The model does not animate: an animated change happens at once,
    /// then `scrollViewDidEndScrollingAnimation` tells the delegate it is over, as UIKit does at
    /// the end of an animated scroll (nothing when the offset does not change).
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        let before = contentOffset
        contentOffset = offset
        if animated, contentOffset != before { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// The offsets a user can scroll to: from minus the top and left adjusted insets to the
    /// content's size plus the bottom and right adjusted insets, less the size of the bounds
    /// (never below the smallest), as UIKit scrolls since it adds the safe area.
    public var scrollableOffsets: (minimum: CGPoint, maximum: CGPoint) {
        let inset = adjustedContentInset
        // 0 - inset, not -inset: no inset must give 0, not -0, which prints as "-0.0".
        let minimum = CGPoint(x: 0 - inset.left, y: 0 - inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }

    /// Where content shows unobscured: an edge of the bounds, its centre, or the other edge, once
    /// the adjusted insets (bars, the notch) are left out.
    enum Placement {
        case start, center, end
    }

    /// The offset that puts `rect` (in content coordinates) at `vertical` and `horizontal` of the
    /// unobscured part of the bounds (an axis with nil keeps the current offset), within
    /// `scrollableOffsets`.
    func offset(placing rect: CGRect, vertical: Placement?, horizontal: Placement? = nil) -> CGPoint {
        let inset = adjustedContentInset
        func axis(_ placement: Placement?, current: CGFloat, leading: CGFloat, visible: CGFloat, minimum: CGFloat, center: CGFloat, maximum: CGFloat) -> CGFloat {
            switch placement {
            case nil: current
            case .start: minimum - leading
            case .center: center - leading - visible / 2
            case .end: maximum - leading - visible
            }
        }
        let height = bounds.height - inset.top - inset.bottom, width = bounds.width - inset.left - inset.right
        return clampedOffset(CGPoint(
            x: axis(horizontal, current: contentOffset.x, leading: inset.left, visible: width, minimum: rect.minX, center: rect.midX, maximum: rect.maxX),
            y: axis(vertical, current: contentOffset.y, leading: inset.top, visible: height, minimum: rect.minY, center: rect.midY, maximum: rect.maxY)))
    }

    /// The offset nearest to `offset` that a user can scroll to.
    public func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let (minimum, maximum) = scrollableOffsets
        return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    /// Scrolls just enough for `rect` (in the scroll view's content coordinates) to be inside the
    /// unobscured part of the bounds (inside `adjustedContentInset`), as `UIScrollView` does:
    /// nothing if it already is; the top-left wins when `rect` is larger. The offset stays
    /// within `scrollableOffsets`.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        setContentOffset(offsetShowing(rect), animated: animated)
    }

    /// The offset `scrollRectToVisible(_:animated:)` would scroll to.
    public func offsetShowing(_ rect: CGRect) -> CGPoint {
        let inset = adjustedContentInset
        func placement(_ offset: CGFloat, _ visible: CGFloat, _ start: CGFloat, _ size: CGFloat) -> Placement? {
            if start < offset || size > visible { return .start }
            if start + size > offset + visible { return .end }
            return nil
        }
        let offset = contentOffset
        return self.offset(
            placing: rect,
            vertical: placement(offset.y + inset.top, bounds.height - inset.top - inset.bottom, rect.minY, rect.height),
            horizontal: placement(offset.x + inset.left, bounds.width - inset.left - inset.right, rect.minX, rect.width))
    }
}

extension ScrollView {
    /// How fast a flicked scroll view slows down, like `UIScrollView.DecelerationRate`: the share
    /// of the velocity kept after each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The share of the velocity kept per millisecond, between 0 and 1.
        public let rawValue: CGFloat
        /// A rate.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Where a flick released at `offset` with `velocity` (points per millisecond, as
    /// `scrollViewWillEndDragging` reports it) comes to rest before the edges are applied: the
    /// distance of a velocity decaying by `decelerationRate` each millisecond,
    /// `velocity * rate / (1 - rate)`.
    public func projectedOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let rate = min(max(decelerationRate.rawValue, 0), 0.999_999)
        // Kept to a thousandth, so the normal rate gives exactly 499 (0.998 / 0.002 is not).
        let factor = (rate / (1 - rate) * 1_000).rounded() / 1_000
        return CGPoint(x: offset.x + velocity.x * factor, y: offset.y + velocity.y * factor)
    }
}

/// Insets from each edge, like `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    /// From the top edge.
    public var top: CGFloat
    /// From the left edge.
    public var left: CGFloat
    /// From the bottom edge.
    public var bottom: CGFloat
    /// From the right edge.
    public var right: CGFloat

    /// Insets from each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// No insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown by negative ones), as `CGRect.inset(by:)` in UIKit.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
