// The code block of docs/queries.md, verbatim: ReadmeCodeTests fails if they drift apart, and
// the test runs with the suite.
import Foundation
import Lark
import Testing

@Test @MainActor func aPlaceholderIsNotText() throws {
    let email = TextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
    email.placeholder = "Email"
    let screen = ViewController()
    screen.view.addSubview(email)
    Fleet.setAsAppWindowRoot(screen)

    #expect(throws: ViewQueryError.self) { try screen.find(where: .text("Email")) }
    try screen.find(TextField.self, where: .placeholder("Email")).enter(text: "ada@example.com")
    #expect(try screen.find(where: .text("ada@example.com")) === email)
}
