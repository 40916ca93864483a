import Foundation

/// A layer that shows part of its content, Core Animation's `CAScrollLayer`: scrolling moves
/// `bounds.origin`.
open class CAScrollLayer: CALayer {
    /// The directions scrolling may move in, Core Animation's `CAScrollLayerScrollMode`.
    public struct ScrollMode: RawRepresentable, Hashable, Sendable {
        /// The mode's name.
        public let rawValue: String
        /// Wraps a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// No scrolling.
        public static let none = ScrollMode(rawValue: "none")
        /// Horizontal only.
        public static let horizontally = ScrollMode(rawValue: "horizontally")
        /// Vertical only.
        public static let vertically = ScrollMode(rawValue: "vertically")
        /// Both directions (the default).
        public static let both = ScrollMode(rawValue: "both")
    }

    /// The allowed directions.
    open var scrollMode: ScrollMode {
        get { stored("scrollMode", default: .both) }
        set { properties["scrollMode"] = newValue }
    }

    /// Moves `bounds.origin` to `p`, in the allowed directions.
    open func scroll(to p: CGPoint) {
        var origin = bounds.origin
        if scrollMode == .both || scrollMode == .horizontally { origin.x = p.x }
        if scrollMode == .both || scrollMode == .vertically { origin.y = p.y }
        bounds.origin = origin
    }

    /// Scrolls the least distance that shows `r` (as far as the bounds' size allows).
    open func scroll(to r: CGRect) {
        let visible = bounds
        var target = visible.origin
        if r.minX < visible.minX { target.x = r.minX } else if r.maxX > visible.maxX { target.x = r.maxX - visible.width }
        if r.minY < visible.minY { target.y = r.minY } else if r.maxY > visible.maxY { target.y = r.maxY - visible.height }
        scroll(to: target)
    }
}

/// The scroll mode's Core Animation name.
public typealias CAScrollLayerScrollMode = CAScrollLayer.ScrollMode
