import Foundation

/// Configures a context-menu interaction, like `UIContextMenuInteractionDelegate`. The
/// configuration is required; the rest are optional and the model calls none of them.
@preconcurrency @MainActor
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a long press at `location` (nil: no menu).
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> ContextMenuConfiguration?
    /// The menu is about to show. Default: nothing.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?)
    /// The menu is about to close. Default: nothing.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?)
    /// The user tapped the preview. Default: nothing.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration, animator: any ContextMenuInteractionCommitAnimating)
}

extension ContextMenuInteractionDelegate {
    /// Default: nothing.
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?) {}
    /// Default: nothing.
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?) {}
    /// Default: nothing.
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration, animator: any ContextMenuInteractionCommitAnimating) {}
}
