import Foundation
import LarkExpect
import LarkUI

/// Passes when the subject scroll view's `contentOffset` is `offset`.
///
/// ```swift
/// try list.drag(to: CGPoint(x: 0, y: 120))
/// expect(list).to(haveContentOffset(CGPoint(x: 0, y: 120)))
/// ```
///
/// A failure shows the offset and the range a user can scroll over:
/// `expected to have content offset (0, 120), got <ScrollView> (contentOffset: (0, 0); scrollable from (0, 0) to (0, 680))`.
@MainActor
public func haveContentOffset<T: ScrollView>(_ offset: CGPoint) -> LarkExpect.Predicate<T> {
    func text(_ point: CGPoint) -> String { "(\(exactNumber(point.x)), \(exactNumber(point.y)))" }
    return subjectPredicate({ "have content offset \(text(offset))" }) { (subject: T) in
        let range = subject.scrollableOffsets
        return Verdict(subject.contentOffset == offset, facts: "contentOffset: \(text(subject.contentOffset)); scrollable from \(text(range.minimum)) to \(text(range.maximum))")
    }
}
