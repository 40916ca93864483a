/// The `nil` of `expect(value) == nil`: lets the operator forms mean `beNil()`.
public struct ExpectationNil: ExpressibleByNilLiteral, Sendable {
    /// Created by the `nil` literal.
    public init(nilLiteral: ()) {}
}

extension SyncExpectation {
    /// `expect(value) == nil`: the operator form of `to(beNil())`.
    public static func == (lhs: SyncExpectation, rhs: ExpectationNil) {
        lhs.to(beNil())
    }

    /// `expect(value) != nil`: the operator form of `toNot(beNil())`.
    public static func != (lhs: SyncExpectation, rhs: ExpectationNil) {
        lhs.toNot(beNil())
    }
}

extension AsyncExpectation {
    /// `await expect { ... } == nil`.
    public static func == (lhs: AsyncExpectation, rhs: ExpectationNil) async {
        await lhs.to(beNil())
    }

    /// `await expect { ... } != nil`.
    public static func != (lhs: AsyncExpectation, rhs: ExpectationNil) async {
        await lhs.toNot(beNil())
    }
}
