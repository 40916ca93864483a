import Foundation
import Lark
import Testing

/// Visibility and touchability are defined once (LarkUI's `ReachabilityWalk`). Over random trees
/// with random positions, zero-size and clipping ancestors and scrolled bounds, checked against an
/// oracle that works top-down in window coordinates (the walk works bottom-up, clipping as it
/// goes):
/// - `tap()`, `flip()` and `startEditing()` are refused as unreachable exactly when the oracle
///   says no touch reaches the control, and a refusal changes nothing;
/// - `beInteractible(insideOf: window, minimumSize: .zero)` passes exactly when the tap is not
///   refused, and when both fail they name the same culprit in the same words;
/// - `beVisible` passes exactly when the oracle says the view is seen.
@Suite("Matchers and helpers agree on reachability")
@MainActor
struct ReachabilityAgreementPropertyTests {
    /// Alphas around UIKit's 0.01 hit-testing threshold.
    private static let alphas: [CGFloat] = [0, 0.005, 0.0099, 0.01, 0.011, 0.5, 1]
    private static let origins: [CGFloat] = [-60, 0, 0, 10, 30, 120, 450]
    private static let sizes: [CGFloat] = [0, 1, 10, 44, 100, 500]

    private struct Tree {
        let window: Window
        let views: [View]
        let button: Button
        let toggle: Switch
        let field: TextField
        var controls: [View] { [button, toggle, field] }
    }

    private func randomState(_ view: View, _ random: inout SeededGenerator, positiveSize: Bool) {
        view.isHidden = Int.random(in: 0..<10, using: &random) == 0
        view.alpha = Int.random(in: 0..<4, using: &random) == 0 ? Self.alphas.randomElement(using: &random)! : 1
        view.isUserInteractionEnabled = Int.random(in: 0..<10, using: &random) != 0
        view.clipsToBounds = Bool.random(using: &random)
        let sizes = positiveSize ? Self.sizes.filter { $0 > 0 } : Self.sizes
        let big = Int.random(in: 0..<3, using: &random) == 0
        view.frame = CGRect(
            x: big ? 0 : Self.origins.randomElement(using: &random)!,
            y: big ? 0 : Self.origins.randomElement(using: &random)!,
            width: big ? 400 : sizes.randomElement(using: &random)!,
            height: big ? 800 : sizes.randomElement(using: &random)!)
        if Int.random(in: 0..<6, using: &random) == 0 {
            view.bounds.origin = CGPoint(x: 0, y: [20, 200].randomElement(using: &random)!)  // scrolled
        }
    }

    /// A key window with a random tree (up to 10 views) and a button, a switch and a text field
    /// (positive sizes) hung from random views of it.
    private func randomTree(_ random: inout SeededGenerator) -> Tree {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let controller = ViewController()
        window.makeKeyAndVisible()
        window.rootViewController = controller
        var views: [View] = [controller.view]
        for _ in 0..<Int.random(in: 0...10, using: &random) {
            let view = View()
            randomState(view, &random, positiveSize: false)
            views.randomElement(using: &random)!.addSubview(view)
            views.append(view)
        }
        let button = Button(), toggle = Switch(), field = TextField()
        for control in [button, toggle, field] as [Control] {
            randomState(control, &random, positiveSize: true)
            views.randomElement(using: &random)!.addSubview(control)
        }
        if Int.random(in: 0..<4, using: &random) == 0 { randomState(controller.view, &random, positiveSize: false) }
        if Int.random(in: 0..<8, using: &random) == 0 { window.isHidden = true }
        return Tree(window: window, views: views, button: button, toggle: toggle, field: field)
    }

    // MARK: The oracle, top-down in window coordinates

    /// The chain from the top (the window) down to `view`.
    private func chain(to view: View) -> [View] {
        var nodes = [view]
        while let parent = nodes.last!.superview { nodes.append(parent) }
        return nodes.reversed()
    }

    /// Each view's own coordinate origin, in window coordinates.
    private func absoluteBounds(of chain: [View]) -> [CGRect] {
        var offset = CGPoint.zero
        return chain.map { view in
            offset.x += view.frame.minX - view.bounds.minX
            offset.y += view.frame.minY - view.bounds.minY
            return CGRect(x: offset.x + view.bounds.minX, y: offset.y + view.bounds.minY, width: view.bounds.width, height: view.bounds.height)
        }
    }

    /// Whether some point of `subject` (a point, for a zero size) lies inside every rectangle.
    private func overlaps(_ subject: CGRect, all limits: [CGRect]) -> Bool {
        func axis(_ start: CGFloat, _ length: CGFloat, _ limits: [(CGFloat, CGFloat)]) -> Bool {
            if length > 0 {
                let low = limits.map(\.0).reduce(start, max), high = limits.map { $0.0 + $0.1 }.reduce(start + length, min)
                return low < high
            }
            return limits.allSatisfy { start >= $0.0 && start < $0.0 + $0.1 }
        }
        return axis(subject.minX, max(0, subject.width), limits.map { ($0.minX, $0.width) })
            && axis(subject.minY, max(0, subject.height), limits.map { ($0.minY, $0.height) })
    }

    private func touchReaches(_ view: View) -> Bool {
        let nodes = chain(to: view)
        guard nodes.allSatisfy({ !$0.isHidden && $0.alpha >= 0.01 && $0.isUserInteractionEnabled }) else { return false }
        let ancestors = nodes.dropLast()
        guard ancestors.allSatisfy({ $0.frame.width > 0 && $0.frame.height > 0 }) else { return false }
        let rects = absoluteBounds(of: nodes)
        return overlaps(rects.last!, all: Array(rects.dropLast()))
    }

    private func isSeen(_ view: View) -> Bool {
        let nodes = chain(to: view)
        guard nodes.allSatisfy({ !$0.isHidden && $0.alpha >= 0.01 && $0.frame.width > 0 && $0.frame.height > 0 }) else { return false }
        let rects = absoluteBounds(of: nodes)
        let clipping = zip(nodes.dropLast(), rects).filter { $0.0.clipsToBounds || $0.0 is Window }.map(\.1)
        return overlaps(rects.last!, all: clipping)
    }

    // MARK: Properties

    /// The refusal of `body` when it is one of the unreachable kinds, else nil.
    private func unreachableRefusal(_ body: () throws -> Void) -> (any Fleet.HelperError)? {
        do {
            try body()
            return nil
        } catch let error as Fleet.ButtonError where [.unreachable(.userInteractionDisabled), .unreachable(.notVisible), .unreachable(.outsideBounds)].contains(error.kind) {
            return error
        } catch let error as Fleet.SwitchError where [.unreachable(.userInteractionDisabled), .unreachable(.notVisible), .unreachable(.outsideBounds)].contains(error.kind) {
            return error
        } catch let error as Fleet.TextFieldError where [.unreachable(.userInteractionDisabled), .unreachable(.notVisible), .unreachable(.outsideBounds)].contains(error.kind) {
            return error
        } catch {
            return nil
        }
    }

    @Test(arguments: 0..<8)
    func helpersMatchersAndTheOracleAgree(batch: UInt64) {
        var random = SeededGenerator(seed: 0x5EED_0000 + batch)
        var refused = 0, reached = 0, outsideBounds = 0
        for iteration in 0..<200 {
            let tree = randomTree(&random)
            let context = Comment(rawValue: "seed \(0x5EED_0000 + batch), iteration \(iteration)\n\(tree.window.recursiveDescription)")
            var taps = 0
            tree.button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
            let wasOn = tree.toggle.isOn
            let actions: [(View, () throws -> Void)] = [
                (tree.button, { try tree.button.tap() }),
                (tree.toggle, { try tree.toggle.flip() }),
                (tree.field, { try tree.field.startEditing() }),
            ]
            for (control, act) in actions {
                let expected = touchReaches(control)
                let problem = control.touchProblem
                let refusal = unreachableRefusal(act)
                #expect((refusal == nil) == expected, context)
                #expect((problem == nil) == expected, context)
                let failures = gatherFailingExpectations(silently: true) {
                    expect(control).to(beInteractible(insideOf: tree.window, minimumSize: .zero))
                }
                #expect(failures.isEmpty == expected, context)
                if let refusal, let problem, let matcher = failures.first?.message.stringValue {
                    // One flaw, one wording: the refusal and the matcher say the same clause.
                    #expect(refusal.message.contains("(\(problem.explanation))"), context)
                    #expect(matcher.contains(", but \(problem.explanation) (path: "), context)
                    if problem.flaws == .outsideBounds { outsideBounds += 1 }
                    refused += 1
                } else {
                    reached += 1
                }
            }
            // A refused action changed nothing.
            if unreachableRefusal({ try tree.button.tap() }) != nil { #expect(taps == 0, context) }
            if !touchReaches(tree.toggle) { #expect(tree.toggle.isOn == wasOn, context) }
            if !touchReaches(tree.field) { #expect(!tree.field.isFirstResponder, context) }
            if tree.field.isFirstResponder { _ = tree.field.resignFirstResponder() }
        }
        // The generator reaches every outcome often, so the agreement is not vacuous.
        #expect(refused > 100)
        #expect(reached > 100)
        #expect(outsideBounds > 10)
    }

    @Test(arguments: 0..<4)
    func beVisibleIsWhatTheOracleSees(batch: UInt64) {
        var random = SeededGenerator(seed: 0xB15_0000 + batch)
        var seen = 0, unseen = 0
        for iteration in 0..<200 {
            let tree = randomTree(&random)
            for view in tree.views + tree.controls {
                let expected = isSeen(view)
                let context = Comment(rawValue: "seed batch \(batch), iteration \(iteration): \(view)\n\(tree.window.recursiveDescription)")
                #expect(satisfies(view, beVisible(insideOf: tree.window)) == expected, context)
                #expect(satisfies(view, beVisible()) == (expected && !tree.window.isHidden), context)
                if expected { seen += 1 } else { unseen += 1 }
            }
        }
        #expect(seen > 100)
        #expect(unseen > 100)
    }

    @Test func aButtonInsideAZeroSizeContainerIsNeitherVisibleNorTappable() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let container = View(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        let button = Button(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        button.setTitle("Save", for: .normal)
        window.addSubview(container)
        container.addSubview(button)
        let clause = "its ancestor <View> has width 0 and has height 0"
        #expect(throws: Fleet.ButtonError(
            kind: .unreachable(.outsideBounds), attempted: "Cannot tap Button \"Save\"",
            reason: "Control is out of a touch's reach (\(clause))", remedy: "Give that view a width and a height (set its frame)")) {
            try button.tap()
        }
        let failures = gatherFailingExpectations(silently: true) { expect(button).to(beVisible()) }
        #expect(failures.map(\.message.stringValue) == [
            "expected to be visible in the key window, got <Button \"Save\">, but \(clause) (path: Window > View > Button \"Save\")",
        ])
    }

    @Test func aButtonOutsideANonClippingParentIsSeenButNotTouched() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let card = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let button = Button(frame: CGRect(x: 150, y: 0, width: 44, height: 44))
        window.addSubview(card)
        card.addSubview(button)
        #expect(satisfies(button, beVisible()))
        #expect(doesNotSatisfy(button, beInteractible(insideOf: window)))
        let error = try #require(throws: Fleet.ButtonError.self) { try button.tap() }
        #expect(error.kind == .unreachable(.outsideBounds))
        #expect(error.reason == "Control is out of a touch's reach (it lies outside the bounds of its ancestor <View>)")
        card.clipsToBounds = true
        #expect(doesNotSatisfy(button, beVisible()))
        card.frame.size.width = 200
        #expect(satisfies(button, beVisible()))
        try button.tap()
    }

    @Test func theWalkOfATapVisitsEachAncestorOnce() throws {
        // A deep chain: one walk is linear; two walks or a walk per check would still pass, so
        // this checks the answer at depth rather than a count.
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        var parent: View = window
        for _ in 0..<10_000 {
            let view = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            parent.addSubview(view)
            parent = view
        }
        let button = Button(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        parent.addSubview(button)
        try button.tap()
        window.subviews[0].clipsToBounds = true
        window.subviews[0].frame.origin.x = -400
        let error = try #require(throws: Fleet.ButtonError.self) { try button.tap() }
        #expect(error.reason == "Control is out of a touch's reach (it lies outside the bounds of its window <Window>)")
    }
}
