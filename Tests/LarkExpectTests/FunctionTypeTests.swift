@testable import LarkExpect
import Testing

/// `throwError` refuses a function value (`expect(load)`) by asking `isFunctionType`, which reads
/// the type's name: an arrow outside every bracket makes a function type.
@Suite struct FunctionTypeTests {
    private struct Failure: Error {}
    private struct Pair<A, B> { let a: A, b: B }
    /// As large as a function value, so only its name tells it apart.
    private struct Box<T> { let value: T }

    @Test func functionTypesAreFunctions() {
        #expect(isFunctionType((() -> Void).self))
        #expect(isFunctionType((() throws -> Int).self))
        #expect(isFunctionType(((Int, String) -> [Int]).self))
        #expect(isFunctionType((@Sendable (Int) async throws -> (Int, Int)).self))
        #expect(isFunctionType((() throws(Failure) -> Int).self))
        #expect(isFunctionType(((Int) -> (Int) -> Int).self))
        #expect(isFunctionType((([Int: String]) -> Pair<Int, () -> Void>).self))
    }

    @Test func valuesThatHoldFunctionsAreNot() {
        #expect(!isFunctionType(Int.self))
        #expect(!isFunctionType(Void.self))
        #expect(!isFunctionType(String.self))
        #expect(!isFunctionType((Int, Int).self))
        #expect(!isFunctionType(Optional<() -> Void>.self))
        #expect(!isFunctionType([() -> Void].self))
        #expect(!isFunctionType([String: () -> Void].self))
        #expect(!isFunctionType((Int, () -> Void).self))
        #expect(!isFunctionType(Pair<() -> Void, Int>.self))
        #expect(!isFunctionType(Pair<Int, Int>.self))
        #expect(!isFunctionType(Box<() -> Void>.self))
        #expect(!isFunctionType(Box<(Int) throws -> [Int: String]>.self))
        #expect(MemoryLayout<Box<() -> Void>>.size == MemoryLayout<() -> Void>.size)
    }
}
