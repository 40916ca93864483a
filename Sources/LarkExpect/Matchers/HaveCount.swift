/// Passes when the collection has exactly `expectedValue` elements.
///
/// Message: `expected to have Array<Int> with count 3, got 2`, followed by the collection on
/// its own line (`Actual Value: [1, 2]`).
public func haveCount<T: Collection>(_ expectedValue: Int) -> Predicate<T> {
    Predicate { actual in
        guard let value = try actual.evaluate() else {
            return PredicateResult(status: .fail, message: haveCountMessage(expectedValue, nil).appendedBeNilHint())
        }
        let matches = value.count == expectedValue
        return PredicateResult(bool: matches, message: matches
            ? haveCountMessage(expectedValue, value)
            : haveCountMessage(expectedValue, value).appended(difference: countDifference(value)))
    }
}

/// The elements of a collection with the wrong count, rendered and capped:
/// `elements (12): [1, 2, 3, … (9 more)]`.
func countDifference(_ collection: some Collection) -> [String] {
    guard !collection.isEmpty else { return [] }
    return Diagnostics.labelled("elements (\(collection.count))", Array(collection))
}

func haveCountMessage(_ expected: Any?, _ actual: Any?) -> ExpectationMessage {
    guard let collection = actual as? any Collection else {
        return .expectedActualValueTo("have count \(stringify(expected))")
    }
    return ExpectationMessage
        .expectedCustomValueTo("have \(prettyCollectionType(collection)) with count \(stringify(expected))", actual: "\(collection.count)")
        .appended(details: "Actual Value: \(stringify(collection))")
}
