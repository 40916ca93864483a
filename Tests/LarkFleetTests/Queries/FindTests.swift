import Foundation
import Lark
import Testing
import XCTest

/// A sign-in screen: a navigation controller whose top controller has an email field, a
/// password field, a "Sign in" button, a hidden "Retry" button in a footer, and a "Forgot?"
/// button.
@MainActor
final class SignInScreen {
    final class SignInViewController: ViewController {}

    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let navigation: NavigationController
    let controller = SignInViewController()
    let email = TextField(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
    let password = TextField(frame: CGRect(x: 20, y: 160, width: 350, height: 44))
    let signIn = Button(frame: CGRect(x: 20, y: 220, width: 350, height: 44))
    let forgot = Button(frame: CGRect(x: 20, y: 280, width: 350, height: 44))
    let footer = View(frame: CGRect(x: 0, y: 700, width: 390, height: 100))
    let retry = Button(frame: CGRect(x: 20, y: 10, width: 100, height: 44))
    var signInTaps = 0

    init() {
        navigation = NavigationController(rootViewController: controller)
        email.placeholder = "Email"
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        signIn.setTitle("Sign in", for: .normal)
        signIn.accessibilityIdentifier = "signIn"
        forgot.setTitle("Forgot?", for: .normal)
        retry.setTitle("Retry", for: .normal)
        footer.accessibilityIdentifier = "footer"
        footer.isHidden = true
        footer.addSubview(retry)
        for view in [email, password, signIn, forgot, footer] { controller.view.addSubview(view) }
        signIn.addAction(Action { [unowned self] _ in signInTaps += 1 }, for: .touchUpInside)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
    }
}

@Suite @MainActor struct FindTests {
    @Test func findsByTextPlaceholderLabelIdentifierAndKind() throws {
        let screen = SignInScreen()
        #expect(try screen.window.find(Button.self, where: .text("Sign in")) === screen.signIn)
        #expect(try screen.window.find(where: .text("Sign in")) === screen.signIn)
        #expect(try screen.window.find(TextField.self, where: .placeholder("Email")) === screen.email)
        // A placeholder is not text: only a placeholder query finds an empty field by it.
        #expect(throws: ViewQueryError.self) { try screen.window.find(where: .text("Email")) }
        #expect(try screen.window.find(TextField.self, where: .text("") && .placeholder("Email")) === screen.email)
        #expect(try screen.controller.find(where: .identifier("signIn")) === screen.signIn)
        #expect(try screen.controller.find(where: .label("Forgot?")) === screen.forgot)
        #expect(try screen.controller.find(Button.self, where: .text(containing: "Forgot")) === screen.forgot)
        #expect(try screen.controller.find(Button.self, where: .text("Sign in") && .identifier("signIn")) === screen.signIn)
        #expect(try Application.shared.find(where: .text("Forgot?")) === screen.forgot)
    }

    @Test func composesWithTheHelpersInOneLine() throws {
        let screen = SignInScreen()
        try screen.window.find(TextField.self, where: .placeholder("Email")).enter(text: "ada@example.com")
        try screen.window.find(Button.self, where: .text("Sign in")).tap()
        #expect(screen.email.text == "ada@example.com")
        #expect(screen.signInTaps == 1)
    }

    @Test func nothingFoundListsWhatIsOnScreenAndWhatIsHidden() throws {
        let screen = SignInScreen()
        let error = try #require(throws: ViewQueryError.self) { try screen.controller.find(Button.self, where: .text("Retry")) }
        #expect(error.kind == .notFound)
        #expect(error.message == """
            Cannot find a Button with text "Retry" in SignInViewController: no Button on screen matches.
            Buttons on screen (2):
              Button#signIn "Sign in"  at SignInViewController > Button#signIn "Sign in"
              Button "Forgot?"  at SignInViewController > Button "Forgot?"
            Matches a user cannot see (1; pass includingHidden: true to find them):
              Button "Retry"  at SignInViewController > View#footer > Button "Retry": its ancestor <View#footer> is hidden
            """)
        #expect(try screen.controller.find(Button.self, where: .text("Retry"), includingHidden: true) === screen.retry)
    }

    /// docs/queries.md#when-a-query-fails: what a framework prints starts with the call site and
    /// ends with the screen of the searched root; equality and `message` leave them out.
    @Test func aFailedFindNamesItsCallSiteAndShowsTheScreen() throws {
        let screen = SignInScreen()
        let line = #line + 1
        let error = try #require(throws: ViewQueryError.self) { try screen.controller.find(Button.self, where: .text("Retry")) }
        #expect(error.callSite?.hasPrefix("FindTests.swift:\(line):") == true)
        #expect(error.description.hasPrefix("FindTests.swift:\(line):"))
        #expect(error.description.hasSuffix("""
            Screen:
              SignInViewController
                TextField "Email" (placeholder)
                TextField "Password" (placeholder)
                Button#signIn "Sign in"
                Button "Forgot?"
                View#footer [hidden, 1 view inside]
            """))
        #expect(!error.message.contains("FindTests.swift"))
        let again = try #require(throws: ViewQueryError.self) { try screen.controller.find(Button.self, where: .text("Retry")) }
        #expect(again == error, "the call site is not part of equality")
        let unloaded = try #require(throws: ViewQueryError.self) { try ViewController().findAll(Button.self) }
        #expect(unloaded.callSite != nil && unloaded.screen == nil)
    }

    @Test func severalFoundListsThemInScreenOrder() throws {
        let screen = SignInScreen()
        let error = try #require(throws: ViewQueryError.self) { try screen.window.find(TextField.self) }
        #expect(error.kind == .severalFound)
        #expect(error.message == """
            Found 2 TextFields in Window, but find needs exactly one:
              TextField "Email"  at Window > NavigationController > SignInViewController > TextField "Email"
              TextField "Password"  at Window > NavigationController > SignInViewController > TextField "Password"
            Narrow the query (add a kind, .identifier(...) or another condition), or use findAll.
            """)
    }

    @Test func nothingOnScreenOfThatKindSaysSo() throws {
        let screen = SignInScreen()
        let error = try #require(throws: ViewQueryError.self) { try screen.controller.find(Switch.self) }
        #expect(error.message == "Cannot find a Switch in SignInViewController: there are no Switches on screen.")
    }

    @Test func anUnloadedControllerIsNothingToSearchNotAnEmptyScreen() throws {
        let controller = ViewController()
        let error = try #require(throws: ViewQueryError.self) { try controller.findAll(Button.self) }
        #expect(error.kind == .nothingToSearch)
        #expect(error.message.contains("its view is not loaded"))
        #expect(!controller.isViewLoaded)
    }

    @Test func findAllIsInScreenOrderThenTreeOrder() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let labels = [("c", 100, 0), ("a", 0, 0), ("b", 0, 50), ("d", 100, 0)].map { name, y, x in
            let label = Label(frame: CGRect(x: CGFloat(x), y: CGFloat(y), width: 40, height: 20))
            label.text = name
            root.addSubview(label)
            return label
        }
        #expect(try root.findAll(Label.self).compactMap(\.text) == ["a", "b", "c", "d"])
        #expect(try root.findAll(Label.self, where: .text("zzz")).isEmpty)
        _ = labels
    }

    @Test func cellsAreFoundByTheirTextAndTappedLikeAUser() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = ViewController()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let rows = Rows(["Milk", "Eggs", "Bread"])
        table.dataSource = rows
        table.delegate = rows
        controller.view.addSubview(table)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        try window.find(TableViewCell.self, where: .text("Eggs")).tap()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(rows.selected == [IndexPath(row: 1, section: 0)])
        // A label inside the cell shows the text; asking for any view finds the label.
        #expect(try window.find(where: .text("Bread")) is Label)
    }

    @Test func aCellNotInATableCannotBeTapped() throws {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        let error = try #require(throws: Fleet.TableViewError.self) { try cell.tap() }
        #expect(error.kind == .cellNotInTable)
    }

    @Test func theAlertPairReadsTogether() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = ViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        var deleted = false
        let alert = AlertController(title: "Delete Milk?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in deleted = true })
        let refused = try #require(throws: Fleet.AlertError.self) { try controller.tapPresentedAlertAction(withTitle: "Delete") }
        #expect(refused.message == "Cannot tap the action 'Delete' of an alert over ViewController: No alert is shown: nothing is presented. Present the alert first (check what the action under test does).")
        controller.present(alert, animated: false)
        expect(controller).to(presentAlert(title: "Delete Milk?", actions: [.cancel("Cancel"), .destructive("Delete")]))
        try controller.tapPresentedAlertAction(withTitle: "Delete")
        #expect(deleted)
        expect(controller).toNot(presentAlert())
    }
}

/// A one-section table of texts that records selections.
@MainActor
final class Rows: TableViewDataSource, TableViewDelegate {
    let texts: [String]
    var selected: [IndexPath] = []
    init(_ texts: [String]) { self.texts = texts }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = texts[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

@MainActor
final class FindXCTests: XCTestCase {
    func testARefusedFindIsATypedErrorUnderXCTest() async throws {
        let screen = SignInScreen()
        XCTAssertThrowsError(try screen.window.find(Button.self, where: .text("Register"))) { error in
            XCTAssertEqual((error as? ViewQueryError)?.kind, .notFound)
        }
        try screen.window.find(Button.self, where: .text("Forgot?")).tap()
        expect(screen.window).to(containView(Button.self, where: .text("Sign in")))
    }
}
