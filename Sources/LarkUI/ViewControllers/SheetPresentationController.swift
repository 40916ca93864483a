import Foundation

/// The presentation controller of a page or form sheet (`UISheetPresentationController`): the
/// heights it may rest at (detents) and its look. The model keeps the presenter visible under a
/// sheet and stores the rest; `selectedDetentIdentifier` is nil (the first detent) until set.
@preconcurrency @MainActor
open class SheetPresentationController: PresentationController {
    /// A height a sheet may rest at (`UISheetPresentationController.Detent`).
    public final class Detent: Hashable, Sendable, CustomStringConvertible {
        /// The detent's name.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The name.
            public let rawValue: String
            /// An identifier named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// About half the screen.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// Full height.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// The detent's name.
        public let identifier: Identifier
        /// Its height for a container of the given maximum height (what a custom detent's
        /// resolver returns).
        public let height: @Sendable (CGFloat) -> CGFloat?

        private init(identifier: Identifier, height: @escaping @Sendable (CGFloat) -> CGFloat?) {
            self.identifier = identifier
            self.height = height
        }

        /// About half the screen's height.
        public static func medium() -> Detent { Detent(identifier: .medium) { $0 / 2 } }
        /// The full height.
        public static func large() -> Detent { Detent(identifier: .large) { $0 } }
        /// A detent whose height `resolver` computes from the context's maximum height.
        public static func custom(identifier: Identifier? = nil, resolver: @escaping @Sendable (_ maximumDetentValue: CGFloat) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: "custom.\(UUID().uuidString)"), height: resolver)
        }

        /// Same identifier, same detent.
        public static func == (lhs: Detent, rhs: Detent) -> Bool { lhs.identifier == rhs.identifier }
        /// Hashes the identifier.
        public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
        /// The identifier's name.
        public var description: String { identifier.rawValue }
    }

    /// The heights the sheet may rest at, `[.large()]` by default.
    open var detents: [Detent] = [.large()]
    /// The detent it rests at; nil means the first of `detents`.
    open var selectedDetentIdentifier: Detent.Identifier?
    /// Above this detent the presenter is dimmed (stored).
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the grabber shows (stored).
    open var prefersGrabberVisible = false
    /// The corner radius (stored; nil for the system's).
    open var preferredCornerRadius: CGFloat?
    /// Whether scrolling expands the sheet (stored).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet sits at the bottom in compact height (stored).
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether the sheet keeps its preferred width in compact height (stored).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Where the sheet points from on iPad (weak; stored).
    open weak var sourceView: View?

    /// The detent the sheet rests at: the selected one, else the first.
    public var currentDetent: Detent? {
        detents.first { $0.identifier == selectedDetentIdentifier } ?? detents.first
    }

    /// Runs `changes` (to detents or the selection) at once: the model does not animate.
    open func animateChanges(_ changes: () -> Void) { changes() }

    /// Asks the detents' resolvers again (nothing to do in the model).
    open func invalidateDetents() {}
}
