/// Passes when the sequence has no elements. Message: `expected to be empty, got <[1]>`.
@inlinable
public func beEmpty<S: Sequence>() -> Predicate<S> {
    emptiness { value in
        var iterator = value.makeIterator()
        return iterator.next() == nil
    }
}

/// Passes when the set-like value is empty (e.g. an `OptionSet`).
@inlinable
public func beEmpty<S: SetAlgebra>() -> Predicate<S> {
    emptiness { $0.isEmpty }
}

/// Passes when the set is empty.
@inlinable
public func beEmpty<S: Sequence & SetAlgebra>() -> Predicate<S> {
    emptiness { $0.isEmpty }
}

/// Passes when the string is empty.
public func beEmpty() -> Predicate<String> {
    emptiness { $0.isEmpty }
}

@inlinable
func emptiness<T>(_ isEmpty: @escaping (T) -> Bool) -> Predicate<T> {
    Predicate(valueOnly: { value in
        let status: PredicateStatus = value.map { PredicateStatus(bool: isEmpty($0)) } ?? .fail
        return PredicateResult(status: status, deferred: DeferredMessage(
            expected: String?.none, actual: String?.none, nilHint: value == nil, beEmptyMessage))
    })
}

@usableFromInline
func beEmptyMessage(_: Any?, _: Any?) -> ExpectationMessage { .expectedActualValueTo("be empty") }
