import Foundation

/// Told about scrolling, like `UIScrollViewDelegate`. Every method is optional and does nothing
/// by default; `scrollViewWillEndDragging` may change where the scroll view comes to rest.
@preconcurrency @MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed. Default: nothing.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A user's finger starts dragging the content. Default: nothing.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger is about to lift; set `targetContentOffset` to choose where the content comes to
    /// rest. Default: nothing.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The finger lifted; `decelerate` says whether the content moves on. Default: nothing.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content moves on after the finger lifted. Default: nothing.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after moving on. Default: nothing.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated scroll in code (`setContentOffset(_:animated: true)`,
    /// `scrollRectToVisible(_:animated: true)`, a table's or collection view's animated
    /// scroll-to) came to rest. Default: nothing.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// The view that zooms (nil: the scroll view does not zoom). Default: nil.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// The zoom scale changed. Default: nothing.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// A pinch is about to zoom `view`. Default: nothing.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// A pinch ended at `scale`. Default: nothing.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat)
    /// Whether a tap on the status bar may scroll to the top. Default: true.
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    /// The scroll to the top finished. Default: nothing.
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
    /// `adjustedContentInset` changed. Default: nothing.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Default: does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Default: does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Default: does nothing.
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Default: does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Default: does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Default: does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Default: nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// Default: nil.
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    /// Default: does nothing.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// Default: does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    /// Default: does nothing.
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {}
    /// Default: true.
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    /// Default: does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    /// Default: does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
