import Foundation
import Lark

/// One deliberately failing expectation per matcher family, to show the failure messages.
@MainActor
struct Showcase {
    let report: DemoReport

    func run() {
        report.section("Showcase: deliberate failures, one per matcher family (these are meant to fail)")
        report.showcase("equality") { expect([1, 2, 3]).to(equal([1, 2, 4])) }
        report.showcase("collections") { expect(["apple", "bread"]).to(contain("cheese")) }
        report.showcase("comparison and closeness") { expect(0.1 + 0.2).to(beCloseTo(0.31, within: 0.001)) }
        report.showcase("composition") { expect(7).to(beGreaterThan(5) && beLessThan(6)) }
        report.showcase("errors") {
            struct Offline: Error {}
            expect { throw Offline() }.toNot(throwError())
        }
        report.showcase("polling") { expect(0).toEventually(equal(1), timeout: .milliseconds(50)) }
        report.showcase("requirements") { _ = try require(nil as Int?).toNot(beNil(), description: "the cart total") }

        let window = Window()
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.accessibilityIdentifier = "root"
        window.addSubview(root)
        window.makeKeyAndVisible()
        let group = StackView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        group.alpha = 0
        root.addSubview(group)
        let save = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        save.setTitle("Save", for: .normal)
        save.isEnabled = false
        group.addSubview(save)
        report.showcase("visibility") { expect(save).to(beVisible(insideOf: root)) }
        report.showcase("enabled state") { expect(save).to(beEnabled()) }
        report.showcase("text") {
            let label = Label()
            label.text = "Hello"
            expect(label).to(displayText("Hi"))
        }
        report.showcase("accessibility") { expect(save).to(haveAccessibilityLabel("Save changes")) }
        report.showcase("switches") { expect(Switch()).to(beOn()) }
        report.showcase("key commands") {
            let editor = View()
            expect(editor).to(haveKeyCommand(input: "s", modifiers: [.command], title: "Save"))
        }
        report.showcase("pointer interactions") { expect(save).to(haveTheDefaultPointerInteraction()) }
        report.showcase("interaction helpers (a Fleet error, thrown instead of tapping)") { try save.tap() }

        // Outside any test framework, a failure that nobody gathers is never dropped: it is
        // printed to standard error with its location, and the returned status says so.
        say("  • outside a test: an ungathered failure goes to standard error")
        let status = expect("ungathered").to(equal("gathered")).status
        say("      (the expectation's status: \(status))")
    }
}
