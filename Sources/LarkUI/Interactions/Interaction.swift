import Foundation

/// An object attached to a view to add behaviour, like `UIInteraction`.
@preconcurrency @MainActor
public protocol Interaction: AnyObject {
    /// The view the interaction is attached to.
    var view: View? { get }
    /// Called before the interaction moves to `view` (nil when it is removed).
    func willMove(to view: View?)
    /// Called after the interaction moved to `view` (nil when it was removed).
    func didMove(to view: View?)
}
