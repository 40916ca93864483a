import Foundation
import Lark
import Testing

/// Random set-ups for the helpers of issue 39 item 9, each against an oracle written from
/// Apple's rules: a button tap with or without its menu as primary action, the return key, and
/// bar items found by their system item.
@Suite("Tap, return key and system items agree with oracles")
@MainActor
struct ItemThirtyNineHelperPropertyTests {
    @Test(arguments: 0..<4)
    func aTapSendsTheMenuEventsOrThePrimaryOnes(batch: UInt64) throws {
        var random = SeededGenerator(seed: 0x7A9_0000 + batch)
        for iteration in 0..<100 {
            var events: [String] = []
            let button = Button(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
            let hasMenu = Bool.random(using: &random)
            let primary = Bool.random(using: &random)
            let enabled = Int.random(in: 0..<5, using: &random) > 0
            button.menu = hasMenu ? Menu(children: [Action(title: "A") { _ in events.append("chosen") }]) : nil
            button.showsMenuAsPrimaryAction = primary
            button.isEnabled = enabled
            for (event, name) in [(Control.Event.touchDown, "down"), (.touchUpInside, "up"), (.primaryActionTriggered, "primary"), (.menuActionTriggered, "menu")] {
                button.addAction(Action { _ in events.append(name) }, for: event)
            }
            let window = hostInWindow(button, frame: button.frame)
            let oracle: [String]? = !enabled ? nil : hasMenu && primary ? ["down", "menu"] : ["down", "up", "primary"]
            do {
                try button.tap()
                #expect(events == oracle, "batch \(batch), iteration \(iteration)")
            } catch {
                #expect(oracle == nil && events.isEmpty && error.kind == .notEnabled, "batch \(batch), iteration \(iteration)")
            }
            withExtendedLifetime(window) {}
        }
    }

    @MainActor
    private final class Answers: TextFieldDelegate {
        var returns = true
        var resigns = false
        func textFieldShouldReturn(_ textField: TextField) -> Bool {
            if resigns { _ = textField.resignFirstResponder() }
            return returns
        }
    }

    @Test(arguments: 0..<4)
    func theReturnKeyEndsEditingExactlyWhenUIKitWould(batch: UInt64) throws {
        var random = SeededGenerator(seed: 0x2E7_0000 + batch)
        for iteration in 0..<100 {
            let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
            let answers = Answers()
            let delegated = Bool.random(using: &random)
            answers.returns = Bool.random(using: &random)
            answers.resigns = Int.random(in: 0..<4, using: &random) == 0
            if delegated { field.delegate = answers }
            let listens = Bool.random(using: &random)
            var exits = 0
            if listens { field.addAction(Action { _ in exits += 1 }, for: .editingDidEndOnExit) }
            let window = hostInWindow(field, frame: field.frame)
            let editing = Int.random(in: 0..<5, using: &random) > 0
            if editing { try field.startEditing() }
            let context = Comment(rawValue: "batch \(batch), iteration \(iteration): delegate \(delegated) returns \(answers.returns) resigns \(answers.resigns), listens \(listens), editing \(editing)")
            do {
                try field.tapReturnKey()
                let says = !delegated || answers.returns
                #expect(editing, context)
                #expect(exits == (says && listens ? 1 : 0), context)
                #expect(field.isFirstResponder == (!(says && listens) && !(delegated && answers.resigns)), context)
            } catch {
                #expect(!editing && error.kind == .notEditing(.tapReturnKey) && exits == 0, context)
            }
            withExtendedLifetime(window) {}
        }
    }

    @MainActor
    private final class Taps {
        var log: [Int] = []
        func tapped(_ sender: BarButtonItem) { log.append(sender.tag) }
    }

    @Test(arguments: 0..<4)
    func aSystemItemTapsTheFirstItemMadeAsIt(batch: UInt64) throws {
        var random = SeededGenerator(seed: 0x5B5_0000 + batch)
        let kinds: [BarButtonItem.SystemItem] = [.add, .done, .trash, .action]
        for iteration in 0..<100 {
            let taps = Taps()
            let items = (0..<Int.random(in: 0...5, using: &random)).map { index in
                let item = BarButtonItem(barButtonSystemItem: kinds.randomElement(using: &random)!, target: taps, action: ActionMethod(Taps.tapped))
                item.tag = index
                item.isEnabled = Int.random(in: 0..<4, using: &random) > 0
                return item
            }
            let toolbar = Toolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            toolbar.items = Bool.random(using: &random) || !items.isEmpty ? items : nil
            let wanted = kinds.randomElement(using: &random)!
            let first = items.first { $0.systemItem == wanted }
            let context = Comment(rawValue: "batch \(batch), iteration \(iteration), \(wanted)")
            do {
                try toolbar.tapItem(withSystemItem: wanted)
                #expect(first?.isEnabled == true && taps.log == [first!.tag], context)
            } catch {
                let expected: Fleet.BarErrorKind = toolbar.items == nil ? .noItems : first == nil ? .noSuchItem : .itemRefused(.notEnabled)
                #expect(error.kind == expected && taps.log.isEmpty, context)
            }
        }
    }
}
