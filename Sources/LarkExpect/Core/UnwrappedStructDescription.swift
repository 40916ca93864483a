/// Swift's own text for a struct without a description of its own, `User(name: "Ann", age: 3)`,
/// except that optional fields show their value, not `Optional(3)`: the wrapper says nothing a
/// reader needs, and the difference lines below already show fields unwrapped. Nil when the
/// value is no such struct (it has a description or a custom mirror), so `stringify` keeps
/// Swift's text.
func unwrappedStructDescription(_ value: Any) -> String? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .struct, !(value is any CustomReflectable), hasOptionalField(mirror) else { return nil }
    return unwrappedDescription(of: value, nested: false)
}

/// Whether a field of the struct, or of a struct inside it, is optional.
private func hasOptionalField(_ mirror: Mirror) -> Bool {
    mirror.children.contains { child in
        let inner = Mirror(reflecting: child.value)
        return inner.displayStyle == .optional || inner.displayStyle == .tuple && hasOptionalField(inner)
            || (inner.displayStyle == .struct && isPlainStruct(child.value) && hasOptionalField(inner))
    }
}

/// A struct whose text Swift makes from its fields.
private func isPlainStruct(_ value: Any) -> Bool {
    !(value is any CustomStringConvertible || value is any CustomDebugStringConvertible || value is any TestOutputStringConvertible
        || value is any CustomReflectable)
}

/// The text of `value` as Swift prints it (`nested`: as inside another value, with quotes and
/// module-qualified type names), with optionals unwrapped wherever a plain struct holds them.
private func unwrappedDescription(of value: Any, nested: Bool) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
        guard let wrapped = mirror.children.first?.value else { return "nil" }
        return unwrappedDescription(of: wrapped, nested: nested)
    case .struct where isPlainStruct(value):
        let name = nested ? String(reflecting: type(of: value)) : String(describing: type(of: value))
        let fields = mirror.children.map { "\($0.label ?? "_"): \(unwrappedDescription(of: $0.value, nested: true))" }
        return name + "(" + fields.joined(separator: ", ") + ")"
    case .tuple:
        let parts = mirror.children.map { child in
            let text = unwrappedDescription(of: child.value, nested: true)
            return child.label.map { $0.hasPrefix(".") ? text : "\($0): \(text)" } ?? text
        }
        return "(" + parts.joined(separator: ", ") + ")"
    default:
        return nested ? String(reflecting: value) : String(describing: value)
    }
}
