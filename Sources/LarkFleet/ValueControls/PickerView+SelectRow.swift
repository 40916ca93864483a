import Foundation
import LarkUI

extension PickerView {
    /// Spins a wheel to a row as a user would: the row is selected, then the delegate's
    /// `pickerView(_:didSelectRow:inComponent:)`. Spinning to the row already shown does nothing.
    ///
    /// Refused when a touch would not reach the picker, then without a data source, then for a
    /// component or row that does not exist (the message says how many there are).
    ///
    /// - Throws: `Fleet.ValueControlError`; nothing changed and no delegate method ran.
    public func selectRow(_ row: Int, inComponent component: Int, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.ValueControlError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.ValueControlError) in
            try fleetSpin(to: row, inComponent: component, attempted: "Cannot spin component \(component) of \(description) to row \(row)")
        }
    }

    /// Spins a wheel to the first row titled `title` (the delegate's titles), as
    /// `selectRow(_:inComponent:)` does.
    ///
    /// - Throws: `Fleet.ValueControlError`; `.noSuchRow` lists the titles there are.
    public func selectRow(withTitle title: String, inComponent component: Int, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.ValueControlError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.ValueControlError) in
            let attempt = "Cannot spin component \(component) of \(description) to '\(title)'"
            let titles = (0..<numberOfRows(inComponent: component)).map { self.title(forRow: $0, inComponent: component) }
            guard let row = titles.firstIndex(of: title) else {
                try fleetCheckPicker(component: component, attempted: attempt)
                throw Fleet.ValueControlError(
                    kind: .noSuchRow, attempted: attempt, reason: "No row of component \(component) is titled '\(title)'",
                    remedy: "Its rows are: \(quotedList(titles.map { $0 ?? "<no title>" })); use one of those titles")
            }
            try fleetSpin(to: row, inComponent: component, attempted: attempt)
        }
    }

    /// The touch, the data source and the component, in that order.
    private func fleetCheckPicker(component: Int, attempted: String) throws(Fleet.ValueControlError) {
        if let problem = touchProblem {
            throw Fleet.ValueControlError(unreachable: problem, attempted: attempted, noun: "Picker")
        }
        guard dataSource != nil else {
            throw Fleet.ValueControlError(kind: .noDataSource, attempted: attempted, reason: "It has no data source", remedy: "Set its dataSource first")
        }
        guard component >= 0, component < numberOfComponents else {
            throw Fleet.ValueControlError(kind: .noSuchRow, attempted: attempted, reason: "There is no component \(component): it has \(numberOfComponents)", remedy: "Use a component from 0 to \(numberOfComponents - 1)")
        }
    }

    private func fleetSpin(to row: Int, inComponent component: Int, attempted: String) throws(Fleet.ValueControlError) {
        try fleetCheckPicker(component: component, attempted: attempted)
        let rows = numberOfRows(inComponent: component)
        guard row >= 0, row < rows else {
            throw Fleet.ValueControlError(kind: .noSuchRow, attempted: attempted, reason: "Component \(component) has no row \(row): it has \(rows)", remedy: rows == 0 ? "Make its data source report rows" : "Use a row from 0 to \(rows - 1)")
        }
        guard selectedRow(inComponent: component) != row else { return }
        selectRow(row, inComponent: component, animated: true)
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
}
