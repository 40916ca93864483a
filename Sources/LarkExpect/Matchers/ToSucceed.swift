/// What a closure checked with `succeed()` returns.
public enum ToSucceedResult: Sendable, Equatable {
    /// The check passed.
    case succeeded
    /// The check failed, for `reason` (shown in the failure message).
    case failed(reason: String)
}

/// Passes when the closure returns `.succeeded`; a `.failed(reason:)` result fails with its
/// reason in the message.
///
/// ```swift
/// expect { isValid(form) ? .succeeded : .failed(reason: "no e-mail") }.to(succeed())
/// ```
///
/// Messages: `expected to succeed, got <failed> because <no e-mail>`; for nil:
/// `expected a ToSucceedResult, got <nil> (use beNil() to match nils)`.
public func succeed() -> Predicate<ToSucceedResult> {
    Predicate { actual in
        let value = try actual.evaluate()
        let status: PredicateStatus = value.map { PredicateStatus(bool: $0 == .succeeded) } ?? .fail
        return PredicateResult(status: status, message: succeedMessage(nil, value).appendingBeNilHint(if: value == nil))
    }
}

func succeedMessage(_: Any?, _ actual: Any?) -> ExpectationMessage {
    switch actual as? ToSucceedResult {
    case nil: return .fail("expected a ToSucceedResult, got <nil>")
    case .succeeded?: return .expectedCustomValueTo("succeed", actual: "<succeeded>")
    case let .failed(reason)?: return .expectedCustomValueTo("succeed", actual: "<failed> because <\(reason)>")
    }
}
