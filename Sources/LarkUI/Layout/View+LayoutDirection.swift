import Foundation

/// Which way a view arranges its content: its own `semanticContentAttribute`, else the reading
/// direction of its traits (the window's, left to right unless a test sets it).
extension View {
    /// The direction of `attribute` in a left-to-right environment, as
    /// `UIView.userInterfaceLayoutDirection(for:)`: forced directions win, playback and spatial
    /// content never flips, unspecified follows the language (left to right in the model).
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute) -> UserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
    }

    /// The direction of `attribute` where the environment reads in `layoutDirection`, as
    /// `UIView.userInterfaceLayoutDirection(for:relativeTo:)`.
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute, relativeTo layoutDirection: UserInterfaceLayoutDirection) -> UserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: layoutDirection
        }
    }

    /// The direction for arranging this view's immediate content (its subviews and their
    /// constraints): its `semanticContentAttribute`, else its traits' `layoutDirection`. As in
    /// UIKit, a forced attribute is the view's own: subviews do not inherit it.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        let environment: UserInterfaceLayoutDirection
        if semanticContentAttribute == .unspecified {
            environment = traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        } else {
            environment = .leftToRight
        }
        return View.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: environment)
    }

    /// Leading and trailing constraints in this view's content flip: the tree lays out again.
    func layoutDirectionDidChange() {
        guard layoutState.subtreeUsesAutoLayout else { return }
        LayoutEngineRegistry.engine(of: self, create: false)?.invalidate()
        if let stack = self as? StackView { stack.arrangementDidChange() }
        layoutRoot.setNeedsLayout()
    }
}
