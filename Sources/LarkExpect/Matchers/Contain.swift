/// Passes when the sequence contains every one of `items`.
///
/// Message: `expected to contain <3>, got <[1, 2]>`.
@_transparent
public func contain<S: Sequence>(_ items: S.Element...) -> Predicate<S> where S.Element: Equatable {
    contain(items)
}

/// Passes when the sequence contains every element of `items`.
@_transparent
public func contain<S: Sequence>(_ items: [S.Element]) -> Predicate<S> where S.Element: Equatable {
    Predicate(check: SequenceContainCheck(items: items))
}

/// Passes when the set-like value contains every one of `items` (e.g. an `OptionSet`).
@_transparent
public func contain<S: SetAlgebra>(_ items: S.Element...) -> Predicate<S> where S.Element: Equatable {
    contain(items)
}

/// Passes when the set-like value contains every element of `items`.
@_transparent
public func contain<S: SetAlgebra>(_ items: [S.Element]) -> Predicate<S> where S.Element: Equatable {
    Predicate(check: SetContainCheck(items: items))
}

/// Passes when the set contains every one of `items`.
@_transparent
public func contain<S: Sequence & SetAlgebra>(_ items: S.Element...) -> Predicate<S> where S.Element: Equatable {
    contain(items)
}

/// Passes when the set contains every element of `items`.
@_transparent
public func contain<S: Sequence & SetAlgebra>(_ items: [S.Element]) -> Predicate<S> where S.Element: Equatable {
    Predicate(check: SetContainCheck(items: items))
}

/// Passes when the string contains every one of `substrings`.
///
/// Message: `expected to contain <ell>, got <hallo>`.
public func contain(_ substrings: String...) -> Predicate<String> {
    contain(substrings)
}

/// Passes when the string contains every element of `substrings`.
public func contain(_ substrings: [String]) -> Predicate<String> {
    Predicate(check: SubstringContainCheck(items: substrings))
}

/// Shared body of the `contain` family.
/// The checks behind `contain`: every item must be in the actual value.
@usableFromInline
protocol ContainCheck: ValueCheck {
    associatedtype Item
    var items: [Item] { get }
    func contains(_ actual: Subject, _ item: Item) -> Bool
}

extension ContainCheck {
    @inlinable
    func status(of actual: Subject) -> PredicateStatus {
        // An index loop: an iterator over a generic array costs a metadata lookup per check.
        let items = items
        var index = 0
        while index < items.count {
            if !contains(actual, items[index]) { return .doesNotMatch }
            index += 1
        }
        return .matches
    }

    @usableFromInline
    func message(for actual: Subject?) -> ExpectationMessage {
        let message = containMessage(items, nil)
        return actual == nil ? message.appendedBeNilHint() : message
    }
}

@usableFromInline
struct SequenceContainCheck<Subject: Sequence>: ContainCheck where Subject.Element: Equatable {
    @usableFromInline let items: [Subject.Element]
    @usableFromInline @_transparent init(items: [Subject.Element]) { self.items = items }

    @inlinable
    func contains(_ actual: Subject, _ item: Subject.Element) -> Bool {
        // The check runs as generic code (behind an existential, so not specialised for the
        // caller's type): scanning contiguous storage directly avoids the generic iterator,
        // a witness call or two per element.
        let found = actual.withContiguousStorageIfAvailable { elements in
            var index = 0
            while index < elements.count {
                if elements[index] == item { return true }
                index += 1
            }
            return false
        }
        return found ?? actual.contains(item)
    }
}

@usableFromInline
struct SetContainCheck<Subject: SetAlgebra>: ContainCheck where Subject.Element: Equatable {
    @usableFromInline let items: [Subject.Element]
    @usableFromInline @_transparent init(items: [Subject.Element]) { self.items = items }
    @inlinable func contains(_ actual: Subject, _ item: Subject.Element) -> Bool { actual.contains(item) }
}

/// Substrings: an empty one is never contained (as in Nimble).
@usableFromInline
struct SubstringContainCheck: ContainCheck {
    @usableFromInline typealias Subject = String
    @usableFromInline let items: [String]
    @usableFromInline init(items: [String]) { self.items = items }
    @usableFromInline func contains(_ actual: String, _ item: String) -> Bool { !item.isEmpty && actual.contains(item) }
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
