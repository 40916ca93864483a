/// Passes when the sequence contains every one of `items`.
///
/// Message: `expected to contain <3>, got <[1, 2]>`.
@inlinable
public func contain<S: Sequence>(_ items: S.Element...) -> Predicate<S> where S.Element: Equatable {
    contain(items)
}

/// Passes when the sequence contains every element of `items`.
@inlinable
public func contain<S: Sequence>(_ items: [S.Element]) -> Predicate<S> where S.Element: Equatable {
    containing(items) { actual, item in actual.contains(item) }
}

/// Passes when the set-like value contains every one of `items` (e.g. an `OptionSet`).
@inlinable
public func contain<S: SetAlgebra>(_ items: S.Element...) -> Predicate<S> where S.Element: Equatable {
    contain(items)
}

/// Passes when the set-like value contains every element of `items`.
@inlinable
public func contain<S: SetAlgebra>(_ items: [S.Element]) -> Predicate<S> where S.Element: Equatable {
    containing(items) { actual, item in actual.contains(item) }
}

/// Passes when the set contains every one of `items`.
@inlinable
public func contain<S: Sequence & SetAlgebra>(_ items: S.Element...) -> Predicate<S> where S.Element: Equatable {
    contain(items)
}

/// Passes when the set contains every element of `items`.
@inlinable
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
    containing(substrings) { actual, item in !item.isEmpty && actual.contains(item) }
}

/// Shared body of the `contain` family.
@inlinable
func containing<Actual, Item>(_ items: [Item], _ contains: @escaping (Actual, Item) -> Bool) -> Predicate<Actual> {
    Predicate(valueOnly: { actualValue in
        guard let value = actualValue else {
            return PredicateResult(status: .fail, deferred: DeferredMessage(
                expected: items, actual: String?.none, nilHint: true, containMessage))
        }
        var all = true
        for item in items where !contains(value, item) {
            all = false
            break
        }
        return PredicateResult(status: PredicateStatus(bool: all), deferred: DeferredMessage(
            expected: items, actual: String?.none, nilHint: false, containMessage))
    })
}

@usableFromInline
func containMessage(_ items: Any?, _: Any?) -> ExpectationMessage {
    let list = (items as? any ItemListDescribing)?.itemList ?? stringify(items)
    return .expectedActualValueTo("contain <\(list)>")
}

/// Arrays of wanted items render as `a, b` inside the message's angle brackets.
protocol ItemListDescribing {
    var itemList: String { get }
}

extension Array: ItemListDescribing {}
