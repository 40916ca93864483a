/// Passes when every element of the sequence satisfies `passFunc` (an empty sequence passes).
///
/// A nil actual value fails both `to` and `toNot`.
///
/// Messages: `expected to all pass a condition, but failed first at element <3> in <[1, 2, 3]>`
/// for `to`, and `expected to not all pass a condition` for `toNot`.
public func allPass<S: Sequence>(_ passFunc: @escaping (S.Element) throws -> Bool) -> Predicate<S> {
    allPassing("pass a condition", passFunc)
}

/// Like `allPass(_:)`, with `passName` describing the condition (`expected to all <passName>`).
public func allPass<S: Sequence>(_ passName: String, _ passFunc: @escaping (S.Element) throws -> Bool) -> Predicate<S> {
    allPassing(passName, passFunc)
}

/// Passes when `elementPredicate` matches every element of the sequence.
///
/// Message: `expected to all be less than <3>, but failed first at element <3> in <[1, 2, 3]>`.
public func allPass<S: Sequence>(_ elementPredicate: Predicate<S.Element>) -> Predicate<S> {
    Predicate { actual in
        guard let sequence = try actual.evaluate() else {
            return PredicateResult(status: .fail, message: allPassMessage(nil, nil).appendedBeNilHint())
        }
        var lastResult: PredicateResult?
        for (index, element) in sequence.enumerated() {
            let result = try elementPredicate.satisfies(elementExpression(element, actual.location))
            if result.status != .matches {
                let location = actual.location
                return PredicateResult(status: .doesNotMatch, message: allPassFailure(result.message, element, sequence)
                    .appended(difference: failingElements(sequence, firstAt: index) { element in
                        (try? elementPredicate.satisfies(elementExpression(element, location)).status) != .matches
                    }))
            }
            lastResult = result
        }
        let summary = lastResult
        return PredicateResult(status: .matches, message: allPassSummary(summary?.message))
    }
}

/// Passes when every element satisfies the async `passFunc`.
public func allPass<S: Sequence>(_ passFunc: @escaping (S.Element) async throws -> Bool) -> AsyncPredicate<S> {
    allPass("pass a condition", passFunc)
}

/// Passes when every element satisfies the async `passFunc`, described as `passName`.
public func allPass<S: Sequence>(_ passName: String, _ passFunc: @escaping (S.Element) async throws -> Bool) -> AsyncPredicate<S> {
    AsyncPredicate { actual in
        guard let sequence = try await actual.evaluate() else {
            return PredicateResult(status: .fail, message: allPassMessage(nil, nil).appendedBeNilHint())
        }
        for (index, element) in sequence.enumerated() where try await !passFunc(element) {
            return PredicateResult(status: .doesNotMatch, message: allPassMessage(passName, AllPassFailure(element: element, sequence: sequence))
                .appended(difference: firstFailingElement(index, element)))
        }
        return PredicateResult(status: .matches, message: allPassMessage(passName, nil))
    }
}

/// Passes when the async `elementPredicate` matches every element of the sequence.
public func allPass<S: Sequence>(_ elementPredicate: AsyncPredicate<S.Element>) -> AsyncPredicate<S> {
    AsyncPredicate { actual in
        guard let sequence = try await actual.evaluate() else {
            return PredicateResult(status: .fail, message: allPassMessage(nil, nil).appendedBeNilHint())
        }
        var lastResult: PredicateResult?
        for (index, element) in sequence.enumerated() {
            let expression = AsyncExpression<S.Element>(expression: { element }, location: actual.location, isClosure: false)
            let result = try await elementPredicate.satisfies(expression)
            if result.status != .matches {
                return PredicateResult(status: .doesNotMatch, message: allPassFailure(result.message, element, sequence)
                    .appended(difference: firstFailingElement(index, element)))
            }
            lastResult = result
        }
        let summary = lastResult
        return PredicateResult(status: .matches, message: allPassSummary(summary?.message))
    }
}

func allPassing<S: Sequence>(_ passName: String, _ passFunc: @escaping (S.Element) throws -> Bool) -> Predicate<S> {
    Predicate { actual in
        let actualValue = try actual.evaluate()
        guard let sequence = actualValue else {
            return PredicateResult(status: .fail, message: allPassMessage(nil, nil).appendedBeNilHint())
        }
        for (index, element) in sequence.enumerated() where try !passFunc(element) {
            return PredicateResult(status: .doesNotMatch, message: allPassMessage(passName, AllPassFailure(element: element, sequence: sequence))
                .appended(difference: failingElements(sequence, firstAt: index) { (try? passFunc($0)) != true }))
        }
        return PredicateResult(status: .matches, message: allPassMessage(passName, nil))
    }
}

/// The element that failed and the sequence it is in, kept for the message.
struct AllPassFailure {
    let element: Any
    let sequence: Any

    init(element: Any, sequence: Any) {
        self.element = element
        self.sequence = sequence
    }

    var suffix: String {
        ", but failed first at element <\(stringify(element))> in <\(stringify(sequence))>"
    }
}

/// Every failing element with its index (`failing elements (2 of 6): [4]: 5, [5]: 6`), capped.
/// Elements before `firstAt` passed; the ones after it are judged again by `fails`, which
/// only happens when the message is built.
func failingElements<S: Sequence>(_ sequence: S, firstAt: Int, fails: (S.Element) -> Bool) -> [String] {
    var entries: [(index: Int, value: Any?)] = []
    var total = 0
    for (index, element) in sequence.enumerated() {
        total += 1
        if index == firstAt || (index > firstAt && fails(element)) { entries.append((index, element)) }
    }
    return Diagnostics.indexedList("failing elements", entries, of: total)
}

/// The async forms stop at the first failure (their conditions cannot be re-run while the
/// message is built): `first failing element: [4]: 5`.
func firstFailingElement(_ index: Int, _ element: Any?) -> [String] {
    ["first failing element: [\(index)]: \(Diagnostics.flatRendering(element))"]
}

/// `all pass` for a nil sequence, `all <name>` otherwise, plus where it failed.
func allPassMessage(_ name: Any?, _ failure: Any?) -> ExpectationMessage {
    guard let name = name as? String else { return .expectedTo("all pass") }
    let suffix = (failure as? AllPassFailure)?.suffix ?? ""
    return .expectedTo("all \(name)\(suffix)")
}

/// The element predicate's expectation, prefixed with `all` and followed by where it failed.
func allPassFailure(_ message: ExpectationMessage, _ element: Any, _ sequence: Any) -> ExpectationMessage {
    message.replacedExpectation { .expectedTo($0.expectedMessage) }
        .wrappedExpectation(before: "all ", after: AllPassFailure(element: element, sequence: sequence).suffix)
}

/// `all <the last element's expectation>`, or `all pass` for an empty sequence.
func allPassSummary(_ message: ExpectationMessage?) -> ExpectationMessage {
    guard let message else { return .expectedTo("all pass") }
    return message.prepended(expectation: "all ").replacedExpectation { .expectedTo($0.expectedMessage) }
}

/// An already evaluated expression holding one element.
func elementExpression<E>(_ element: E, _ location: SourceLocation) -> Expression<E> {
    Expression(storage: .evaluated(.success(element)), location: location, isClosure: false)
}
