import Foundation

/// The unqualified dynamic type name of `value`, as used in descriptions and warnings.
func typeName(of value: Any) -> String {
    String(describing: type(of: value))
}

/// Formats a number without trailing zeros (`1`, `0.5`, `0.333`), for readable descriptions.
func compactNumber(_ value: CGFloat) -> String {
    let rounded = (Double(value) * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
}

/// Renders the names of the members an option set contains, or `[]` when it is empty.
func describeOptions<T: OptionSet>(_ value: T, names: [(T, String)], empty: String = "[]") -> String
where T.RawValue: FixedWidthInteger {
    var remaining = value
    var parts: [String] = []
    for (member, name) in names where !member.isEmpty && value.isSuperset(of: member) {
        parts.append(name)
        remaining.subtract(member)
    }
    if remaining.rawValue != 0 { parts.append("0x" + String(remaining.rawValue, radix: 16)) }
    if parts.isEmpty { return empty }
    return parts.count == 1 ? parts[0] : "[" + parts.joined(separator: ", ") + "]"
}
