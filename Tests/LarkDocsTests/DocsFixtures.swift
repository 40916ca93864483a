import Foundation
import Lark

// Names the documented examples use. Main-actor isolated, like the examples themselves.

final class Person {
    let name: String
    init(name: String) { self.name = name }
}

@MainActor let alice = Person(name: "Alice")
@MainActor let bob = Person(name: "Bob")

enum ParseError: Error, CustomStringConvertible {
    case empty, badDigit
    var description: String { self == .empty ? "empty" : "badDigit" }
}

/// Parses a non-empty string of digits.
func parse(_ text: String) throws -> Int {
    guard !text.isEmpty else { throw ParseError.empty }
    guard let value = Int(text) else { throw ParseError.badDigit }
    return value
}

/// `parse("12")` as a function value, for throwError's page.
let parseTwelve: @Sendable () throws -> Int = { try parse("12") }

/// `parse(_:)`, as a `Result`.
func parseResult(_ text: String) -> Result<Int, ParseError> {
    Result { try parse(text) }.mapError { $0 as? ParseError ?? .badDigit }
}

@MainActor let center = NotificationCenter()

extension Notification.Name {
    static let saved = Notification.Name("saved")
}

/// A value without `==`, for equal.md's example of what `equal` cannot compare.
struct Receipt {
    let total: Int
}

struct Member: Equatable {
    var name: String
    var roles: [String]
}

enum PaymentError: Error, Equatable {
    case declined(code: Int, retry: Bool)
}

/// Fails a payment the way a card issuer would.
func pay(_ cents: Int) throws {
    throw PaymentError.declined(code: 51, retry: cents < 1_000)
}
