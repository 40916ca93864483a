import Foundation

/// What a focus update moves between (`UIFocusUpdateContext`). The model has no focus engine
/// (no remote, no keyboard focus), so it never makes one itself; the type exists so that screen
/// code overriding the focus callbacks compiles, and a test can call them with a context.
@preconcurrency @MainActor
open class FocusUpdateContext {
    /// The item focus leaves.
    open private(set) weak var previouslyFocusedView: View?
    /// The item focus moves to.
    open private(set) weak var nextlyFocusedView: View?
    /// The direction focus moves in.
    public let focusHeading: FocusHeading

    /// A context moving focus from `previous` to `next`.
    public init(previouslyFocusedView previous: View? = nil, nextlyFocusedView next: View? = nil, focusHeading: FocusHeading = []) {
        previouslyFocusedView = previous
        nextlyFocusedView = next
        self.focusHeading = focusHeading
    }
}
