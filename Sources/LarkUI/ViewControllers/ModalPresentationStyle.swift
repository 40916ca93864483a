import Foundation

/// How a presented controller covers its presenter, like `UIModalPresentationStyle`.
///
/// Only what matters without rendering is modelled: whether the presenter stays visible.
/// `.fullScreen` and `.currentContext` cover it (it gets disappear callbacks and its view leaves
/// the window); every other style leaves it visible (iOS 13+ rules). `.automatic` resolves to
/// `.pageSheet`, or to an over-full-screen style for alerts.
public enum ModalPresentationStyle: Int, Hashable, Sendable, CustomStringConvertible {
    /// The system picks (page sheet; alerts present over full screen).
    case automatic
    /// Covers the screen; the presenter disappears.
    case fullScreen
    /// A card that leaves the presenter visible.
    case pageSheet
    /// A centred sheet that leaves the presenter visible.
    case formSheet
    /// Covers the presenter's context; treated like `.fullScreen` (the model presents from the
    /// top-most ancestor, see `ViewController.present(_:animated:completion:)`).
    case currentContext
    /// Covers the screen but keeps the presenter visible underneath.
    case overFullScreen
    /// Over the presenter's context, keeping it visible; treated like `.overFullScreen`.
    case overCurrentContext
    /// A popover; the presenter stays visible.
    case popover
    /// Presented by the presentation controller `transitioningDelegate` supplies; the
    /// presenter stays unless that controller's `shouldRemovePresentersView` says otherwise.
    case custom
    /// No adaptation: what `adaptivePresentationStyle(for:)` returns to keep the style as is.
    case none

    /// Whether the presenter stops being visible under this style.
    public var coversPresenter: Bool {
        self == .fullScreen || self == .currentContext
    }

    /// The case name with a leading dot, e.g. `.fullScreen`.
    public var description: String {
        switch self {
        case .automatic: ".automatic"
        case .fullScreen: ".fullScreen"
        case .pageSheet: ".pageSheet"
        case .formSheet: ".formSheet"
        case .currentContext: ".currentContext"
        case .overFullScreen: ".overFullScreen"
        case .overCurrentContext: ".overCurrentContext"
        case .popover: ".popover"
        case .custom: ".custom"
        case .none: ".none"
        }
    }
}
