import Foundation
import Lark
import Testing

/// docs/reachability.md#presentations: an alert, an action sheet or a full-screen presentation
/// covers its presenter for queries, matchers and every helper that acts through a touch.
@Suite("A presentation covers its presenter")
@MainActor
struct PresentationCoverTests {
    let root = ViewController()
    let save = Button(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
    let name = TextField(frame: CGRect(x: 20, y: 40, width: 200, height: 44))
    var taps = 0

    init() {
        Application.shared.printsWarnings = false
        save.setTitle("Save", for: .normal)
        root.view.addSubview(save)
        root.view.addSubview(name)
        Fleet.setAsAppWindowRoot(root)
    }

    private func alert(_ style: AlertController.Style = .alert) -> AlertController {
        let alert = AlertController(title: "Delete?", message: nil, preferredStyle: style)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        return alert
    }

    @Test func aButtonUnderAnAlertIsRefusedNamingTheAlertAndSendsNothing() throws {
        var sent = 0
        save.addAction(Action { _ in sent += 1 }, for: .allEvents)
        root.present(alert(), animated: false)
        let error = try #require(throws: Fleet.ButtonError.self) { try save.tap() }
        #expect(error.kind == .unreachable(.coveredByPresentation))
        #expect(error.message == #"Cannot tap Button "Save": Control is under a presented controller (it is covered by <AlertController "Delete?">, presented over <ViewController>). Tap one of the alert's actions first (tapAlertAction(withTitle:)), or dismiss it."#)
        #expect(sent == 0)
    }

    @Test func dismissingTheAlertMakesThePresenterReachableAgain() throws {
        let alert = alert()
        root.present(alert, animated: false)
        try alert.tapAlertAction(withTitle: "Cancel")
        try save.tap()
        #expect(save.touchProblem == nil)
    }

    @Test(arguments: [ModalPresentationStyle.fullScreen, .overFullScreen, .currentContext, .overCurrentContext])
    func fullScreenStylesCoverThePresenter(style: ModalPresentationStyle) throws {
        let cover = ViewController()
        cover.title = "Cover"
        cover.modalPresentationStyle = style
        root.present(cover, animated: false)
        let error = try #require(throws: Fleet.ButtonError.self) { try save.tap() }
        #expect(error.kind == .unreachable(.coveredByPresentation))
        #expect(error.message.contains(#"covered by <ViewController "Cover">, presented over <ViewController>"#))
        #expect(error.remedy == "Dismiss the presented controller first")
        #expect(throws: ViewQueryError.self) { try root.find(Button.self, where: .text("Save")) }
        #expect(try Application.shared.findAll(Button.self, where: .text("Save")).isEmpty)
    }

    @Test(arguments: [ModalPresentationStyle.pageSheet, .formSheet, .popover, .automatic])
    func sheetsAndPopoversLeaveThePresenterReachable(style: ModalPresentationStyle) throws {
        let sheet = ViewController()
        sheet.modalPresentationStyle = style
        root.present(sheet, animated: false)
        try save.tap()
        #expect(try Application.shared.find(Button.self, where: .text("Save")) === save)
    }

    @Test func anActionSheetCoversToo() throws {
        root.present(alert(.actionSheet), animated: false)
        let error = try #require(throws: Fleet.ButtonError.self) { try save.tap() }
        #expect(error.kind == .unreachable(.coveredByPresentation))
        #expect(save.touchProblem?.flaws == .covered)
    }

    @Test func textInputUnderAnAlertIsRefusedAndNothingHappens() throws {
        var asked = false
        let delegate = RecordingFieldDelegate { asked = true }
        name.delegate = delegate
        root.present(alert(), animated: false)
        let error = try #require(throws: Fleet.TextFieldError.self) { try name.enter(text: "Ada") }
        #expect(error.kind == .unreachable(.coveredByPresentation))
        #expect(!asked)
        #expect(name.text == "")
        #expect(!name.isFirstResponder)
    }

    @Test func theAlertsOwnFieldsStayReachable() throws {
        let alert = alert()
        alert.addTextField()
        root.present(alert, animated: false)
        let field = try #require(alert.textFields?.first)
        try field.enter(text: "yes")
        #expect(field.text == "yes")
    }

    @Test func aQueryUnderAnAlertSaysWhatCoversTheMatch() throws {
        root.present(alert(), animated: false)
        let error = try #require(throws: ViewQueryError.self) { try Application.shared.find(Button.self, where: .text("Save")) }
        #expect(error.kind == .notFound)
        #expect(error.description.contains(#"it is covered by <AlertController "Delete?">, presented over <ViewController>"#))
        #expect(try Application.shared.find(Button.self, where: .text("Save"), includingHidden: true) === save)
        #expect(try Application.shared.find(Label.self, where: .text("Delete?")).text == "Delete?")
    }

    @Test func aChildControllersViewsAreCoveredWithTheirContainer() throws {
        let inner = ViewController()
        let button = Button(frame: CGRect(x: 0, y: 100, width: 100, height: 44))
        button.setTitle("Inner", for: .normal)
        inner.view.addSubview(button)
        let navigation = NavigationController(rootViewController: inner)
        Fleet.setAsAppWindowRoot(navigation)
        navigation.present(alert(), animated: false)
        #expect(throws: Fleet.ButtonError.self) { try button.tap() }
        #expect(button.touchProblem?.explanation.hasPrefix(#"it is covered by <AlertController "Delete?">"#) == true)
    }

    @Test func theScreenShowsThePresenterCoveredAndCounted() throws {
        root.present(alert(), animated: false)
        let text = Application.shared.screenText
        #expect(text.contains(#"ViewController [covered by AlertController "Delete?", 2 views inside]"#))
        #expect(!text.contains(#"Button "Save""#))
    }

    @Test func aCoverAboveACoverNamesTheNearestOne() throws {
        let full = ViewController()
        full.title = "Full"
        full.modalPresentationStyle = .fullScreen
        let button = Button(frame: CGRect(x: 0, y: 100, width: 100, height: 44))
        full.view.addSubview(button)
        root.present(full, animated: false)
        full.present(alert(), animated: false)
        #expect(save.touchProblem?.explanation == #"it is covered by <ViewController "Full">, presented over <ViewController>"#)
        #expect(button.touchProblem?.explanation == #"it is covered by <AlertController "Delete?">, presented over <ViewController "Full">"#)
    }
}

/// Records whether it was asked to begin.
@MainActor
private final class RecordingFieldDelegate: TextFieldDelegate {
    let asked: () -> Void
    init(asked: @escaping () -> Void) { self.asked = asked }
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { asked(); return true }
}
