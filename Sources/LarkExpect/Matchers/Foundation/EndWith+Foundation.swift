import Foundation

/// Passes when the array's last element equals `endingElement` (compared as Foundation
/// compares objects, so `"a"` matches `"a" as NSString`). A nil array fails both `to` and
/// `toNot`; an empty one does not match.
///
/// Message: `expected to end with <a>, got <(a, b)>`.
public func endWith(_ endingElement: Any) -> Predicate<NSArray> {
    Predicate { actual in
        let value = try actual.evaluate()
        let status: PredicateStatus = value.map { array in
            PredicateStatus(bool: array.count > 0 && foundationObjectsEqual(array.object(at: array.count - 1), endingElement))
        } ?? .fail
        return PredicateResult(status: status, message: endWithMessage(endingElement).appendingBeNilHint(if: value == nil))
    }
}
