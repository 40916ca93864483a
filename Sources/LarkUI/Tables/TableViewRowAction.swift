import Foundation

/// A swipe-to-reveal action of a row (the pre-iOS 11 API), like `UITableViewRowAction`.
/// Its `handler` is readable so that whoever acts for the user can run it.
@preconcurrency @MainActor
public final class TableViewRowAction: @MainActor CustomStringConvertible {
    /// How the action looks.
    public enum Style: Int, Hashable, Sendable {
        /// The default (red) look.
        case `default`
        /// Destructive; looks like `.default`.
        case destructive
        /// A neutral (grey) look.
        case normal
    }

    /// Creates a row action.
    public init(style: Style, title: String?, handler: @escaping @MainActor (TableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// The style.
    public let style: Style
    /// The button title.
    public var title: String?
    /// The button colour.
    public var backgroundColor: Color?
    /// What the action does, given the action and the row's index path.
    public let handler: @MainActor (TableViewRowAction, IndexPath) -> Void

    /// `TableViewRowAction "Delete"`.
    public var description: String { "TableViewRowAction \"\(title ?? "")\"" }
}
