/// Passes when the collection has exactly `expectedValue` elements.
///
/// Message: `expected to have Array<Int> with count 3, got 2`, followed by the collection on
/// its own line (`Actual Value: [1, 2]`).
@inlinable
public func haveCount<T: Collection>(_ expectedValue: Int) -> Predicate<T> {
    Predicate(valueOnly: { actualValue in
        guard let value = actualValue else {
            return PredicateResult(status: .fail, deferred: DeferredMessage(
                expected: expectedValue, actual: T?.none, nilHint: true, haveCountMessage))
        }
        return PredicateResult(status: PredicateStatus(bool: value.count == expectedValue), deferred: DeferredMessage(
            expected: expectedValue, actual: value, nilHint: false, haveCountMessage))
    })
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
