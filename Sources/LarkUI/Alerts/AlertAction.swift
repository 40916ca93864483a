import Foundation

/// A button of an alert controller, like `UIAlertAction`. Its `handler` is readable so that
/// whoever taps for the user can run it.
@preconcurrency @MainActor
public final class AlertAction: Accessible, @MainActor CustomStringConvertible {
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

    var accessibility = AccessibilityOverrides()

    /// Alert actions are accessibility elements.
    public var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? true }
        set { accessibility.isElement = newValue }
    }

    /// Defaults to the title.
    public var accessibilityLabel: String? {
        get { accessibility.label ?? title }
        set { accessibility.label = newValue }
    }

    /// The element's value.
    public var accessibilityValue: String? {
        get { accessibility.value }
        set { accessibility.value = newValue }
    }

    /// What choosing the action does.
    public var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }

    /// Defaults to `.button` (plus `.notEnabled` while disabled).
    public var accessibilityTraits: AccessibilityTraits {
        get { accessibility.itemTraits(isEnabled: isEnabled) }
        set { accessibility.traits = newValue }
    }

    /// An identifier for tests.
    public var accessibilityIdentifier: String?

    /// For example `AlertAction "OK" .cancel`.
    public var description: String {
        "AlertAction \"\(title ?? "")\" \(style)"
    }
}
