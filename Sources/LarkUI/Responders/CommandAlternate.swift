import Foundation

/// A variant of a command performed when other modifier keys are held, like `UICommandAlternate`.
@preconcurrency @MainActor
public final class CommandAlternate {
    /// The variant's title.
    public let title: String
    /// The modifiers that select this variant.
    public let modifierFlags: KeyModifierFlags
    /// What the variant does.
    public let action: (@MainActor (KeyCommand) -> Void)?

    /// Creates an alternate.
    public init(title: String, action: (@MainActor (KeyCommand) -> Void)? = nil, modifierFlags: KeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
    }
}
