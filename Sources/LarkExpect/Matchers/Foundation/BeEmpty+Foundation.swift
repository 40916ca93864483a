import Foundation

// `NSArray`, `NSSet`, `NSIndexSet` and `NSDictionary` are sequences, so the `Sequence` form of
// `beEmpty` covers them; `NSString` is not.

/// Passes when the string has no characters. Message: `expected to be empty, got <foo>`.
public func beEmpty() -> Predicate<NSString> {
    Predicate { actual in
        try (beEmpty() as Predicate<String>).satisfies(actual.cast { $0?.description })
    }
}
