import Lark
import XCTest

/// beEnabled, beOn and beOff, in XCTest style (async methods: a `@MainActor` XCTestCase with
/// only synchronous methods crashes test discovery on Linux).
@MainActor
final class EnabledAndSwitchMatcherTests: XCTestCase {
    func testBeEnabledOnControls() async {
        let button = Fixture.button("Save")
        XCTAssertEqual(outcomes(button, beEnabled()), .matches(
            toNot: "expected to not be enabled, got <Button \"Save\"> (isEnabled: true)"))
        button.isEnabled = false
        XCTAssertEqual(outcomes(button, beEnabled()), .doesNotMatch(
            "expected to be enabled, got <Button \"Save\"> (isEnabled: false)"))
        XCTAssertEqual(outcomes(nil as Button?, beEnabled()), .fails(nilMessage("be enabled")))
    }

    func testBeEnabledOnAlertActionsAndBarItems() async {
        let action = AlertAction(title: "OK", style: .default)
        XCTAssertEqual(status(action, beEnabled()), .matches)
        action.isEnabled = false
        XCTAssertEqual(outcomes(action, beEnabled()), .doesNotMatch(
            "expected to be enabled, got <AlertAction \"OK\" .default> (isEnabled: false)"))

        let item = BarButtonItem(title: "Done", target: nil, action: nil)
        XCTAssertEqual(status(item, beEnabled()), .matches)
        item.isEnabled = false
        XCTAssertEqual(outcomes(item, beEnabled()), .doesNotMatch(
            "expected to be enabled, got <BarButtonItem \"Done\"> (isEnabled: false)"))
        XCTAssertEqual(outcomes(nil as AlertAction?, beEnabled()), .fails(nilMessage("be enabled")))
    }

    func testBeEnabledReadsOnlyTheOwnFlag() async {
        let container = Fixture.view("container")
        container.isUserInteractionEnabled = false
        let toggle = Switch()
        container.addSubview(toggle)
        XCTAssertEqual(status(toggle, beEnabled()), .matches)
    }

    func testBeOn() async {
        let toggle = Switch()
        toggle.isOn = true
        XCTAssertEqual(outcomes(toggle, beOn()), .matches(toNot: "expected to not be on, got <Switch> (isOn: true)"))
        toggle.isOn = false
        // The reference said "be off" here (M1) and glued on its detail (M3).
        XCTAssertEqual(outcomes(toggle, beOn()), .doesNotMatch("expected to be on, got <Switch> (isOn: false)"))
        XCTAssertEqual(outcomes(nil as Switch?, beOn()), .fails(nilMessage("be on")))
    }

    func testBeOff() async {
        let toggle = Switch()
        XCTAssertEqual(outcomes(toggle, beOff()), .matches(toNot: "expected to not be off, got <Switch> (isOn: false)"))
        toggle.isOn = true
        XCTAssertEqual(outcomes(toggle, beOff()), .doesNotMatch("expected to be off, got <Switch> (isOn: true)"))
        XCTAssertEqual(outcomes(nil as Switch?, beOff()), .fails(nilMessage("be off")))
    }
}
