import Foundation
import Lark
import Testing
@testable import LarkTestSupport

@Suite("AlertController.tapAlertAction(withTitle:) (controls.md §5)")
@MainActor
struct AlertTapActionTests {
    let root = ViewController()
    var log: [String] = []

    init() {
        Application.shared.printsWarnings = false
        Fleet.setAsAppWindowRoot(root)
    }

    private func presentAlert(_ configure: (AlertController) -> Void) -> AlertController {
        let alert = AlertController(title: "Turtle alert", message: nil, preferredStyle: .alert)
        configure(alert)
        root.present(alert, animated: true)
        return alert
    }

    /// One test for the three styles: parameterized cases share the test's application (and so
    /// its key window), so they must not each install a root.
    @Test func theHandlerRunsAfterTheDismissalWhateverTheStyle() throws {
        for style in [AlertAction.Style.default, .cancel, .destructive] {
            var topmostDuringHandler: ViewController?
            var presentedDuringHandler: ViewController?
            let root = self.root
            let alert = presentAlert { alert in
                alert.addAction(AlertAction(title: "action", style: style) { _ in
                    topmostDuringHandler = Fleet.getApplicationScreen()?.topmostViewController
                    presentedDuringHandler = root.presentedViewController
                })
            }
            #expect(Fleet.getApplicationScreen()?.topmostViewController === alert)
            try alert.tapAlertAction(withTitle: "action")
            #expect(topmostDuringHandler === root, "\(style)")
            #expect(presentedDuringHandler == nil)
            #expect(root.presentedViewController == nil)
            #expect(alert.presentingViewController == nil)
        }
    }

    @Test func anUnknownTitleIsRefusedListingTheTitles() throws {
        let alert = presentAlert { alert in
            alert.addAction(AlertAction(title: "OK", style: .default))
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        }
        let error = try #require(throws: Fleet.AlertError.self) { try alert.tapAlertAction(withTitle: "banana shoes") }
        #expect(error.kind == .noSuchAction)
        #expect(error.name == "Fleet.AlertError")
        #expect(error.message.contains("No action with title 'banana shoes' found on alert."))
        #expect(error.message.contains("'OK', 'Cancel'"))
        #expect(root.presentedViewController === alert, "nothing was dismissed")
    }

    @Test func aDisabledActionIsRefused() throws {
        var ran = false
        let alert = presentAlert { alert in
            let action = AlertAction(title: "Delete", style: .destructive) { _ in ran = true }
            action.isEnabled = false
            alert.addAction(action)
        }
        let error = try #require(throws: Fleet.AlertError.self) { try alert.tapAlertAction(withTitle: "Delete") }
        #expect(error.kind == .actionNotEnabled)
        #expect(error.message.contains("Action with title 'Delete' is not enabled."))
        #expect(!ran)
        #expect(root.presentedViewController === alert)
    }

    @Test func anAlertThatIsNotPresentedIsRefused() throws {
        var ran = false
        let alert = AlertController(title: "Nobody sees me", message: nil, preferredStyle: .actionSheet)
        alert.addAction(AlertAction(title: "OK", style: .default) { _ in ran = true })
        let error = try #require(throws: Fleet.AlertError.self) { try alert.tapAlertAction(withTitle: "OK") }
        #expect(error.kind == .notPresented)
        #expect(error.message.contains("not presented"))
        #expect(!ran)
    }

    @Test func tappingAMissingTitleInsideSwallowAnyErrorsCarriesOn() {
        let alert = presentAlert { $0.addAction(AlertAction(title: "OK", style: .default)) }
        let lines = LineCollector()
        let error = FleetTestHooks.capturingLog(lines) {
            Fleet.swallowAnyErrors { try alert.tapAlertAction(withTitle: "banana shoes") }
        }
        #expect((error as? Fleet.AlertError)?.kind == .noSuchAction)
        #expect(lines.lines.count == 1)
        #expect(root.presentedViewController === alert)
    }

    @Test func theSpottedTurtleAlertButtonPresentsAnAlertWhoseActionRuns() throws {
        let turtle = SpottedTurtleViewController()
        Fleet.setAsAppWindowRoot(turtle)
        #expect(Fleet.getApplicationScreen()?.presentedAlert == nil)
        try turtle.alertButton.tap()
        let alert = try #require(Fleet.getApplicationScreen()?.presentedAlert)
        #expect(alert.title == "Turtle alert")
        try alert.tapAlertAction(withTitle: "OK")
        #expect(turtle.alertActionTapped)
        #expect(Fleet.getApplicationScreen()?.presentedAlert == nil)
    }
}
