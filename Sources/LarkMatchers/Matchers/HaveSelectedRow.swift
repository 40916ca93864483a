import Foundation
import LarkExpect
import LarkUI

/// Passes when the subject picker's component `component` shows row `row`.
///
/// ```swift
/// try sizes.selectRow(withTitle: "Large", inComponent: 0)
/// expect(sizes).to(haveSelectedRow(2, inComponent: 0))
/// ```
///
/// Message: `expected to have row 2 selected in component 0, got <PickerView> (selected: 0 'Small'; rows: 3)`.
@MainActor
public func haveSelectedRow<T: PickerView>(_ row: Int, inComponent component: Int = 0) -> LarkExpect.Predicate<T> {
    subjectPredicate({ "have row \(row) selected in component \(component)" }) { (subject: T) in
        let selected = subject.selectedRow(inComponent: component)
        let title = selected < 0 ? "" : subject.title(forRow: selected, inComponent: component).map { " '\($0)'" } ?? ""
        return Verdict(selected == row, facts: "selected: \(selected < 0 ? "none" : "\(selected)\(title)"); rows: \(subject.numberOfRows(inComponent: component))")
    }
}
