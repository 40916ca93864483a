import Foundation
import LarkUI

extension SegmentedControl {
    /// Taps the segment at `index` as a user would: `.touchDown`, the segment is selected (for
    /// the moment of the tap when `isMomentary`: `selectedSegmentIndex` then returns to what it
    /// was), `.valueChanged`
    /// when the selection changed (always for a momentary control, as in UIKit), `.touchUpInside`.
    ///
    /// Refused when a touch would not reach the control, then when it is not enabled, then when
    /// there is no such segment (the message lists the titles), then when the segment is disabled.
    ///
    /// - Throws: `Fleet.ValueControlError`; the selection is unchanged and no event was sent.
    public func selectSegment(at index: Int, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.ValueControlError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.ValueControlError) in
            try fleetSelect(index, attempted: "Cannot select segment \(index) of \(description)")
        }
    }

    /// Taps the first segment titled `title`, as `selectSegment(at:)` does.
    ///
    /// - Throws: `Fleet.ValueControlError`; `.noSuchSegment` lists the titles there are.
    public func selectSegment(withTitle title: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.ValueControlError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.ValueControlError) in
            let index = (0..<numberOfSegments).first { titleForSegment(at: $0) == title } ?? -1
            try fleetSelect(index, attempted: "Cannot select the segment titled '\(title)' of \(description)")
        }
    }

    private func fleetSelect(_ index: Int, attempted: String) throws(Fleet.ValueControlError) {
        try Fleet.ValueControlError.checkTouch(of: self, attempted: attempted, noun: "Control")
        guard (0..<numberOfSegments).contains(index) else {
            let titles = (0..<numberOfSegments).map { "\($0): '\(titleForSegment(at: $0) ?? "")'" }
            throw Fleet.ValueControlError(
                kind: .noSuchSegment, attempted: attempted, reason: "There is no such segment",
                remedy: titles.isEmpty ? "Add segments first" : "Its segments are \(titles.joined(separator: ", ")); use one of those")
        }
        guard isEnabledForSegment(at: index) else {
            throw Fleet.ValueControlError(kind: .segmentNotEnabled, attempted: attempted, reason: "Segment \(index) is disabled", remedy: "Enable it with setEnabled(true, forSegmentAt: \(index)) first")
        }
        let changed = isMomentary || selectedSegmentIndex != index
        let before = selectedSegmentIndex
        sendActions(for: .touchDown)
        selectedSegmentIndex = index
        if changed { sendActions(for: .valueChanged) }
        // A momentary control does not update selectedSegmentIndex once tracking ends (Apple's
        // isMomentary): the tapped index is readable only while its targets run.
        if isMomentary { selectedSegmentIndex = before }
        sendActions(for: .touchUpInside)
    }
}
