import Foundation

/// A keyboard shortcut a responder offers, the model's stand-in for `UIKeyCommand`.
///
/// The defaults follow UIKit: empty `title`, nil `discoverabilityTitle`, no attributes and
/// `state == .off`.
@preconcurrency @MainActor
public final class KeyCommand: @MainActor CustomStringConvertible {
    /// The title shown in menus.
    public var title: String
    /// The image shown in menus.
    public var image: Image?
    /// The key that triggers the command (`"e"`, or a special input such as `inputEscape`).
    public let input: String?
    /// The modifier keys that must be held.
    public let modifierFlags: KeyModifierFlags
    /// Arbitrary data attached to the command.
    public let propertyList: Any?
    /// Variants of the command with other modifiers.
    public let alternates: [CommandAlternate]
    /// The title shown in the keyboard shortcut overlay.
    public var discoverabilityTitle: String?
    /// Menu attributes.
    public var attributes: MenuElementAttributes
    /// Checkmark state.
    public var state: MenuElementState
    /// What the command does; receives the command.
    public let action: (@MainActor (KeyCommand) -> Void)?

    /// Creates a key command with UIKit's parameter order and defaults.
    public init(
        title: String = "",
        image: Image? = nil,
        action: (@MainActor (KeyCommand) -> Void)? = nil,
        input: String,
        modifierFlags: KeyModifierFlags = [],
        propertyList: Any? = nil,
        alternates: [CommandAlternate] = [],
        discoverabilityTitle: String? = nil,
        attributes: MenuElementAttributes = [],
        state: MenuElementState = .off
    ) {
        self.title = title
        self.image = image
        self.action = action
        self.input = input
        self.modifierFlags = modifierFlags
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }

    /// Runs the action, if any, with this command.
    public func perform() { action?(self) }

    /// Special input: the escape key.
    public nonisolated static let inputEscape = "UIKeyInputEscape"
    /// Special input: up arrow.
    public nonisolated static let inputUpArrow = "UIKeyInputUpArrow"
    /// Special input: down arrow.
    public nonisolated static let inputDownArrow = "UIKeyInputDownArrow"
    /// Special input: left arrow.
    public nonisolated static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// Special input: right arrow.
    public nonisolated static let inputRightArrow = "UIKeyInputRightArrow"

    /// For example `KeyCommand(cmd+e "Edit")`.
    public var description: String {
        let keys = (modifierFlags.names + [input ?? ""]).filter { !$0.isEmpty }.joined(separator: "+")
        return title.isEmpty ? "KeyCommand(\(keys))" : "KeyCommand(\(keys) \"\(title)\")"
    }
}
