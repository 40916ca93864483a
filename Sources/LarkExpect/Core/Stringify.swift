import Foundation

/// A type with its own text for test output (takes precedence over `description`).
public protocol TestOutputStringConvertible {
    /// The text shown in failure messages.
    var testDescription: String { get }
}

/// The text a failure message shows for `value`: `nil` for nil, then `testDescription`,
/// `debugDescription` or `description`, in that order of preference. Strings are shown as
/// they are; doubles with at most four decimals; arrays element by element; a struct without a
/// description of its own as Swift prints it, but with its optional fields unwrapped
/// (`User(nickname: "Ann")`, not `User(nickname: Optional("Ann"))`).
public func stringify<T>(_ value: T?) -> String {
    guard let value else { return "nil" }
    // Strings and plain integers first, by type: a failure message stringifies its values
    // several times, and each failed protocol cast below costs thousands of instructions.
    if let text = value as? String { return text }
    if intIsPlain, let number = value as? Int { return String(number) }
    if plainIntegerTypes.contains(ObjectIdentifier(type(of: value))) { return String(describing: value) }
    if let custom = value as? any TestOutputStringConvertible { return custom.testDescription }
    if let sorted = value as? any SortedCollectionDescribing { return sorted.sortedDebugDescription }
    if let debug = value as? any CustomDebugStringConvertible { return debug.debugDescription }
    if !(value is any CustomStringConvertible), let unwrapped = unwrappedStructDescription(value) { return unwrapped }
    return String(describing: value)
}

/// Whether `Int` has no text of its own for tests (a test target may give it one).
private let intIsPlain = isPlain(Int.self)

/// The standard library's fixed-width integer types other than `Int`.
let sizedIntegerTypes: [Any.Type] = [
    Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self, UInt16.self, UInt32.self, UInt64.self,
]

/// The other integer types without a text of their own for tests.
private let plainIntegerTypes = Set(sizedIntegerTypes.filter(isPlain).map { ObjectIdentifier($0) })

private func isPlain(_ type: Any.Type) -> Bool {
    !(type is any TestOutputStringConvertible.Type || type is any CustomDebugStringConvertible.Type)
}

extension String: TestOutputStringConvertible {
    /// The string itself, without quotes.
    public var testDescription: String { self }
}

extension Substring: TestOutputStringConvertible {
    /// The substring itself, without quotes.
    public var testDescription: String { String(self) }
}

extension Double: TestOutputStringConvertible {
    /// At most four decimals, so `0.1 + 0.2` reads `0.3000`.
    public var testDescription: String { formatDecimal(description, self) }
}

extension Float: TestOutputStringConvertible {
    /// At most four decimals.
    public var testDescription: String { formatDecimal(description, Double(self)) }
}

extension Array: TestOutputStringConvertible {
    /// `[a, b, c]`, each element stringified.
    public var testDescription: String {
        "[" + itemList + "]"
    }

    /// `a, b, c`. Decides once per element type how to describe elements, instead of trying
    /// the same failing conformance casts for every element.
    var itemList: String {
        if Element.self is any OptionalProtocol.Type {
            // Nimble's text: `[Optional(1), nil]`, so an element that is nil stands out.
            return map { String(describing: $0) }.joined(separator: ", ")
        }
        if elementsNeedStringify {
            return map { stringify($0) }.joined(separator: ", ")
        }
        if !(Element.self is any CustomStringConvertible.Type) {
            // Plain structs: optional fields unwrapped, as `stringify` shows one on its own.
            return map { unwrappedStructDescription($0) ?? String(describing: $0) }.joined(separator: ", ")
        }
        return map { String(describing: $0) }.joined(separator: ", ")
    }

    private var elementsNeedStringify: Bool {
        Element.self is any TestOutputStringConvertible.Type
            || Element.self is any CustomDebugStringConvertible.Type
            || Element.self == Any.self
    }
}

/// Dictionaries with comparable keys and sets of comparable elements print in sorted order, in
/// Swift's own format (`["a": 1, "b": 2]`, `Set([1, 2])`), so a failure reads the same on every
/// run; a single entry prints exactly as Swift (and Nimble) print it.
protocol SortedCollectionDescribing {
    var sortedDebugDescription: String { get }
}

extension Dictionary: SortedCollectionDescribing where Key: Comparable {
    var sortedDebugDescription: String {
        guard !isEmpty else { return "[:]" }
        let entries = sorted { $0.key < $1.key }.map { String(reflecting: $0.key) + ": " + String(reflecting: $0.value) }
        return "[" + entries.joined(separator: ", ") + "]"
    }
}

extension Set: SortedCollectionDescribing where Element: Comparable {
    var sortedDebugDescription: String {
        "Set([" + sorted().map { String(reflecting: $0) }.joined(separator: ", ") + "])"
    }
}

/// Lets `stringify` recognise optionals (and `Any`) among element types.
protocol OptionalProtocol {}
extension Optional: OptionalProtocol {}

extension Optional: TestOutputStringConvertible {
    /// `nil`, or the wrapped value stringified (no `Optional(...)` wrapper).
    public var testDescription: String {
        switch self {
        case .none: return "nil"
        case let .some(value): return stringify(value)
        }
    }
}

/// Nimble's rule (its `NSNumber.testDescription`): a text with a decimal point is printed with as
/// many places as it has after the point, 1 to 4. An exponent counts as places, as there, so
/// `9.223372036854776e+16` reads `92233720368547760.0000` and `1e-05` (no point) stays as it is.
private func formatDecimal(_ text: String, _ value: Double) -> String {
    guard let dot = text.firstIndex(of: ".") else { return text }
    let places = text.distance(from: dot, to: text.endIndex) - 1
    return String(format: "%0.\(min(max(places, 1), 4))f", value)
}

/// The type name used in collection messages (e.g. `Array<Int>`).
public func prettyCollectionType<T>(_ value: T) -> String {
    String(describing: type(of: value))
}
