import Foundation
import Lark
import Testing
import XCTest

/// A window with a root controller showing a "Save" button, a "Cancel" button and a hidden
/// "Undo" button.
@MainActor
private final class Screen {
    final class ListViewController: ViewController {}
    final class DetailViewController: ViewController {}

    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = ListViewController()
    let save = Fixture.button("Save", width: 100)
    let cancel = Fixture.button("Cancel", width: 100)
    let undo = Fixture.button("Undo", width: 100)

    init() {
        cancel.frame.origin.y = 50
        undo.frame.origin.y = 100
        undo.isHidden = true
        for view in [save, cancel, undo] { controller.view.addSubview(view) }
        window.rootViewController = controller
        window.makeKeyAndVisible()
    }
}

@Suite @MainActor struct ContainViewTests {
    /// The first line of each message (the lines below list views).
    private func firstLines(_ outcome: Outcomes) -> Outcomes {
        Outcomes(to: outcome.to.map { String($0.prefix { $0 != "\n" }) }, toNot: outcome.toNot.map { String($0.prefix { $0 != "\n" }) })
    }

    @Test func passesAndFailsSymmetrically() {
        let screen = Screen()
        #expect(outcomes(screen.controller, containView(Button.self, where: .text("Save"))) == .matches(
            toNot: "expected to not contain a Button with text \"Save\", got <ListViewController> (found 1: Button \"Save\"  at ListViewController > Button \"Save\")"))
        #expect(firstLines(outcomes(screen.controller, containView(Button.self, where: .text("Undo")))) == .doesNotMatch(
            "expected to contain a Button with text \"Undo\", got <ListViewController> (found none)"))
        #expect(outcomes(screen.window, containView(Button.self, count: 2)) == .matches(
            toNot: """
                expected to not contain 2 Buttons, got <Window> (found 2)
                  Button "Save"  at Window > ListViewController > Button "Save"
                  Button "Cancel"  at Window > ListViewController > Button "Cancel"
                """))
        #expect(firstLines(outcomes(screen.window, containView(Button.self, count: 1))) == .doesNotMatch(
            "expected to contain exactly one Button, got <Window> (found 2)"))
        #expect(outcomes(screen.window, containView(Switch.self, count: 0)) == .matches(
            toNot: """
                expected to not contain 0 Switches, got <Window> (found none)
                Screen:
                  Window
                    ListViewController
                      Button "Save"
                      Button "Cancel"
                      Button "Undo" [hidden]
                """))
    }

    @Test func aFailureListsWhatIsOnScreenAndWhatIsHidden() throws {
        let screen = Screen()
        let record = try #require(gatherFailingExpectations(silently: true) {
            expect(screen.controller).to(containView(Button.self, where: .text("Undo")))
        }.first)
        #expect(record.message.fullText == """
            expected to contain a Button with text "Undo", got <ListViewController> (found none)
            Buttons on screen (2):
              Button "Save"  at ListViewController > Button "Save"
              Button "Cancel"  at ListViewController > Button "Cancel"
            Matches a user cannot see (1; pass includingHidden: true to find them):
              Button "Undo"  at ListViewController > Button "Undo": it is hidden
            Screen:
              ListViewController
                Button "Save"
                Button "Cancel"
                Button "Undo" [hidden]
            """)
    }

    @Test func anUnloadedControllerFailsBothWays() {
        let controller = ViewController()
        let outcome = outcomes(controller, containView(where: .text("Save")))
        #expect(outcome.to.count == 1 && outcome.toNot.count == 1)
        #expect(outcome.to.first?.contains("its view is not loaded") == true)
        #expect(!controller.isViewLoaded)
    }

    @Test func worksWithPolling() async {
        let screen = Screen()
        Task { @MainActor in screen.undo.isHidden = false }
        await expect { screen.window }.toEventually(containView(Button.self, where: .text("Undo")), timeout: .seconds(2))
    }
}

@Suite @MainActor struct PresentationMatcherTests {
    @Test func presentNamesWhatIsPresented() {
        let screen = Screen()
        #expect(outcomes(screen.controller, present(Screen.DetailViewController.self)) == .doesNotMatch(
            "expected to present a DetailViewController, got <ListViewController> (presenting nothing)"))
        let detail = Screen.DetailViewController()
        screen.controller.present(detail, animated: false)
        #expect(outcomes(screen.controller, present(Screen.DetailViewController.self)) == .matches(
            toNot: "expected to not present a DetailViewController, got <ListViewController> (presenting <DetailViewController>)"))
        #expect(status(screen.controller, present()) == .matches)
        #expect(status(screen.controller, present(AlertController.self)) == .doesNotMatch)
    }

    @Test func aPresentedContainerIsNamedWithWhatItShows() throws {
        let screen = Screen()
        let detail = Screen.DetailViewController()
        detail.title = "Milk"
        let navigation = NavigationController(rootViewController: detail)
        screen.controller.present(navigation, animated: false)
        #expect(outcomes(screen.controller, present(AlertController.self)) == .doesNotMatch(
            #"expected to present an AlertController, got <ListViewController> (presenting <NavigationController showing <DetailViewController "Milk">>)"#))
        #expect(outcomes(screen.controller, present(NavigationController.self)) == .matches(
            toNot: #"expected to not present a NavigationController, got <ListViewController> (presenting <NavigationController showing <DetailViewController "Milk">>)"#))
        #expect(outcomes(screen.controller, presentAlert()) == .doesNotMatch(
            #"expected to present an alert, got <ListViewController> (presenting <NavigationController showing <DetailViewController "Milk">>, no alert)"#))
        let refused = try #require(throws: Fleet.AlertError.self) { try screen.controller.tapPresentedAlertAction(withTitle: "OK") }
        #expect(refused.reason == #"No alert is shown: only NavigationController showing <DetailViewController "Milk"> is presented"#)
    }

    @Test func nestedContainersAreNamedAllTheWayDown() {
        let screen = Screen()
        let tabs = TabBarController()
        let inner = NavigationController(rootViewController: Screen.DetailViewController())
        tabs.viewControllers = [inner, ViewController()]
        screen.controller.present(tabs, animated: false)
        #expect(outcomes(screen.controller, present(AlertController.self)).to == [
            "expected to present an AlertController, got <ListViewController> (presenting <TabBarController showing <NavigationController showing <DetailViewController>>>)",
        ])
    }

    @Test func presentAlertChecksWhatYouNameAndShowsEachDifference() throws {
        let screen = Screen()
        #expect(outcomes(screen.controller, presentAlert(title: "Delete?")) == .doesNotMatch(
            "expected to present an alert titled \"Delete?\", got <ListViewController> (presenting nothing)"))
        let alert = AlertController(title: "Delete Eggs?", message: "It cannot be undone.", preferredStyle: .actionSheet)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Remove", style: .destructive))
        screen.controller.present(alert, animated: false)
        #expect(status(screen.controller, presentAlert()) == .matches)
        #expect(status(screen.window, presentAlert(title: "Delete Eggs?", actions: ["Cancel", "Remove"])) == .matches)
        #expect(status(Application.shared, presentAlert(preferredStyle: .actionSheet)) == .matches)
        let record = try #require(gatherFailingExpectations(silently: true) {
            expect(screen.controller).to(presentAlert(
                title: "Delete Milk?", message: "It cannot be undone.", preferredStyle: .alert,
                actions: [.cancel("Cancel"), .destructive("Delete"), "Later"]))
        }.first)
        #expect(record.message.fullText == """
            expected to present an alert titled "Delete Milk?" with message "It cannot be undone." of style .alert with actions ["Cancel" (.cancel), "Delete" (.destructive), "Later"], got <ListViewController> (presenting <AlertController "Delete Eggs?">)
              title: expected "Delete Milk?", got "Delete Eggs?"
              style: expected .alert, got .actionSheet
              actions[1]: expected "Delete" (.destructive), got "Remove" (.destructive)
              actions[2]: expected "Later", got no action
            """)
        #expect(outcomes(screen.controller, presentAlert(title: "Delete Eggs?")).toNot == [
            "expected to not present an alert titled \"Delete Eggs?\", got <ListViewController> (presenting <AlertController \"Delete Eggs?\">)",
        ])
    }

    @Test func haveTopViewControllerShowsTheStack() {
        let list = Screen.ListViewController()
        let navigation = NavigationController(rootViewController: list)
        #expect(outcomes(navigation, haveTopViewController(Screen.DetailViewController.self)) == .doesNotMatch(
            "expected to have a DetailViewController on top, got <NavigationController> (stack: ListViewController)"))
        navigation.pushViewController(Screen.DetailViewController(), animated: false)
        #expect(outcomes(navigation, haveTopViewController(Screen.DetailViewController.self)) == .matches(
            toNot: "expected to not have a DetailViewController on top, got <NavigationController> (stack: ListViewController > DetailViewController)"))
    }
}

@Suite @MainActor struct FocusAndInteractionMatcherTests {
    @Test func beFirstResponderNamesWhoHasTheFocus() throws {
        let screen = Screen()
        let email = TextField(frame: CGRect(x: 0, y: 200, width: 200, height: 44))
        let password = TextField(frame: CGRect(x: 0, y: 250, width: 200, height: 44))
        email.placeholder = "Email"
        password.placeholder = "Password"
        screen.controller.view.addSubview(email)
        screen.controller.view.addSubview(password)
        #expect(outcomes(email, beFirstResponder()) == .doesNotMatch(
            "expected to be first responder, got <TextField \"Email\"> (its window has no first responder)"))
        try password.startEditing()
        #expect(outcomes(email, beFirstResponder()) == .doesNotMatch(
            "expected to be first responder, got <TextField \"Email\"> (first responder: <TextField \"Password\">)"))
        #expect(outcomes(password, beFirstResponder()) == .matches(
            toNot: "expected to not be first responder, got <TextField \"Password\">"))
        #expect(outcomes(TextField(), beFirstResponder()) == .doesNotMatch(
            "expected to be first responder, got <TextField> (it is in no window)"))
    }

    @Test func beInteractibleWithoutAContainerMeansTheKeyWindow() {
        let screen = Screen()
        #expect(status(screen.save, beInteractible()) == .matches)
        #expect(outcomes(screen.undo, beInteractible()) == .doesNotMatch(
            "expected to be interactible in the key window, got <Button \"Undo\">, but it is hidden (path: Window > View > Button \"Undo\")"))
        #expect(outcomes(Fixture.button("Loose"), beInteractible()) == .doesNotMatch(
            "expected to be interactible in the key window, got <Button \"Loose\">, but it is not in the key window: it has no superview"))
    }
}

@MainActor
final class ScreenMatcherXCTests: XCTestCase {
    func testTheMatchersUnderXCTest() async {
        let screen = Screen()
        expect(screen.controller).to(containView(Button.self, where: .text("Cancel")))
        expect(screen.controller).toNot(present())
        expect(screen.save).to(beInteractible())
        let failures = gatherFailingExpectations(silently: true) {
            expect(screen.window).toNot(containView(Button.self, where: .text("Cancel")))
        }
        XCTAssertEqual(failures.count, 1)
    }
}
