import Foundation

/// A control's values per state (a button's titles, a slider's thumb images, ...), read with
/// UIKit's fallback to the `.normal` value.
struct PerStateValues<Value> {
    private var values: [Control.State: Value] = [:]

    /// Sets (or with nil removes) the value for `state`.
    mutating func set(_ value: Value?, for state: Control.State) {
        values[state] = value
    }

    /// The value for `state`, falling back to the `.normal` value.
    func value(for state: Control.State) -> Value? {
        values[state] ?? values[.normal]
    }
}
