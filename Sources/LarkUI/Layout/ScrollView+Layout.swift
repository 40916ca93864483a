import Foundation

/// What a scroll view keeps for layout.
struct ScrollLayoutState {
    var contentInsetAdjustmentBehavior: ScrollView.ContentInsetAdjustmentBehavior = .automatic
    /// `adjustedContentInset` at the last layout, and the part of it the safe area added.
    var lastAdjustedContentInset: EdgeInsets = .zero
    var lastSafeAreaAddition: EdgeInsets = .zero
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
        return contentInset + safeAreaAddition()
    }

    /// What the safe area adds to `contentInset`, by `contentInsetAdjustmentBehavior`, as the
    /// tree stands (no pending layout is run).
    func safeAreaAddition() -> EdgeInsets {
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
        return added
    }

    /// After the scroll view's layout: when the adjusted insets changed, a scroll view resting at
    /// its top (or left) edge stays there as the safe area's part changes, as a table under a
    /// navigation bar starts scrolled to minus the bar's bottom; then the subclass hook and the
    /// delegate hear of it. A change of `contentInset` alone moves no offset (UIKit's rule too).
    func adjustedContentInsetAfterLayout() {
        let added = safeAreaAddition(), adjusted = contentInset + added
        let extras = layoutState.makeExtras()
        var state = extras.scroll ?? ScrollLayoutState()
        guard adjusted != state.lastAdjustedContentInset || added != state.lastSafeAreaAddition else { return }
        let oldAdded = state.lastSafeAreaAddition
        let changed = adjusted != state.lastAdjustedContentInset
        state.lastAdjustedContentInset = adjusted
        state.lastSafeAreaAddition = added
        extras.scroll = state
        var offset = contentOffset
        // 0 - x, not -x: no inset must give 0, not -0.
        if added.top != oldAdded.top, offset.y == 0 - (contentInset.top + oldAdded.top) { offset.y = 0 - adjusted.top }
        if added.left != oldAdded.left, offset.x == 0 - (contentInset.left + oldAdded.left) { offset.x = 0 - adjusted.left }
        if changed {
            adjustedContentInsetDidChange()
            delegate?.scrollViewDidChangeAdjustedContentInset(self)
        }
        contentOffset = offset
    }
}

extension View {
    /// Marks for layout what in this subtree lays itself out by the safe area: scroll views
    /// (their adjusted insets) and containers' root views (their bars).
    func markSafeAreaDependentsForLayout() {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            if view is ScrollView {
                view.setNeedsLayout()
            } else if let controller = view.owningViewController, controller.viewIfLoaded === view, !controller.containerBars.isEmpty {
                view.setNeedsLayout()
            }
            stack.append(contentsOf: view.subviews)
        }
    }
}
