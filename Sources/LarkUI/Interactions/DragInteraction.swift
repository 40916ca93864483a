import Foundation

/// Lets a user drag content out of a view, like `UIDragInteraction`. The model has no drag and
/// drop: an interaction only records whether it is enabled.
@preconcurrency @MainActor
public final class DragInteraction: Interaction {
    /// Whether the interaction responds (true by default).
    public var isEnabled = true
    /// The view it is attached to.
    public private(set) weak var view: View?

    /// A drag interaction.
    public init() {}

    /// Nothing to prepare.
    public func willMove(to view: View?) {}

    /// Records the view.
    public func didMove(to view: View?) { self.view = view }
}
