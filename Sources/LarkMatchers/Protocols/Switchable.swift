/// Something with an on/off state, for `beOn()` and `beOff()`.
///
/// In the model: `Switch`.
@MainActor
public protocol Switchable {
    /// Whether it is on.
    var isOn: Bool { get }
}
