/// Passes when at least one element of the sequence satisfies `predicate`. `description`
/// names the condition in the message (`find object in collection <description>`).
///
/// A nil actual value fails both `to` and `toNot`.
///
/// Message: `expected to find object in collection that satisfies matcher`.
public func containElementSatisfying<S: Sequence>(
    _ predicate: @escaping (S.Element) -> Bool, _ description: String = ""
) -> Predicate<S> {
    Predicate { actual in
        let value = try actual.evaluate()
        let status: PredicateStatus = value.map { PredicateStatus(bool: $0.contains(where: predicate)) } ?? .fail
        return PredicateResult(status: status, message: containElementSatisfyingMessage(description).appendingBeNilHint(if: value == nil))
    }
}

/// Passes when at least one element of the sequence satisfies the async `predicate`.
public func containElementSatisfying<S: Sequence>(
    _ predicate: @escaping (S.Element) async -> Bool, _ description: String = ""
) -> AsyncPredicate<S> {
    AsyncPredicate { actual in
        guard let value = try await actual.evaluate() else {
            return PredicateResult(status: .fail, message: containElementSatisfyingMessage(description).appendedBeNilHint())
        }
        var found = false
        for element in value where await predicate(element) {
            found = true
            break
        }
        return PredicateResult(bool: found, message: containElementSatisfyingMessage(description))
    }
}

func containElementSatisfyingMessage(_ description: Any?) -> ExpectationMessage {
    let text = description as? String ?? ""
    return .expectedTo("find object in collection " + (text.isEmpty ? "that satisfies matcher" : text))
}
