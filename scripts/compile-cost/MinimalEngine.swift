// The floor for compile-cost.sh: the smallest engine that spells the harness's file the way Lark
// does (`expect(x).to(equal(y))`, escaping lazy expression, closure predicates), with none of the
// overloads that Nimble parity adds. Lark's cost above this floor is the price of those overloads;
// this floor's cost above XCTAssert is the price of the DSL itself. Never shipped or imported.
public struct Predicate<T> {
    let judge: (T?) -> Bool
    public init(_ judge: @escaping (T?) -> Bool) { self.judge = judge }
}

public struct Expectation<T> {
    let expression: () throws -> T?
    let file: StaticString
    let line: UInt
    @discardableResult public func to(_ predicate: Predicate<T>) -> Self {
        _ = predicate.judge(try? expression())
        return self
    }
    @discardableResult public func toNot(_ predicate: Predicate<T>) -> Self {
        _ = !predicate.judge(try? expression())
        return self
    }
}

public func expect<T>(file: StaticString = #filePath, line: UInt = #line, _ expression: @autoclosure @escaping () throws -> T?) -> Expectation<T> {
    Expectation(expression: expression, file: file, line: line)
}

public func equal<T: Equatable>(_ expected: T?) -> Predicate<T> { Predicate { $0 == expected } }
public func beNil<T>() -> Predicate<T> { Predicate { $0 == nil } }
public func beTrue() -> Predicate<Bool> { Predicate { $0 == true } }
public func beGreaterThan<T: Comparable>(_ limit: T?) -> Predicate<T> {
    Predicate { actual in
        guard let actual, let limit else { return false }
        return actual > limit
    }
}
public func contain<S: Sequence>(_ items: S.Element...) -> Predicate<S> where S.Element: Equatable {
    Predicate { actual in items.allSatisfy { actual?.contains($0) ?? false } }
}
public func haveCount<T: Collection>(_ count: Int) -> Predicate<T> { Predicate { $0?.count == count } }
public func beEmpty<T: Collection>() -> Predicate<T> { Predicate { $0?.isEmpty ?? false } }
public func satisfyAllOf<T>(_ predicates: Predicate<T>...) -> Predicate<T> {
    Predicate { actual in predicates.allSatisfy { $0.judge(actual) } }
}
public func && <T>(left: Predicate<T>, right: Predicate<T>) -> Predicate<T> { satisfyAllOf(left, right) }
