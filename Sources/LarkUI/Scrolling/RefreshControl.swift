import Foundation

/// The spinner a user pulls down to refresh a scroll view or table, like `UIRefreshControl`.
/// `beginRefreshing()` and `endRefreshing()` change the state without events, as in UIKit; a
/// user's pull is Fleet's `pullToRefresh()`, which sends `.valueChanged`.
@preconcurrency @MainActor
open class RefreshControl: Control {
    /// Whether it is refreshing.
    public private(set) var isRefreshing = false
    /// The text shown under the spinner (stored).
    open var attributedTitle: NSAttributedString?

    /// Shows the spinner; sends no event.
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Hides the spinner: the app calls it when the refresh is done.
    open func endRefreshing() {
        isRefreshing = false
    }
}

/// A view a user can pull to refresh: every scroll view (tables and collection views included),
/// which holds its refresh control as a subview, as in UIKit.
@preconcurrency @MainActor
public protocol Refreshable: View {}

extension Refreshable {
    /// The refresh control shown above the content; nil by default.
    public var refreshControl: RefreshControl? {
        get { subviews.lazy.compactMap { $0 as? RefreshControl }.first }
        set {
            refreshControl?.removeFromSuperview()
            if let newValue { insertSubview(newValue, at: 0) }
        }
    }
}

extension ScrollView: Refreshable {}
