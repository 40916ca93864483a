import Foundation
import LarkExpect
import LarkUI

/// Passes when the subject segmented control's selected segment is `index`
/// (`SegmentedControl.noSegment` for none).
///
/// ```swift
/// try sorting.selectSegment(withTitle: "Name")
/// expect(sorting).to(haveSelectedSegment(1))
/// ```
///
/// Message: `expected to have segment 1 selected, got <SegmentedControl "Date"> (selected: 0 'Date'; segments: 0 'Date', 1 'Name')`.
@MainActor
public func haveSelectedSegment<T: SegmentedControl>(_ index: Int) -> LarkExpect.Predicate<T> {
    subjectPredicate({ index == SegmentedControl.noSegment ? "have no segment selected" : "have segment \(index) selected" }) { (subject: T) in
        Verdict(subject.selectedSegmentIndex == index, facts: segmentFacts(subject))
    }
}

/// Passes when the subject segmented control's selected segment is titled `title`.
///
/// Message: `expected to have the segment titled 'Name' selected, got <SegmentedControl "Date"> (selected: 0 'Date'; segments: 0 'Date', 1 'Name')`.
@MainActor
public func haveSelectedSegment<T: SegmentedControl>(titled title: String) -> LarkExpect.Predicate<T> {
    subjectPredicate({ "have the segment titled '\(title)' selected" }) { (subject: T) in
        let selected = subject.selectedSegmentIndex
        return Verdict(selected != SegmentedControl.noSegment && subject.titleForSegment(at: selected) == title, facts: segmentFacts(subject))
    }
}

/// `selected: 0 'Date'; segments: 0 'Date', 1 'Name'`.
@MainActor
private func segmentFacts(_ control: SegmentedControl) -> String {
    func named(_ index: Int) -> String { "\(index) '\(control.titleForSegment(at: index) ?? "")'" }
    let selected = control.selectedSegmentIndex == SegmentedControl.noSegment ? "none" : named(control.selectedSegmentIndex)
    return "selected: \(selected); segments: \((0..<control.numberOfSegments).map(named).joined(separator: ", "))"
}
