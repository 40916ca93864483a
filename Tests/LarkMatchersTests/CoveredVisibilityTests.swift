import Foundation
import Lark
import XCTest

/// docs/reachability.md#presentations: beVisible and beInteractible fail on views under an alert
/// or a full-screen presentation, with the same clause the helpers' refusals use.
@MainActor
final class CoveredVisibilityTests: XCTestCase {
    private func screen() -> (ViewController, Button) {
        let controller = ViewController()
        let button = Fixture.button("Save")
        controller.view.addSubview(button)
        Fleet.setAsAppWindowRoot(controller)
        return (controller, button)
    }

    func testAViewUnderAnAlertIsNotVisibleNorInteractible() async throws {
        let (controller, button) = screen()
        let path = "(path: Window > View > Button \"Save\")"
        XCTAssertEqual(outcomes(button, beVisible()), .matches(
            toNot: "expected to not be visible in the key window, got <Button \"Save\"> \(path)"))
        controller.present(AlertController(title: "Delete?", message: nil, preferredStyle: .alert), animated: false)
        let clause = "but it is covered by <AlertController \"Delete?\">, presented over <ViewController>"
        let visible = outcomes(button, beVisible())
        XCTAssertEqual(visible.toNot, [])
        XCTAssertEqual(visible.to.count, 1)
        XCTAssertTrue(visible.to.first?.hasPrefix("expected to be visible in the key window, got <Button \"Save\">, \(clause) (path: ") == true, visible.description)
        let interactible = outcomes(button, beInteractible(insideOf: controller.view.window!, minimumSize: .zero))
        XCTAssertEqual(interactible.toNot, [])
        XCTAssertTrue(interactible.to.first?.contains(clause) == true, interactible.description)
        XCTAssertEqual(button.touchProblem?.explanation, "it is covered by <AlertController \"Delete?\">, presented over <ViewController>")
    }

    func testAFullScreenPresentationCoversItsPresenterEvenOutsideTheWindow() async throws {
        let (controller, button) = screen()
        let cover = ViewController()
        cover.modalPresentationStyle = .fullScreen
        controller.present(cover, animated: false)
        XCTAssertNil(button.window, "the presenter's view left the window")
        let inside = outcomes(button, beVisible(insideOf: controller))
        XCTAssertEqual(inside.toNot, [])
        XCTAssertTrue(inside.to.first?.contains("but it is covered by <ViewController>, presented over <ViewController>") == true, inside.description)
        controller.dismiss(animated: false)
        XCTAssertEqual(outcomes(button, beVisible()).to, [])
    }
}
