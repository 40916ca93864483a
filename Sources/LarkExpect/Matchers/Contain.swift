// The array forms are disfavoured: an array argument never fits the variadic forms (unless the
// elements are arrays themselves, where the variadic form is the right one), so the result is
// the same, and the type checker tries them only when the variadic ones fail. The `SetAlgebra`
// forms are disfavoured too: a `Set` is a sequence and takes the `Sequence` form (whose
// `contains` is the set's own), so they serve only set-like values that are not sequences
// (`OptionSet`), and the type checker skips them for everything else.

/// Passes when the sequence contains every one of `items`.
///
/// Message: `expected to contain <3>, got <[1, 2]>`.
@inlinable
public func contain<S: Sequence>(_ items: S.Element...) -> Predicate<S> where S.Element: Equatable {
    contain(items)
}

/// Passes when the sequence contains every element of `items`.
@_disfavoredOverload @inlinable
public func contain<S: Sequence>(_ items: [S.Element]) -> Predicate<S> where S.Element: Equatable {
    containing(items) { actual, item in actual.contains(item) }
}

/// Passes when the set-like value contains every one of `items` (e.g. an `OptionSet`).
@_disfavoredOverload
public func contain<S: SetAlgebra>(_ items: S.Element...) -> Predicate<S> where S.Element: Equatable {
    contain(items)
}

/// Passes when the set-like value contains every element of `items`.
@_disfavoredOverload
public func contain<S: SetAlgebra>(_ items: [S.Element]) -> Predicate<S> where S.Element: Equatable {
    containing(items) { actual, item in actual.contains(item) }
}

/// Passes when the set contains every element of `items` (breaks the tie between the two array
/// forms above for a `Set`).
@_disfavoredOverload
public func contain<S: Sequence & SetAlgebra>(_ items: [S.Element]) -> Predicate<S> where S.Element: Equatable {
    containing(items) { actual, item in actual.contains(item) }
}

/// Passes when the string contains every one of `substrings`.
///
/// Message: `expected to contain <ell>, got <hallo>`.
public func contain(_ substrings: String...) -> Predicate<String> {
    contain(substrings)
}

/// Passes when the string contains every element of `substrings`.
public func contain(_ substrings: [String]) -> Predicate<String> {
    // An empty substring is never contained (as in Nimble).
    containing(substrings) { actual, item in !item.isEmpty && actual.contains(item) }
}

/// The body of the `contain` family: every item must be in the actual value.
///
/// `@inlinable`, as is the `Sequence` form of `contain`: the passing path (see LarkExpect.swift).
@inlinable
func containing<S, Item>(_ items: [Item], _ contains: @escaping (S, Item) -> Bool) -> Predicate<S> {
    Predicate { actual in
        guard let value = try actual.evaluate() else {
            return PredicateResult(status: .fail, message: containMessage(items).appendedBeNilHint())
        }
        let matches = items.allSatisfy { contains(value, $0) }
        return PredicateResult(bool: matches, message: containMessage(items, in: value, matches: matches, contains))
    }
}

/// `contain`'s message; when some items are missing, with the difference lines.
@usableFromInline
func containMessage<S, Item>(_ items: [Item], in value: S, matches: Bool, _ contains: (S, Item) -> Bool) -> ExpectationMessage {
    matches
        ? containMessage(items)
        : containMessage(items).appended(difference: containDifference(items.filter { !contains(value, $0) }, value))
}

/// For an actual collection or string too long to read in the message's first line: what
/// `contain` could not find, and the actual value rendered and elided. Nothing for short values,
/// whose first line already says it all.
func containDifference<Item>(_ missing: [Item], _ actual: Any) -> [String] {
    let settings = Diagnostics.settings
    if let text = actual as? String {
        guard text.count > settings.maxStringLength, !settings.fullOutput else { return [] }
        let lines: [String] = Diagnostics.labelled("missing", missing)
        return lines + Diagnostics.labelled("in (\(text.count) characters)", text)
    }
    guard let collection = actual as? any Collection, Diagnostics.isLong(collection.count) else { return [] }
    return Diagnostics.labelled("missing", missing) + Diagnostics.labelled("in (\(collection.count) elements)", actual)
}

@usableFromInline
func containMessage(_ items: Any?) -> ExpectationMessage {
    let list = (items as? any ItemListDescribing)?.itemList ?? stringify(items)
    return .expectedActualValueTo("contain <\(list)>")
}

/// Arrays of wanted items render as `a, b` inside the message's angle brackets.
protocol ItemListDescribing {
    var itemList: String { get }
}

extension Array: ItemListDescribing {}
