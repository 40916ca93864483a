/// Passes when the sequence has no elements. Message: `expected to be empty, got <[1]>`.
@_transparent
public func beEmpty<S: Sequence>() -> Predicate<S> {
    Predicate(check: SequenceEmptyCheck<S>())
}

/// Passes when the set-like value is empty (e.g. an `OptionSet`).
@_transparent
public func beEmpty<S: SetAlgebra>() -> Predicate<S> {
    Predicate(check: SetEmptyCheck<S>())
}

/// Passes when the set is empty.
@_transparent
public func beEmpty<S: Sequence & SetAlgebra>() -> Predicate<S> {
    Predicate(check: SetEmptyCheck<S>())
}

/// Passes when the string is empty.
public func beEmpty() -> Predicate<String> {
    Predicate(check: StringEmptyCheck())
}

/// The checks behind `beEmpty`; nil fails both ways.
@usableFromInline
protocol EmptinessCheck: ValueCheck {}

extension EmptinessCheck {
    @usableFromInline
    func message(for value: Subject?) -> ExpectationMessage {
        value == nil ? beEmptyMessage(nil, nil).appendedBeNilHint() : beEmptyMessage(nil, nil)
    }
}

@usableFromInline
struct SequenceEmptyCheck<Subject: Sequence>: EmptinessCheck {
    @usableFromInline @_transparent init() {}

    @inlinable
    func status(of value: Subject) -> PredicateStatus {
        // A positive estimate settles it without the generic iterator.
        if value.underestimatedCount > 0 { return .doesNotMatch }
        var iterator = value.makeIterator()
        return PredicateStatus(bool: iterator.next() == nil)
    }
}

@usableFromInline
struct SetEmptyCheck<Subject: SetAlgebra>: EmptinessCheck {
    @usableFromInline @_transparent init() {}

    @inlinable
    func status(of value: Subject) -> PredicateStatus { PredicateStatus(bool: value.isEmpty) }
}

@usableFromInline
struct StringEmptyCheck: EmptinessCheck {
    @usableFromInline typealias Subject = String

    @usableFromInline init() {}

    @inlinable
    func status(of value: String) -> PredicateStatus { PredicateStatus(bool: value.isEmpty) }
}

@usableFromInline
func beEmptyMessage(_: Any?, _: Any?) -> ExpectationMessage { .expectedActualValueTo("be empty") }
