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
}
