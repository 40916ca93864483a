// The code blocks of docs/queries.md, verbatim: ReadmeCodeTests fails if they drift apart, and
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

@Test @MainActor func aStateNarrowsAQuery() throws {
    let wifi = Switch(frame: CGRect(x: 20, y: 100, width: 51, height: 31))
    wifi.accessibilityLabel = "Wi-Fi"
    let save = Button(frame: CGRect(x: 20, y: 160, width: 100, height: 44))
    save.setTitle("Save", for: .normal)
    save.isEnabled = false
    let screen = ViewController()
    screen.view.addSubview(wifi)
    screen.view.addSubview(save)
    Fleet.setAsAppWindowRoot(screen)

    #expect(try screen.find(Button.self, where: .text("Save") && .state(.disabled)) === save)
    #expect(try screen.findAll(Switch.self, where: .label("Wi-Fi") && .state(.on)).isEmpty)
    try screen.find(Switch.self, where: .label("Wi-Fi") && .state(.off)).flip()
    #expect(try screen.find(Switch.self, where: .state(.on)) === wifi)
}
