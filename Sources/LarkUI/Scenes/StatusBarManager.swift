import Foundation

/// The status bar of a window scene (`UIStatusBarManager`).
@preconcurrency @MainActor
public final class StatusBarManager {
    /// The bar's frame: the top of a phone screen with a notch (47 points tall), as the model's
    /// default safe area assumes.
    public var statusBarFrame: CGRect { CGRect(x: 0, y: 0, width: Screen.main.bounds.width, height: 47) }
    /// The bar's style (stored).
    public var statusBarStyle: StatusBarStyle = .default
    /// Whether the bar is hidden (stored).
    public var isStatusBarHidden = false
}
