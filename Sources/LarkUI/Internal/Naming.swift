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

/// A number exactly, without trailing zeros (`0`, `0.5`, `0.0099`, `44`): for failure
/// messages, where a rounded value could read as if it met a threshold it misses.
package func exactNumber(_ value: CGFloat) -> String {
    let number = Double(value)
    guard number.isFinite else { return String(describing: number) }
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    return String(describing: number)
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
