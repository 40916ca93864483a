import Foundation
import Lark
import LarkSampleApp
import XCTest

/// The sign-in screen, tested with XCTest. Model code is main-actor isolated, so the class is
/// `@MainActor` and its tests are `async` (on Linux, XCTest cannot run synchronous main-actor
/// test methods).
@MainActor
final class SignInXCTests: XCTestCase {
    private var signIn: SignInViewController!

    override func setUp() async throws {
        SampleApp.registerStoryboard()
        let storyboard = try Storyboard(name: SampleApp.storyboardName)
        signIn = try storyboard.instantiateViewControllerChecked(withIdentifier: "SignIn", as: SignInViewController.self)
        Fleet.setAsAppRootWindow(NavigationController(rootViewController: signIn))
    }

    func testTheButtonIsEnabledOnlyWhenBothFieldsAreFilled() async throws {
        expect(self.signIn.signInButton).toNot(beEnabled())
        try signIn.emailField.enter(text: "ada@example.com")
        expect(self.signIn.signInButton).toNot(beEnabled())
        try signIn.passwordField.enter(text: "secret")
        expect(self.signIn.signInButton).to(beEnabled())
    }

    func testAWrongPasswordShowsTheError() async throws {
        try signIn.emailField.enter(text: "ada@example.com")
        try signIn.passwordField.enter(text: "nope")
        try signIn.signInButton.tap()
        expect(self.signIn.errorLabel).to(beVisible())
        expect(self.signIn.errorLabel).to(displayText("Wrong e-mail or password"))
    }

    func testTappingTheDisabledButtonIsRefusedAndChangesNothing() async {
        XCTAssertThrowsError(try signIn.signInButton.tap()) { error in
            XCTAssertEqual((error as? Fleet.ButtonError)?.kind, .notEnabled)
        }
        expect(self.signIn.errorLabel).toNot(beVisible())
    }
}
