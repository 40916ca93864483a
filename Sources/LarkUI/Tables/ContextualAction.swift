import Foundation

/// A swipe action of a row (the modern API), like `UIContextualAction`.
@preconcurrency @MainActor
public final class ContextualAction: @MainActor CustomStringConvertible {
    /// How the action looks.
    public enum Style: Int, Hashable, Sendable {
        /// A neutral look.
        case normal
        /// A destructive (red) look.
        case destructive
    }

    /// Called when the action runs with the action, the view showing it, and a completion to
    /// call with whether the action succeeded.
    public typealias Handler = @MainActor (ContextualAction, View, @escaping @MainActor (Bool) -> Void) -> Void

    /// Creates a contextual action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// The style.
    public let style: Style
    /// The button title.
    public var title: String?
    /// The button image.
    public var image: Image?
    /// The button colour.
    public var backgroundColor: Color?
    /// What the action does.
    public let handler: Handler

    /// `ContextualAction "Archive"`.
    public var description: String { "ContextualAction \"\(title ?? "")\"" }
}

/// The swipe actions of one side of a row, like `UISwipeActionsConfiguration`.
@preconcurrency @MainActor
public final class SwipeActionsConfiguration {
    /// Creates a configuration with actions in order (first is outermost).
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }

    /// The actions.
    public let actions: [ContextualAction]
    /// Whether a full swipe performs the first action (true by default).
    public var performsFirstActionWithFullSwipe = true
}
