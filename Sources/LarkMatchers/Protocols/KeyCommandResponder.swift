import LarkUI

/// Something that offers keyboard shortcuts, for `haveKeyCommand(...)`.
///
/// In the model: every `Responder` (views, view controllers, windows, the application), through
/// its overridable `keyCommands`.
@MainActor
public protocol KeyCommandResponder {
    /// The key commands offered, or nil for none.
    var keyCommands: [KeyCommand]? { get }
}
