@testable import LarkExpect
import Testing

/// A memoised expression runs its closure once; every later look (another part of
/// `satisfyAllOf`, the failure message) reads the remembered value back, which must be the
/// same value of the same type whatever `Value` is, existentials and nested optionals included.
@Suite struct ExpressionMemoTests {
    /// Evaluates `value` through a memoised expression three times and returns the three reads
    /// and how many times the closure ran.
    private func reads<Value>(_ value: Value?, as type: Value.Type = Value.self) throws -> (reads: [Value?], runs: Int) {
        var runs = 0
        let expression = Expression<Value>(expression: { runs += 1; return value }, location: SourceLocation())
        let reads = try (0..<2).map { _ in try expression.evaluate() } + [try expression.settledResult().get()]
        return (reads, runs)
    }

    @Test func plainValuesReadBackUnchanged() throws {
        let ints = try reads(42)
        #expect(ints.reads == [42, 42, 42] && ints.runs == 1)
        let text = "a long string that does not fit in an existential's inline buffer"
        let strings = try reads(text)
        #expect(strings.reads == [text, text, text] && strings.runs == 1)
        let large = try reads((1, 2, 3, 4, 5))
        #expect(large.reads.allSatisfy { $0.map { $0 == (1, 2, 3, 4, 5) } == true })
    }

    @Test func existentialValuesReadBackAsTheirOwnType() throws {
        // With `Value == Any` the memo's box holds the `Int` itself, not an `Any`: the read
        // must take the cast path and still give back the same value.
        let anys = try reads(7 as Any, as: Any.self)
        #expect(anys.reads.map { $0 as? Int } == [7, 7, 7] && anys.runs == 1)
        struct Failure: Error, Equatable { let code: Int }
        let errors = try reads(Failure(code: 3) as any Error, as: (any Error).self)
        #expect(errors.reads.map { $0 as? Failure } == [Failure(code: 3), Failure(code: 3), Failure(code: 3)])
        final class Object {}
        let object = Object()
        let objects = try reads(object as AnyObject, as: AnyObject.self)
        #expect(objects.reads.allSatisfy { $0 === object })
        let hashables = try reads(AnyHashable("key"))
        #expect(hashables.reads == [AnyHashable("key"), AnyHashable("key"), AnyHashable("key")])
    }

    @Test func nestedOptionalsKeepTheirLevels() throws {
        let someNil = try reads(Int?.none, as: Int?.self)
        #expect(someNil.reads.map { $0.map { $0 == nil } } == [true, true, true] && someNil.runs == 1)
        let noValue = try reads(Int??.none, as: Int?.self)
        #expect(noValue.reads.map { $0 == nil } == [true, true, true] && noValue.runs == 1)
        let value = try reads(Int??.some(5), as: Int?.self)
        #expect(value.reads.map { $0 ?? nil } == [5, 5, 5])
    }

    @Test func aThrownErrorIsRememberedToo() {
        struct Boom: Error {}
        var runs = 0
        let expression = Expression<Int>(expression: { runs += 1; throw Boom() }, location: SourceLocation())
        #expect(throws: Boom.self) { try expression.evaluate() }
        #expect(throws: Boom.self) { try expression.evaluate() }
        #expect(runs == 1)
    }
}
