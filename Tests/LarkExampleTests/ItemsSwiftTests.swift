import Foundation
import Lark
import LarkSampleApp
import Testing

/// The item list, tested with Swift Testing. Each test gets its own application (key window,
/// storyboard registry), so these run in parallel safely.
@MainActor
@Suite struct ItemsSwiftTests {
    /// Signs in through the real screens and returns the navigation controller on the list.
    private func signedIn(_ storyboard: Storyboard) throws -> NavigationController {
        let navigation = try #require(try SampleApp.makeInitialViewController(from: storyboard))
        Fleet.setAsAppRootWindow(navigation)
        let signIn = try #require(navigation.topViewController as? SignInViewController)
        try signIn.emailField.enter(text: "ada@example.com")
        try signIn.passwordField.enter(text: "secret")
        try signIn.signInButton.tap()
        return navigation
    }

    @Test func signingInShowsTheList() throws {
        SampleApp.registerStoryboard()
        let navigation = try signedIn(try Storyboard(name: SampleApp.storyboardName))
        let items = try #require(navigation.topViewController as? ItemsViewController)
        expect(items.tableView).to(beVisible())
        expect(items.tableView).to(listItems("Apples", "Bread", "Cheese", "Dates", "Eggs"))
    }

    @Test func selectingARowShowsTheMockedDetailScreen() throws {
        SampleApp.registerStoryboard()
        let storyboard = try Storyboard(name: SampleApp.storyboardName)
        // The detail screen is replaced by a mock: a real ItemDetailViewController whose
        // lifecycle callbacks do not run, so this test depends only on the list's behaviour.
        let detail = try storyboard.mockIdentifier("ItemDetail", usingMockFor: ItemDetailViewController.self)
        let navigation = try signedIn(storyboard)
        let items = try #require(navigation.topViewController as? ItemsViewController)

        try items.tableView.selectRow(at: IndexPath(row: 2, section: 0))

        #expect(navigation.topViewController === detail)
        #expect(detail.item == "Cheese")
        #expect(!detail.hasRunViewDidLoad)
    }

    @Test func deletingAnItemAsksFirst() throws {
        SampleApp.registerStoryboard()
        let navigation = try signedIn(try Storyboard(name: SampleApp.storyboardName))
        let items = try #require(navigation.topViewController as? ItemsViewController)

        try items.tableView.selectCellAction(withTitle: "Delete", at: IndexPath(row: 1, section: 0))
        let alert = try #require(Fleet.getApplicationScreen()?.presentedAlert)
        #expect(alert.title == "Delete Bread?")
        try alert.tapAlertAction(withTitle: "Cancel")
        expect(items.tableView).to(listItems("Apples", "Bread", "Cheese", "Dates", "Eggs"))

        try items.tableView.selectCellAction(withTitle: "Delete", at: IndexPath(row: 1, section: 0))
        try #require(Fleet.getApplicationScreen()?.presentedAlert).tapAlertAction(withTitle: "Delete")
        expect(items.tableView).to(listItems("Apples", "Cheese", "Dates", "Eggs"))
    }

    @Test func theCustomMatcherExplainsAMismatch() throws {
        SampleApp.registerStoryboard()
        let navigation = try signedIn(try Storyboard(name: SampleApp.storyboardName))
        let items = try #require(navigation.topViewController as? ItemsViewController)
        let failures = gatherFailingExpectations(silently: true) {
            expect(items.tableView).to(listItems("Apples"))
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.stringValue.hasPrefix("expected to list items [\"Apples\"], got <") == true)
        #expect(failures.first?.message.stringValue.hasSuffix("listed: [\"Apples\", \"Bread\", \"Cheese\", \"Dates\", \"Eggs\"]") == true)
    }
}

/// The same sign-in checks as `SignInXCTests`, in Swift Testing's style.
@MainActor
@Suite struct SignInSwiftTests {
    private let signIn: SignInViewController

    init() throws {
        SampleApp.registerStoryboard()
        signIn = try Storyboard(name: SampleApp.storyboardName)
            .instantiateViewControllerChecked(withIdentifier: "SignIn", as: SignInViewController.self)
        Fleet.setAsAppRootWindow(NavigationController(rootViewController: signIn))
    }

    @Test func theButtonIsEnabledOnlyWhenBothFieldsAreFilled() throws {
        expect(signIn.signInButton).toNot(beEnabled())
        try signIn.emailField.enter(text: "ada@example.com")
        try signIn.passwordField.enter(text: "secret")
        expect(signIn.signInButton).to(beEnabled())
    }

    @Test func tappingTheDisabledButtonThrowsATypedError() {
        #expect(throws: Fleet.ButtonError.self) { try signIn.signInButton.tap() }
    }
}
