import Foundation

/// Passes when the string contains a match for the regular expression `expectedPattern`
/// (ICU syntax, as `NSRegularExpression` reads it). Anchor the pattern (`^…$`) to require a
/// whole-string match.
///
/// A nil actual value or a nil pattern fails both `to` and `toNot`; so does a pattern that is
/// not a valid regular expression (the message then says so on a second line).
///
/// Message: `expected to match <\d{2}:\d{2}>, got <hello>`.
public func match(_ expectedPattern: String?) -> Predicate<String> {
    Predicate { actual in
        let value = try actual.evaluate()
        guard let string = value, let pattern = expectedPattern else {
            return PredicateResult(status: .fail, message: matchMessage(expectedPattern, nil).appendedBeNilHint())
        }
        guard let regex = try? NSRegularExpression(pattern: pattern) else {
            return PredicateResult(status: .fail, message: matchMessage(pattern, true))
        }
        let range = NSRange(string.startIndex..., in: string)
        let found = regex.firstMatch(in: string, range: range) != nil
        return PredicateResult(status: PredicateStatus(bool: found), message: matchMessage(pattern, nil))
    }
}

/// `actual` is `true` when the pattern did not compile.
func matchMessage(_ expected: Any?, _ invalid: Any?) -> ExpectationMessage {
    let message = ExpectationMessage.expectedActualValueTo("match <\(stringify(expected))>")
    guard invalid as? Bool == true else { return message }
    return message.appended(details: "the pattern is not a valid regular expression")
}
