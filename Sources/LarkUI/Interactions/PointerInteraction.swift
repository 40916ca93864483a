import Foundation

/// Pointer (trackpad/mouse) hover effects for a view, like `UIPointerInteraction`.
///
/// Nothing is ever hovered in the model; the interaction records its configuration so tests and
/// matchers can check it (for example, one pointer interaction without a delegate is the
/// "default" pointer interaction).
@preconcurrency @MainActor
open class PointerInteraction: Interaction, @MainActor CustomStringConvertible {
    /// Creates an interaction with an optional delegate (held weakly).
    public init(delegate: PointerInteractionDelegate?) {
        self.delegate = delegate
    }

    /// Customises regions and styles.
    open weak var delegate: PointerInteractionDelegate?
    /// Whether the interaction is active.
    open var isEnabled = true
    /// The view the interaction is attached to.
    public private(set) weak var view: View?
    /// Whether a button created this interaction for `isPointerInteractionEnabled`.
    public internal(set) var isSystemProvided = false

    /// Called before the interaction moves to another view.
    open func willMove(to view: View?) {}

    /// Records the new view.
    open func didMove(to view: View?) {
        self.view = view
    }

    /// Does nothing; present for source compatibility with UIKit.
    open func invalidate() {}

    /// `PointerInteraction`, with `(system)` for a button's own one.
    open var description: String {
        isSystemProvided ? "PointerInteraction(system)" : "PointerInteraction"
    }
}

/// Customises a pointer interaction, like `UIPointerInteractionDelegate`. Optional methods.
@preconcurrency @MainActor
public protocol PointerInteractionDelegate: AnyObject {
    /// The style for the pointer over `region`. Default: nil (the system style).
    func pointerInteraction(_ interaction: PointerInteraction, styleFor region: PointerRegion) -> PointerStyle?
}

extension PointerInteractionDelegate {
    /// Default: nil.
    public func pointerInteraction(_ interaction: PointerInteraction, styleFor region: PointerRegion) -> PointerStyle? {
        OptionalMethod.defaultUsed()
        return nil
    }
}
