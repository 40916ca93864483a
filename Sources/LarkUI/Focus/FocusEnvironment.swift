import Foundation

/// Something focus can be in or move through (`UIFocusEnvironment`): views and controllers.
@preconcurrency @MainActor
public protocol FocusEnvironment: AnyObject {
    /// Where focus should go first inside this environment.
    var preferredFocusEnvironments: [FocusEnvironment] { get }
    /// Whether focus may move as `context` says.
    func shouldUpdateFocus(in context: FocusUpdateContext) -> Bool
    /// Told after focus moved as `context` says.
    func didUpdateFocus(in context: FocusUpdateContext, with coordinator: FocusAnimationCoordinator)
    /// Asks for a focus update.
    func setNeedsFocusUpdate()
    /// Runs a pending focus update now.
    func updateFocusIfNeeded()
}

extension View: FocusEnvironment {}
extension ViewController: FocusEnvironment {}
