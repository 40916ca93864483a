import Foundation

/// Makes a context menu's actions from the actions the system suggests
/// (`UIContextMenuActionProvider`).
public typealias ContextMenuActionProvider = @MainActor ([any MenuElement]) -> Menu?

/// Makes the controller a context menu previews (`UIContextMenuContentPreviewProvider`).
public typealias ContextMenuContentPreviewProvider = @MainActor () -> ViewController?

/// What a context menu shows, like `UIContextMenuConfiguration`: an identifier, a preview and
/// the menu's actions, each made when the menu opens.
@preconcurrency @MainActor
public final class ContextMenuConfiguration {
    /// Identifies the configuration (nil unless given).
    public let identifier: (any NSCopying)?
    /// Makes the preview (nil: the view itself).
    public let previewProvider: ContextMenuContentPreviewProvider?
    /// Makes the menu (nil: no actions).
    public let actionProvider: ContextMenuActionProvider?

    /// A configuration, with UIKit's parameters.
    public init(identifier: (any NSCopying)? = nil, previewProvider: ContextMenuContentPreviewProvider? = nil,
                actionProvider: ContextMenuActionProvider? = nil) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The order of a menu's elements, like `UIContextMenuConfiguration.ElementOrder`.
    public enum ElementOrder: Int, Hashable, Sendable {
        /// The system's choice (the most important nearest the finger).
        case automatic
        /// Priority order.
        case priority
        /// The order given.
        case fixed
    }

    /// The order of the menu's elements (stored).
    public var preferredMenuElementOrder: ElementOrder = .automatic

    /// The menu the action provider makes from `suggestedActions` (nil without a provider).
    public func makeMenu(suggestedActions: [any MenuElement]) -> Menu? {
        actionProvider?(suggestedActions)
    }
}
