/// The shape of the hottest built-in predicates: a verdict on a present value that builds no
/// message, a fixed verdict for nil, and the message, asked for only to report.
///
/// Why a protocol and not a closure: a predicate stores its check as an existential whose
/// small payload (an `Int`, a `String`, an array) sits inline, so `equal(3)` allocates nothing,
/// and the check's methods touch only `Subject`, never `Optional<Subject>`. Unoptimised code
/// (a plain `swift test`) looks up the metadata of every generic type it touches inside
/// generic code, and those lookups cost more than the rest of a passing expectation.
@usableFromInline
protocol ValueCheck<Subject> {
    associatedtype Subject
    /// The verdict on a present value.
    func status(of value: Subject) throws -> PredicateStatus
    /// The verdict when the value is nil (most checks: `.fail`).
    func statusOfNil() throws -> PredicateStatus
    /// What the check expected and found; built only for reports and descriptions.
    func message(for value: Subject?) -> ExpectationMessage
}

extension ValueCheck {
    @usableFromInline
    func statusOfNil() -> PredicateStatus { .fail }

    /// The verdict on a value that may be nil.
    @usableFromInline @_transparent
    func status(ofOptional value: Subject?) throws -> PredicateStatus {
        if let value { return try status(of: value) }
        return try statusOfNil()
    }

    /// Whether an expectation of `style` passes for a present value; a throwing check fails it.
    @inlinable
    func passes(_ value: Subject, _ style: ExpectationStyle) -> Bool {
        (try? status(of: value))?.toBoolean(expectation: style) ?? false
    }

    /// Whether an expectation of `style` passes for a nil value.
    @inlinable
    func passesNil(_ style: ExpectationStyle) -> Bool {
        (try? statusOfNil())?.toBoolean(expectation: style) ?? false
    }

    /// The full result, message included (for the paths that need one).
    @usableFromInline
    func result(for value: Subject?) throws -> PredicateResult {
        PredicateResult(status: try status(ofOptional: value), message: message(for: value))
    }
}

extension Predicate {
    /// This predicate as a check (the parts of a composite).
    @usableFromInline @_transparent
    var asCheck: any ValueCheck<T> {
        if case let .check(check) = body { return check }
        return PredicateCheck(predicate: self)
    }
}

/// A predicate of another kind, seen as a check.
@usableFromInline
struct PredicateCheck<Subject>: ValueCheck {
    @usableFromInline let predicate: Predicate<Subject>

    @usableFromInline init(predicate: Predicate<Subject>) { self.predicate = predicate }

    @usableFromInline
    func status(of value: Subject) throws -> PredicateStatus { try predicate.status(ofValue: value) }

    @usableFromInline
    func statusOfNil() throws -> PredicateStatus { try predicate.status(ofValue: nil) }

    @usableFromInline
    func message(for value: Subject?) -> ExpectationMessage {
        (try? predicate.judge(value: value))?.message ?? .fail("threw an error")
    }
}

/// A fixed verdict (a composite's missing part).
@usableFromInline
struct ConstantCheck<Subject>: ValueCheck {
    @usableFromInline let status: PredicateStatus

    @usableFromInline @_transparent init(status: PredicateStatus) { self.status = status }

    @usableFromInline func status(of _: Subject) -> PredicateStatus { status }
    @usableFromInline func statusOfNil() -> PredicateStatus { status }
    @usableFromInline func message(for _: Subject?) -> ExpectationMessage { .fail("") }
}

extension Predicate {
    /// A matcher given a nil expected value; out of line, as the rare branch of every
    /// expectation that spells one of these matchers.
    @usableFromInline
    static func missingExpectedValue(_ describe: @escaping (_ expected: Any?, _ actual: Any?) -> ExpectationMessage) -> Predicate<T> {
        Predicate(check: MissingExpectedValueCheck(describe: describe))
    }
}

/// A matcher given a nil expected value (`equal(nil)`, `beLessThan(nil)`): it cannot judge
/// anything, so both `to` and `toNot` fail, with the hint to use `beNil()`.
@usableFromInline
struct MissingExpectedValueCheck<Subject>: ValueCheck {
    /// The matcher's message for an expected and an actual value.
    @usableFromInline let describe: (_ expected: Any?, _ actual: Any?) -> ExpectationMessage

    @usableFromInline @_transparent
    init(describe: @escaping (_ expected: Any?, _ actual: Any?) -> ExpectationMessage) { self.describe = describe }

    @usableFromInline func status(of _: Subject) -> PredicateStatus { .fail }
    @usableFromInline func message(for actual: Subject?) -> ExpectationMessage {
        describe(nil, actual).appendedBeNilHint()
    }
}
