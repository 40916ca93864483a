import Foundation
import Lark
import Testing

@Suite @MainActor struct PickerTests {
    @MainActor
    private final class Sizes: PickerViewDataSource, PickerViewDelegate {
        let names = ["Small", "Medium", "Large"]
        var picked: [String] = []
        func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { names.count }
        func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { names[row] }
        func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) { picked.append(names[row]) }
    }

    @Test func aSpinSelectsTheRowAndTellsTheDelegate() throws {
        let picker = PickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let sizes = Sizes()
        #expect(try #require(throws: Fleet.ValueControlError.self) { try picker.selectRow(1, inComponent: 0) }.kind == .noDataSource)
        picker.dataSource = sizes
        picker.delegate = sizes
        try picker.selectRow(withTitle: "Large", inComponent: 0)
        try picker.selectRow(2, inComponent: 0)  // already there: nothing happens
        try picker.selectRow(0, inComponent: 0)
        #expect(sizes.picked == ["Large", "Small"])
        expect(picker).to(haveSelectedRow(0))
        let missing = try #require(throws: Fleet.ValueControlError.self) { try picker.selectRow(withTitle: "Huge", inComponent: 0) }
        #expect(missing.kind == .noSuchRow)
        #expect(missing.remedy == "Its rows are: 'Small', 'Medium', 'Large'; use one of those titles")
        #expect(try #require(throws: Fleet.ValueControlError.self) { try picker.selectRow(3, inComponent: 0) }.reason == "Component 0 has no row 3: it has 3")
        #expect(try #require(throws: Fleet.ValueControlError.self) { try picker.selectRow(0, inComponent: 1) }.kind == .noSuchRow)
        picker.isHidden = true
        #expect(try #require(throws: Fleet.ValueControlError.self) { try picker.selectRow(1, inComponent: 0) }.kind == .unreachable(.notVisible))
        #expect(sizes.picked.count == 2)
        let failures = gatherFailingExpectations(silently: true) { expect(picker).to(haveSelectedRow(2)) }
        #expect(failures.map(\.message.stringValue) == ["expected to have row 2 selected in component 0, got <PickerView> (selected: 0 'Small'; rows: 3)"])
    }

    @Test func aDateIsChosenWithinTheLimits() throws {
        let picker = DatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        picker.minimumDate = start
        picker.maximumDate = start.addingTimeInterval(86_400)
        var changes = 0
        picker.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        try picker.choose(start.addingTimeInterval(3_600))
        #expect(picker.date == start.addingTimeInterval(3_600))
        #expect(changes == 1)
        #expect(try #require(throws: Fleet.ValueControlError.self) { try picker.choose(start.addingTimeInterval(-1)) }.kind == .valueOutOfRange)
        picker.isEnabled = false
        #expect(try #require(throws: Fleet.ValueControlError.self) { try picker.choose(start) }.kind == .notEnabled)
        #expect(changes == 1)
    }
}
