// A code block of README.md and docs/writing-matchers.md, verbatim: ReadmeCodeTests fails if
// they drift apart, and this file compiling (and, for tests, passing) proves that code works.

import Foundation
import LarkExpect

func beEven() -> Matcher<Int> {
    Matcher.simple("be even") { actual in
        guard let value = try actual.evaluate() else { return .fail }
        return MatcherStatus(bool: value.isMultiple(of: 2))
    }
}

func beAValidEmail() -> Matcher<String> {
    Matcher.define("be a valid e-mail") { actual, message in
        let value = try actual.evaluate() ?? ""
        return MatcherResult(bool: value.contains("@"), message: message.appended(details: "checked: \(value)"))
    }
}
