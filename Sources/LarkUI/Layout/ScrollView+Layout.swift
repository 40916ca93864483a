import Foundation

/// What a scroll view keeps for layout.
struct ScrollLayoutState {
    var contentInsetAdjustmentBehavior: ScrollView.ContentInsetAdjustmentBehavior = .automatic
}

extension ScrollView {
    /// How the safe area adds to `contentInset` in `adjustedContentInset`, as
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable, CaseIterable {
        /// Top and bottom always, left and right when the content scrolls horizontally.
        case automatic
        /// Each axis only when the content scrolls along it.
        case scrollableAxes
        /// Never: `adjustedContentInset` is `contentInset`.
        case never
        /// Always, on every edge.
        case always
    }

    /// A guide for the content: constraining views to it (or, as in older code, to the scroll
    /// view's own edges from inside) gives the scroll view its `contentSize` at layout.
    public var contentLayoutGuide: LayoutGuide { systemGuide(.content) }

    /// A guide for the scroll view's frame, for content that should not scroll.
    public var frameLayoutGuide: LayoutGuide { systemGuide(.frame) }

    /// How the safe area adds to the content inset (`.automatic` by default).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { layoutState.extras?.scroll?.contentInsetAdjustmentBehavior ?? .automatic }
        set {
            let extras = layoutState.makeExtras()
            var state = extras.scroll ?? ScrollLayoutState()
            state.contentInsetAdjustmentBehavior = newValue
            extras.scroll = state
        }
    }

    /// `contentInset` plus the safe-area insets that `contentInsetAdjustmentBehavior` adds.
    public var adjustedContentInset: EdgeInsets {
        runPendingLayoutBeforeReading()
        let safe = computedSafeAreaInsets()
        let scrollsVertically = contentSize.height > bounds.height
        let scrollsHorizontally = contentSize.width > bounds.width
        var added = EdgeInsets.zero
        switch contentInsetAdjustmentBehavior {
        case .never: break
        case .always: added = safe
        case .automatic:
            added = EdgeInsets(top: safe.top, left: scrollsHorizontally ? safe.left : 0, bottom: safe.bottom, right: scrollsHorizontally ? safe.right : 0)
        case .scrollableAxes:
            added = EdgeInsets(top: scrollsVertically ? safe.top : 0, left: scrollsHorizontally ? safe.left : 0, bottom: scrollsVertically ? safe.bottom : 0, right: scrollsHorizontally ? safe.right : 0)
        }
        return contentInset + added
    }
}
