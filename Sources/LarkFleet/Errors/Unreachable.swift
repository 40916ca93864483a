import Foundation

extension Fleet {
    /// Why a touch could not reach a view: the one set of reasons every helper family that acts
    /// through a touch refuses with, as its kind's `.unreachable(_:)` case, e.g.
    /// `Fleet.ControlErrorKind.unreachable(.notVisible)`. The order is the order of the checks.
    public enum Unreachable: Hashable, Sendable, CaseIterable {
        /// `isUserInteractionEnabled` is false on the view or one of its ancestors.
        case userInteractionDisabled
        /// The view, an ancestor or its window is hidden, or one of them has an alpha below 0.01.
        case notVisible
        /// An ancestor has no width or height, or the view lies outside an ancestor's bounds
        /// (a cell scrolled out of sight), so no touch can reach it.
        case outsideBounds
        /// An alert, an action sheet or a full-screen presentation covers the controller the view
        /// is in (docs/reachability.md#presentations).
        case coveredByPresentation
    }
}
