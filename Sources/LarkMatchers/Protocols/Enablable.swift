/// Something that can be enabled or disabled, for `beEnabled()`.
///
/// In the model: every `Control` (buttons, switches, text fields, ...), `AlertAction` and
/// `BarItem` (bar button items and tab bar items). Adopt it in your own types to use
/// `beEnabled()` with them.
@MainActor
public protocol Enablable {
    /// Whether the object responds to the user. Only the object's own flag: a control inside a
    /// container that ignores user interaction still reports true (see `beInteractible`).
    var isEnabled: Bool { get }
}
