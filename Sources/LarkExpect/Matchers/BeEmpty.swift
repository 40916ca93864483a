/// Passes when the sequence has no elements. Message: `expected to be empty, got <[1]>`.
public func beEmpty<S: Sequence>() -> Predicate<S> {
    emptiness { sequence in
        var iterator = sequence.makeIterator()
        return iterator.next() == nil
    }
}

/// Passes when the set-like value is empty (e.g. an `OptionSet`). Disfavoured: sets are
/// sequences and take the `Sequence` form, so the type checker skips this one for them.
@_disfavoredOverload
public func beEmpty<S: SetAlgebra>() -> Predicate<S> {
    emptiness(\.isEmpty)
}

/// Passes when the string is empty.
public func beEmpty() -> Predicate<String> {
    emptiness(\.isEmpty)
}

/// The body of the `beEmpty` family; nil fails both ways.
private func emptiness<S>(_ isEmpty: @escaping (S) -> Bool) -> Predicate<S> {
    Predicate { actual in
        guard let value = try actual.evaluate() else {
            return PredicateResult(status: .fail, message: ExpectationMessage.expectedActualValueTo("be empty").appendedBeNilHint())
        }
        return PredicateResult(bool: isEmpty(value), message: .expectedActualValueTo("be empty"))
    }
}
