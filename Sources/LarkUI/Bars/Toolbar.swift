import Foundation

/// A bar of bar button items, like `UIToolbar`.
@preconcurrency @MainActor
open class Toolbar: View {
    /// The items, leading to trailing; nil when none were set.
    open var items: [BarButtonItem]?

    /// The bar's tint for its background.
    open var barTintColor: Color?

    /// Sets `items`.
    open func setItems(_ items: [BarButtonItem]?, animated: Bool) {
        self.items = items
    }
}
