import Foundation
import LarkUI

// Shared text for failure messages. Everything here runs only while a message is built
// (on failure, or under a recorder), never on a passing expectation's path.

/// A string as Swift source would write it (`"Hi"`, with escapes), or `nil` for nil, so an
/// absent value never looks like an empty one (`""`).
func quoted(_ text: String?) -> String {
    guard let text else { return "nil" }
    return String(reflecting: text)
}

/// A value's description, or `nil` for nil (no `Optional(...)` wrapper in messages).
func described<Value: CustomStringConvertible>(_ value: Value?) -> String {
    value.map(\.description) ?? "nil"
}

/// `44x30`: a size as width x height.
func sizeText(_ size: CGSize) -> String {
    "\(exactNumber(size.width))x\(exactNumber(size.height))"
}

/// A control state by name: `.normal`, `.disabled`, `[.selected, .highlighted]`.
func stateText(_ state: Control.State) -> String {
    state.description
}

/// `<text>`: how the engine brackets the values it shows.
func bracketed(_ text: String) -> String {
    "<\(text)>"
}
