/// Passes when the collection has exactly `expectedValue` elements.
///
/// Message: `expected to have Array<Int> with count 3, got 2`, followed by the collection on
/// its own line (`Actual Value: [1, 2]`).
@_transparent
public func haveCount<T: Collection>(_ expectedValue: Int) -> Predicate<T> {
    Predicate(check: CountCheck<T>(expected: expectedValue))
}

@usableFromInline
struct CountCheck<T: Collection>: ValueCheck {
    @usableFromInline let expected: Int

    @usableFromInline @_transparent
    init(expected: Int) { self.expected = expected }

    @inlinable
    func status(of actual: T) -> PredicateStatus {
        PredicateStatus(bool: actual.count == expected)
    }

    @usableFromInline
    func message(for actual: T?) -> ExpectationMessage {
        guard let actual else { return haveCountMessage(expected, nil).appendedBeNilHint() }
        return haveCountMessage(expected, actual)
    }
}

@usableFromInline
func haveCountMessage(_ expected: Any?, _ actual: Any?) -> ExpectationMessage {
    guard let collection = actual as? any Collection else {
        return .expectedActualValueTo("have count \(stringify(expected))")
    }
    return ExpectationMessage
        .expectedCustomValueTo("have \(prettyCollectionType(collection)) with count \(stringify(expected))", actual: "\(collection.count)")
        .appended(details: "Actual Value: \(stringify(collection))")
}
