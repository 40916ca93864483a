// A code block of README.md, verbatim: ReadmeCodeTests fails if they drift apart,
// and this file compiling (and, for tests, passing) proves that code works.

import Lark
import Testing
import XCTest

// Swift Testing: model code is main-actor isolated, like UIKit.
@Test @MainActor func saveButtonWaitsForAName() throws {
    let name = TextField(), save = Button()
    save.setTitle("Save", for: .normal)
    save.isEnabled = false
    name.addAction(Action { _ in save.isEnabled = name.hasText }, for: .editingChanged)
    let form = StackView(arrangedSubviews: [name, save])  // Auto Layout places them
    form.translatesAutoresizingMaskIntoConstraints = false
    let screen = ViewController()
    screen.view.addSubview(form)
    NSLayoutConstraint.activate([form.topAnchor.constraint(equalTo: screen.view.safeAreaLayoutGuide.topAnchor),
                                 form.centerXAnchor.constraint(equalTo: screen.view.centerXAnchor)])
    Fleet.setAsAppRootWindow(screen)      // a key window, per test

    expect(save).toNot(beEnabled())
    try name.enter(text: "Ada")           // focus, one should-change per character, events
    expect(save).to(beEnabled())
    expect(save).to(beVisible())
    expect(save).to(displayText("Save"))
}

// XCTest: the same DSL. On Linux, main-actor XCTest methods must be `async`.
@MainActor
final class TotalsTests: XCTestCase {
    func testTotals() async throws {
        let totals = [3, 4]
        expect(totals.reduce(0, +)).to(equal(7))
        expect(totals).to(contain(4))
        let first = try require(totals.first).to(beGreaterThan(2))
        expect(first) == 3
    }
}
