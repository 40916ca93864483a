import LarkUI

/// Something that can carry pointer (hover) interactions, for
/// `haveTheDefaultPointerInteraction()`.
///
/// In the model: every `View`. A `Button` also reports `systemPointerSettings`, because a button
/// gets its default pointer interaction from `isPointerInteractionEnabled` rather than from an
/// interaction added by hand.
@MainActor
public protocol PointerInteractive {
    /// The pointer interactions attached, in order (other kinds of interaction are left out).
    var pointerInteractions: [PointerInteraction] { get }
    /// For objects that manage a system pointer interaction themselves (buttons), how it is
    /// configured; nil for everything else (plain views). Default: nil.
    var systemPointerSettings: SystemPointerSettings? { get }
}

extension PointerInteractive {
    /// Objects manage no system pointer interaction unless they say otherwise.
    public var systemPointerSettings: SystemPointerSettings? { nil }
}

/// How an object that manages its own system pointer interaction (a button) is configured.
public struct SystemPointerSettings: Hashable, Sendable {
    /// Whether the system pointer interaction is on (`Button.isPointerInteractionEnabled`);
    /// while it is on, one of `pointerInteractions` is the system's.
    public var isPointerInteractionEnabled: Bool
    /// Whether a custom pointer style is set (`Button.pointerStyleProvider != nil`).
    public var hasPointerStyleProvider: Bool

    /// Creates settings.
    public init(isPointerInteractionEnabled: Bool, hasPointerStyleProvider: Bool) {
        self.isPointerInteractionEnabled = isPointerInteractionEnabled
        self.hasPointerStyleProvider = hasPointerStyleProvider
    }
}
