import LarkExpect

// Values shared by the tests of the differences matchers show (XCTest and Swift Testing).

struct DiffUser: Equatable {
    var name: String
    var roles: [String]
    var age: Int
}

enum DiffError: Error, Equatable {
    case parameterized(x: Int, label: String)
    case plain
}

struct OtherDiffError: Error {
    var code: Int
}

/// The full texts of the expectations that failed in `body`.
func fullFailures(_ body: () throws -> Void) -> [String] {
    gatherFailingExpectations(silently: true, closure: body).map(\.message.fullText)
}

/// The async form of `fullFailures(_:)`.
func fullFailures(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void) async -> [String] {
    await gatherFailingExpectations(silently: true, isolation: isolation, closure: body).map(\.message.fullText)
}

/// Counts how often it is described: a rendering or stringification of it shows up here.
final class DescriptionCounter: CustomStringConvertible, Equatable, @unchecked Sendable {
    nonisolated(unsafe) static var count = 0
    let value: Int
    init(_ value: Int) { self.value = value }
    var description: String {
        Self.count += 1
        return "counter \(value)"
    }
    static func == (lhs: DescriptionCounter, rhs: DescriptionCounter) -> Bool { lhs.value == rhs.value }
}
