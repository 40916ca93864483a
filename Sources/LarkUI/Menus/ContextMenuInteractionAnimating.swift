import Foundation

/// Adds animations to a context menu's appearing or disappearing, like
/// `UIContextMenuInteractionAnimating`.
@preconcurrency @MainActor
public protocol ContextMenuInteractionAnimating: AnyObject {
    /// The controller previewed, if any.
    var previewViewController: ViewController? { get }
    /// Runs `animations` alongside the menu's.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Runs `completion` when the menu's animation ends.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// Animates committing a context menu's preview, like `UIContextMenuInteractionCommitAnimating`.
@preconcurrency @MainActor
public protocol ContextMenuInteractionCommitAnimating: ContextMenuInteractionAnimating {
    /// How the preview commits.
    var preferredCommitStyle: ContextMenuInteractionCommitStyle { get set }
}

/// How a context menu's preview commits (`UIContextMenuInteractionCommitStyle`).
public enum ContextMenuInteractionCommitStyle: Int, Hashable, Sendable {
    /// The preview closes.
    case dismiss
    /// The preview opens in full.
    case pop
}
