import Foundation

/// A button of an alert controller, like `UIAlertAction`. Its `handler` is readable so that
/// whoever taps for the user can run it.
@preconcurrency @MainActor
public final class AlertAction: AccessibleObject, @MainActor CustomStringConvertible {
    /// How the action is drawn.
    public enum Style: Int, Hashable, Sendable, CustomStringConvertible {
        /// A normal action.
        case `default`
        /// Cancels; at most one per alert.
        case cancel
        /// Destroys or deletes something.
        case destructive

        /// `.default`, `.cancel` or `.destructive`.
        public var description: String {
            switch self {
            case .default: ".default"
            case .cancel: ".cancel"
            case .destructive: ".destructive"
            }
        }
    }

    /// Creates an action.
    public init(title: String?, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// The button title.
    public let title: String?
    /// The style.
    public let style: Style
    /// Whether the action can be chosen (true by default).
    public var isEnabled = true
    /// What choosing the action does, if anything.
    public let handler: (@MainActor (AlertAction) -> Void)?

    // Alert actions are accessibility elements, named by their title.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { title }
    override var defaultAccessibilityTraits: AccessibilityTraits { AccessibilityOverrides.itemTraits(isEnabled: isEnabled) }

    /// For example `AlertAction "OK" .cancel`.
    public var description: String {
        "AlertAction \"\(title ?? "")\" \(style)"
    }
}
