import Foundation

/// A view whose content is larger than its bounds, like `UIScrollView`. The content offset is the
/// origin of the bounds, as in UIKit, so scrolling moves every subview by the same amount and the
/// one reachability rule sees what scrolled out of the bounds as out of sight and out of reach.
/// A scroll view clips to its bounds, as in UIKit.
///
/// Setting `contentOffset` (or `setContentOffset(_:animated:)`) calls the delegate's
/// `scrollViewDidScroll` when the offset changes, as UIKit does; nothing else is called. A user's
/// drag, with its whole sequence of callbacks, is Fleet's `drag(to:)`.
@MainActor
open class ScrollView: View {
    /// Creates a scroll view with the given frame; it clips to its bounds.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// The size of the content, in the scroll view's coordinates.
    open var contentSize: CGSize = .zero

    /// Extra room around the content that scrolling can reach.
    open var contentInset: EdgeInsets = .zero

    /// Whether a user can scroll it. Setting the offset in code works either way.
    open var isScrollEnabled = true

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

    /// Sets `contentOffset`; `animated` is ignored (the model does not animate).
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        contentOffset = offset
    }

    /// The offsets a user can scroll to: from minus the top and left insets to the content's
    /// size plus the bottom and right insets, less the size of the bounds (never below the
    /// smallest).
    public var scrollableOffsets: (minimum: CGPoint, maximum: CGPoint) {
        let minimum = CGPoint(x: -contentInset.left, y: -contentInset.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width + contentInset.right - bounds.width),
            y: max(minimum.y, contentSize.height + contentInset.bottom - bounds.height))
        return (minimum, maximum)
    }

    /// The offset nearest to `offset` that a user can scroll to.
    public func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let (minimum, maximum) = scrollableOffsets
        return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    /// Scrolls just enough for `rect` (in the scroll view's content coordinates) to be inside the
    /// bounds, as `UIScrollView` does: nothing if it already is; the top-left wins when `rect` is
    /// larger than the bounds. The offset stays within `scrollableOffsets`.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        contentOffset = offsetShowing(rect)
    }

    /// The offset `scrollRectToVisible(_:animated:)` would scroll to.
    public func offsetShowing(_ rect: CGRect) -> CGPoint {
        func axis(_ offset: CGFloat, _ length: CGFloat, _ start: CGFloat, _ size: CGFloat) -> CGFloat {
            if start < offset || size > length { return start }
            if start + size > offset + length { return start + size - length }
            return offset
        }
        let offset = contentOffset
        return clampedOffset(CGPoint(
            x: axis(offset.x, bounds.width, rect.minX, rect.width),
            y: axis(offset.y, bounds.height, rect.minY, rect.height)))
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
}
