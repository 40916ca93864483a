import Foundation
import Lark
import Testing
import XCTest

/// A settings screen: two switches (Wi-Fi on, Bluetooth off), a disabled "Save" button, an
/// enabled "Cancel" button, and a selected "Bold" button.
@MainActor
final class SwitchesScreen {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    let wifi = Switch(frame: CGRect(x: 20, y: 20, width: 51, height: 31))
    let bluetooth = Switch(frame: CGRect(x: 20, y: 80, width: 51, height: 31))
    let save = Button(frame: CGRect(x: 20, y: 140, width: 100, height: 44))
    let cancel = Button(frame: CGRect(x: 140, y: 140, width: 100, height: 44))
    let bold = Button(frame: CGRect(x: 20, y: 200, width: 100, height: 44))

    init() {
        wifi.accessibilityLabel = "Wi-Fi"
        wifi.isOn = true
        bluetooth.accessibilityLabel = "Bluetooth"
        save.setTitle("Save", for: .normal)
        save.isEnabled = false
        cancel.setTitle("Cancel", for: .normal)
        bold.setTitle("Bold", for: .normal)
        bold.isSelected = true
        for view in [wifi, bluetooth, save, cancel, bold] { root.addSubview(view) }
    }
}

@Suite @MainActor struct StateQueryTests {
    @Test func aStateNarrowsAQueryAndCombinesWithTheOthers() throws {
        let screen = SwitchesScreen()
        #expect(try screen.root.find(Switch.self, where: .state(.on)) === screen.wifi)
        #expect(try screen.root.find(Switch.self, where: .state(.off)) === screen.bluetooth)
        #expect(try screen.root.find(Button.self, where: .state(.disabled)) === screen.save)
        #expect(try screen.root.findAll(Button.self, where: .state(.enabled)) == [screen.cancel, screen.bold])
        #expect(try screen.root.find(where: .text("Bold") && .state(.selected)) === screen.bold)
        #expect(try screen.root.findAll(Button.self, where: .state(.notSelected)) == [screen.save, screen.cancel])
        #expect(try screen.root.find(where: .label("Wi-Fi") && .state(.on) && .state(.enabled)) === screen.wifi)
        // Only a switch is on or off: buttons are in neither state.
        #expect(try screen.root.findAll(Button.self, where: .state(.on)).isEmpty)
        #expect(try screen.root.findAll(Button.self, where: .state(.off)).isEmpty)
    }

    @Test func aLabelIsDisabledByItsIsEnabledAndACellIsSelectedByItsIsSelected() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Total"
        label.isEnabled = false
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 40, width: 300, height: 44)
        cell.textLabel?.text = "Milk"
        cell.isSelected = true
        root.addSubview(label)
        root.addSubview(cell)
        #expect(try root.find(where: .text("Total") && .state(.disabled)) === label)
        #expect(try root.find(TableViewCell.self, where: .text("Milk") && .state(.selected)) === cell)
        #expect(try root.findAll(TableViewCell.self, where: .state(.notSelected)).isEmpty)
    }

    @Test func aStateThatKeepsEveryMatchOutListsTheMatchesWithTheirState() throws {
        let screen = SwitchesScreen()
        let error = try #require(throws: ViewQueryError.self) {
            try screen.root.find(Switch.self, where: .label("Bluetooth") && .state(.on))
        }
        #expect(error.kind == .notFound)
        #expect(error.otherState == [FoundView(description: "Switch", path: "View > Switch", state: "off")])
        #expect(error.message == """
            Cannot find a Switch with accessibility label "Bluetooth" and state on in View: no Switch on screen matches.
            Switches on screen (2):
              Switch [on]  at View > Switch
              Switch [off]  at View > Switch
            In another state (1; they meet every other condition):
              Switch [off]  at View > Switch
            """)
    }

    @Test func aViewThatCannotBeInTheStateSaysSo() throws {
        let screen = SwitchesScreen()
        let error = try #require(throws: ViewQueryError.self) { try screen.root.find(Button.self, where: .text("Save") && .state(.on)) }
        #expect(error.otherState.map(\.state) == ["no such state"])
        #expect(error.message.contains(#"Button "Save" [no such state]  at View > Button "Save""#))
    }

    @Test func withoutAStateNothingChangesInTheMessage() throws {
        let screen = SwitchesScreen()
        let error = try #require(throws: ViewQueryError.self) { try screen.root.find(Button.self, where: .text("Delete")) }
        #expect(error.otherState.isEmpty)
        #expect(!error.message.contains("["))
    }

    @Test func containViewTakesAStateToo() {
        let screen = SwitchesScreen()
        expect(screen.root).to(containView(Switch.self, where: .label("Wi-Fi") && .state(.on)))
        expect(screen.root).toNot(containView(Switch.self, where: .label("Wi-Fi") && .state(.off)))
    }
}

@MainActor
final class StateQueryXCTests: XCTestCase {
    func testTheStateOfADisabledButtonFindsItAndItsDescriptionNamesTheState() async throws {
        let screen = SwitchesScreen()
        XCTAssertIdentical(try screen.root.find(Button.self, where: .state(.disabled)), screen.save)
        XCTAssertEqual(ViewQuery.state(.notSelected).description, "with state not selected")
        XCTAssertThrowsError(try screen.root.find(Button.self, where: .text("Cancel") && .state(.disabled))) { error in
            XCTAssertEqual((error as? ViewQueryError)?.otherState.map(\.state), ["enabled"])
        }
    }
}
