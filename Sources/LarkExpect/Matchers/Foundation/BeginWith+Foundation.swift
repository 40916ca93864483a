import Foundation

/// Passes when the array's first element equals `startingElement` (compared as Foundation
/// compares objects, so `"a"` matches `"a" as NSString`). A nil array fails both `to` and
/// `toNot`; an empty one does not match.
///
/// Message: `expected to begin with <b>, got <(a, b)>`.
public func beginWith(_ startingElement: Any) -> Predicate<NSArray> {
    Predicate { actual in
        let value = try actual.evaluate()
        let status: PredicateStatus = value.map { array in
            PredicateStatus(bool: array.count > 0 && foundationObjectsEqual(array.object(at: 0), startingElement))
        } ?? .fail
        return PredicateResult(status: status, message: beginWithMessage(startingElement).appendingBeNilHint(if: value == nil))
    }
}
