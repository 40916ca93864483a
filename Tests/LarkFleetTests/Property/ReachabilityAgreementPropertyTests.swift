import Foundation
import Lark
import Testing

/// Issue 14, item 3: visibility and touchability are defined once (LarkUI's `Reachability`), so
/// over random trees `beInteractible` (container: the window at the root) passes exactly when
/// `tap()`, `flip()` and `startEditing()` are not refused as unreachable, and `beVisible` passes
/// exactly when nothing on the way is hidden, too transparent or without a size.
@Suite("Matchers and helpers agree on reachability")
@MainActor
struct ReachabilityAgreementPropertyTests {
    /// Alphas around UIKit's 0.01 hit-testing threshold, where the rules used to disagree.
    private static let alphas: [CGFloat] = [0, 0.005, 0.0099, 0.01, 0.011, 0.5, 1]

    private struct Tree {
        let window: Window
        let views: [View]
        let button: Button
        let toggle: Switch
        let field: TextField
    }

    private func randomFlags(_ view: View, _ random: inout SeededGenerator, sizes: [CGFloat]) {
        view.isHidden = Int.random(in: 0..<8, using: &random) == 0
        view.alpha = Int.random(in: 0..<3, using: &random) == 0 ? Self.alphas.randomElement(using: &random)! : 1
        view.isUserInteractionEnabled = Int.random(in: 0..<8, using: &random) != 0
        view.frame = CGRect(x: 0, y: 0, width: sizes.randomElement(using: &random)!, height: sizes.randomElement(using: &random)!)
    }

    /// A key window with a random tree (up to 12 views, random depth and fan-out) and a button,
    /// a switch and a text field hung from random views of it.
    private func randomTree(_ random: inout SeededGenerator, sizes: [CGFloat]) -> Tree {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let controller = ViewController()
        window.makeKeyAndVisible()
        window.rootViewController = controller
        var views: [View] = [controller.view]
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            let view = View()
            randomFlags(view, &random, sizes: sizes)
            views.randomElement(using: &random)!.addSubview(view)
            views.append(view)
        }
        let button = Button(), toggle = Switch(), field = TextField()
        for control in [button, toggle, field] as [Control] {
            randomFlags(control, &random, sizes: sizes)
            views.randomElement(using: &random)!.addSubview(control)
        }
        // The window and the root view get random flags too (the window stays key).
        for view in [window, controller.view!] where Int.random(in: 0..<4, using: &random) == 0 {
            randomFlags(view, &random, sizes: sizes)
        }
        return Tree(window: window, views: views, button: button, toggle: toggle, field: field)
    }

    private func reachabilityRefused(_ body: () throws -> Void, reachabilityKinds: (any Error) -> Bool) -> Bool {
        do {
            try body()
            return false
        } catch {
            return reachabilityKinds(error)
        }
    }

    @Test(arguments: 0..<8)
    func beInteractibleAgreesWithTheHelpers(batch: UInt64) {
        var random = SeededGenerator(seed: 0x5EED_0000 + batch)
        var refusedAtLeastOnce = 0, passedAtLeastOnce = 0
        for iteration in 0..<250 {
            // Positive sizes: the model has no layout, and the helpers ignore sizes (so do the
            // untouchable flaws); beInteractible's own size rule is its minimum touch target.
            let tree = randomTree(&random, sizes: [1, 10, 44, 100])
            let context = "seed \(0x5EED_0000 + batch), iteration \(iteration)"

            let buttonMatches = satisfies(tree.button, beInteractible(insideOf: tree.window, minimumSize: .zero))
            let tapRefused = reachabilityRefused({ try tree.button.tap() }) { error in
                guard let error = error as? Fleet.ButtonError else { return false }
                return error.kind == .userInteractionDisabled || error.kind == .notVisible
            }
            #expect(buttonMatches == !tapRefused, "\(context): \(tree.button)")
            #expect(tree.button.isReachableByTouch == buttonMatches, "\(context)")
            if tapRefused { refusedAtLeastOnce += 1 } else { passedAtLeastOnce += 1 }

            let switchMatches = satisfies(tree.toggle, beInteractible(insideOf: tree.window, minimumSize: .zero))
            let flipRefused = reachabilityRefused({ try tree.toggle.flip() }) { error in
                guard let error = error as? Fleet.SwitchError else { return false }
                return error.kind == .userInteractionDisabled || error.kind == .notVisible
            }
            #expect(switchMatches == !flipRefused, "\(context): \(tree.toggle)")

            let fieldMatches = satisfies(tree.field, beInteractible(insideOf: tree.window, minimumSize: .zero))
            let editRefused = reachabilityRefused({ try tree.field.startEditing() }) { error in
                guard let error = error as? Fleet.TextFieldError else { return false }
                return error.kind == .userInteractionDisabled || error.kind == .notVisible
            }
            #expect(fieldMatches == !editRefused, "\(context): \(tree.field)")
            if tree.field.isFirstResponder { _ = tree.field.resignFirstResponder() }
        }
        // The generator reaches both outcomes often, so the agreement is not vacuous.
        #expect(refusedAtLeastOnce > 25)
        #expect(passedAtLeastOnce > 25)
    }

    @Test(arguments: 0..<4)
    func beVisibleIsTheInvisibleFlawsUpToTheContainer(batch: UInt64) {
        var random = SeededGenerator(seed: 0xB15_0000 + batch)
        for iteration in 0..<250 {
            let tree = randomTree(&random, sizes: [0, 1, 44])
            for view in tree.views + [tree.button, tree.toggle, tree.field] {
                let expected = view.reachabilityProblem(.invisible, upTo: tree.window) == nil
                #expect(satisfies(view, beVisible(insideOf: tree.window)) == expected, "seed batch \(batch), iteration \(iteration): \(view)")
                #expect(satisfies(view, beVisible()) == expected, "seed batch \(batch), iteration \(iteration): \(view)")
            }
        }
    }

    @Test func theIssuesExampleNowAgrees() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let button = Button(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        button.alpha = 0.005
        window.addSubview(button)
        #expect(doesNotSatisfy(button, beInteractible(insideOf: window)))
        #expect(doesNotSatisfy(button, beVisible()))
        #expect(throws: Fleet.ButtonError.self) { try button.tap() }
        button.alpha = 0.01
        #expect(satisfies(button, beInteractible(insideOf: window)))
        try button.tap()
    }
}
