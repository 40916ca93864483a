import Foundation

/// A bar of bar button items, like `UIToolbar`.
@preconcurrency @MainActor
open class Toolbar: View {
    /// The items, leading to trailing; nil when none were set.
    open var items: [BarButtonItem]?

    /// The bar's tint for its background.
    open var barTintColor: Color?
    /// Light or dark bar (stored).
    open var barStyle: BarStyle = .default
    /// Whether the bar is translucent (stored).
    open var isTranslucent = true

    /// Sets `items`.
    open func setItems(_ items: [BarButtonItem]?, animated: Bool) {
        self.items = items
    }
}
