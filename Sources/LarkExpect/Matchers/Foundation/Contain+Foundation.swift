import Foundation

/// Passes when the string contains every one of `substrings` (an empty substring is never
/// contained). Message: `expected to contain <bar>, got <foo>`.
public func contain(_ substrings: NSString...) -> Predicate<NSString> {
    contain(substrings)
}

/// Passes when the string contains every element of `substrings`.
public func contain(_ substrings: [NSString]) -> Predicate<NSString> {
    let wanted = substrings.map(\.description)
    return Predicate { actual in
        try (contain(wanted) as Predicate<String>).satisfies(actual.cast { $0?.description })
    }
}

/// Passes when the array contains every one of `items`, compared as Foundation compares
/// objects (`isEqual`, so `"a"` matches `"a" as NSString`).
///
/// Message: `expected to contain <b>, got <(a)>`.
///
/// Disfavoured, as are the array forms of the generic `contain`: an array literal as the
/// actual value stays a Swift array.
@_disfavoredOverload
public func contain(_ items: Any...) -> Predicate<NSArray> {
    containing(items) { (array: NSArray, item) in array.contains(where: { foundationObjectsEqual($0, item) }) }
}

/// Passes when the set contains every one of `items` (see `contain(_:)` for arrays).
@_disfavoredOverload
public func contain(_ items: Any...) -> Predicate<NSSet> {
    containing(items) { (set: NSSet, item) in set.contains(where: { foundationObjectsEqual($0, item) }) }
}

/// Whether two values taken out of (or compared with) Foundation collections are equal:
/// `isEqual` for objects, `==` for hashable Swift values, with strings and `NSString`s alike.
func foundationObjectsEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    if let left = stringValue(lhs), let right = stringValue(rhs) { return left == right }
    if let left = lhs as? NSObject, left.isEqual(rhs) { return true }
    if let right = rhs as? NSObject, right.isEqual(lhs) { return true }
    if let left = lhs as? AnyHashable, let right = rhs as? AnyHashable { return left == right }
    return false
}

/// The text of a `String` or `NSString`.
private func stringValue(_ value: Any) -> String? {
    if let string = value as? String { return string }
    if let string = value as? NSString { return string.description }
    return nil
}
