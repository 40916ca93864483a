import Foundation
import Lark
import Testing

/// A delegate answering the coordination questions from sets of recognizers, and logging them.
@MainActor
private final class Coordinator: GestureRecognizerDelegate {
    var simultaneousWith: [GestureRecognizer] = []
    var requiresFailureOf: [GestureRecognizer] = []
    var requiredToFailBy: [GestureRecognizer] = []
    var begins = true

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { begins }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool {
        simultaneousWith.contains { $0 === otherGestureRecognizer }
    }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool {
        requiresFailureOf.contains { $0 === otherGestureRecognizer }
    }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer) -> Bool {
        requiredToFailBy.contains { $0 === otherGestureRecognizer }
    }
}

/// A card (the touched view) in a panel in a key window; recognizers log their name when they
/// recognise (`.ended`).
@MainActor
private final class Scene {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let panel = View(frame: CGRect(x: 20, y: 40, width: 280, height: 400))
    let card = View(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
    var log: [String] = []

    init() {
        window.addSubview(panel)
        panel.addSubview(card)
        window.makeKeyAndVisible()
    }

    func tap(_ name: String, taps: Int = 1, on view: View) -> TapGestureRecognizer {
        let tap = TapGestureRecognizer { [unowned self] _ in log.append(name) }
        tap.numberOfTapsRequired = taps
        view.addGestureRecognizer(tap)
        return tap
    }

    func pan(_ name: String, on view: View) -> PanGestureRecognizer {
        let pan = PanGestureRecognizer { [unowned self] in if $0.state == .ended { log.append(name) } }
        view.addGestureRecognizer(pan)
        return pan
    }
}

@Suite("Gesture recognizers coordinate as UIKit's delegates say")
@MainActor
struct GestureCoordinationTests {
    @Test func byDefaultOnlyTheDeepestViewsRecognizerRecognizes() throws {
        let scene = Scene()
        _ = scene.tap("panel", on: scene.panel)
        _ = scene.tap("card", on: scene.card)
        _ = scene.tap("card again", on: scene.card)
        try scene.card.performTap()
        #expect(scene.log == ["card"], "the card's first recognizer wins; the rest fail")
        try scene.panel.performTap()
        #expect(scene.log == ["card", "panel"], "a touch on the panel itself does not reach the card")
    }

    @Test func aRecognizerOnAnAncestorRecognizesATouchOnAViewWithoutOne() throws {
        let scene = Scene()
        var location = CGPoint.zero
        let tap = TapGestureRecognizer { location = $0.location(in: $0.view) }
        scene.panel.addGestureRecognizer(tap)
        try scene.card.performTap()
        #expect(location == CGPoint(x: 60, y: 40), "where the card's centre is in the panel")
        #expect(tap.location(in: scene.panel) == CGPoint(x: 140, y: 200), "after the gesture: its view's centre again")
    }

    @Test func aDelegateLetsTwoRecognizeSimultaneously() throws {
        let scene = Scene()
        let outer = scene.pan("panel pan", on: scene.panel)
        let inner = scene.pan("card pan", on: scene.card)
        let coordinator = Coordinator()
        try scene.card.performPan(by: CGPoint(x: 30, y: 0))
        #expect(scene.log == ["card pan"])
        coordinator.simultaneousWith = [inner]
        outer.delegate = coordinator
        try scene.card.performPan(by: CGPoint(x: 30, y: 0))
        #expect(scene.log == ["card pan", "card pan", "panel pan"], "either delegate's yes is enough")
    }

    @Test func aDeclinedRecognizerFailsAndLetsTheNextOneRecognize() throws {
        let scene = Scene()
        _ = scene.tap("panel", on: scene.panel)
        let card = scene.tap("card", on: scene.card)
        let coordinator = Coordinator()
        coordinator.begins = false
        card.delegate = coordinator
        try scene.card.performTap()
        #expect(scene.log == ["panel"])
    }

    @Test func aSingleTapRequiringTheDoubleTapToFailFiresOnOneTapOnly() throws {
        for wiring in 0..<3 {
            let scene = Scene()
            let single = scene.tap("single", on: scene.card)
            let double = scene.tap("double", taps: 2, on: scene.card)
            let coordinator = Coordinator()
            switch wiring {
            case 0: single.require(toFail: double)
            case 1:
                coordinator.requiresFailureOf = [double]
                single.delegate = coordinator
            default:
                coordinator.requiredToFailBy = [single]
                double.delegate = coordinator
            }
            try scene.card.performTap()
            try scene.card.performTap(taps: 2)
            #expect(scene.log == ["single", "double"], "wiring \(wiring)")
        }
    }

    @Test func aRecognizerWaitingForOneThatRecognizesFails() throws {
        let scene = Scene()
        let outer = scene.pan("panel pan", on: scene.panel)
        let inner = scene.pan("card pan", on: scene.card)
        inner.require(toFail: outer)
        try scene.card.performPan(by: CGPoint(x: 0, y: 50))
        #expect(scene.log == ["panel pan"], "the card's pan waited for the panel's, which recognized")
        outer.isEnabled = false
        try scene.card.performPan(by: CGPoint(x: 0, y: 50))
        #expect(scene.log == ["panel pan", "card pan"], "a disabled recognizer fails at once")
    }

    @Test func recognizersWaitingOnEachOtherRefuseTheGesture() throws {
        let scene = Scene()
        let first = scene.tap("first", on: scene.card)
        let second = scene.tap("second", on: scene.panel)
        first.require(toFail: second)
        second.require(toFail: first)
        let refused = try #require(throws: Fleet.GestureError.self) { try scene.card.performTap() }
        #expect(refused.kind == .notRecognized)
        #expect(scene.log.isEmpty)
        #expect(first.state == .possible && second.state == .possible)
    }

    @Test func aRequirementOnARecognizerOutsideTheTouchDoesNotHold() throws {
        let scene = Scene()
        let elsewhere = View(frame: CGRect(x: 200, y: 300, width: 40, height: 40))
        scene.window.addSubview(elsewhere)
        let other = scene.tap("elsewhere", on: elsewhere)
        let card = scene.tap("card", on: scene.card)
        card.require(toFail: other)
        try scene.card.performTap()
        #expect(scene.log == ["card"])
    }
}

/// What the recognizers' handlers recorded (a class, so escaping handlers can append).
@MainActor
private final class Fired {
    var entries: [Int] = []
}

/// One random recognizer: where it is, what it recognises, and what it and its delegate say.
private struct RecognizerSpec {
    var depth: Int          // 0: the touched view, 1: its parent, 2: grandparent, 3: elsewhere
    var kind: Int           // 0: one tap, 1: two taps, 2: pan
    var enabled: Bool
    var begins: Bool
    var requires: [Int]             // require(toFail:)
    var requiresFailureOf: [Int]    // its delegate's shouldRequireFailureOf
    var requiredToFailBy: [Int]     // its delegate's shouldBeRequiredToFailBy
    var simultaneousWith: [Int]     // its delegate's shouldRecognizeSimultaneouslyWith
}

/// The oracle: the rule of docs/helpers.md over plain numbers. Returns the recognizers that
/// recognise, in order, or the refusal.
private func oracle(_ specs: [RecognizerSpec], gesture: Int) -> (fired: [Int], refusal: Fleet.GestureErrorKind?) {
    // Deepest first; on one view, in the order added (the specs' order).
    let involved = specs.indices.filter { specs[$0].depth < 3 }.sorted { (specs[$0].depth, $0) < (specs[$1].depth, $1) }
    let candidates = involved.filter { specs[$0].kind == gesture }
    if candidates.isEmpty { return ([], .noRecognizer) }
    var undecided = candidates.filter { specs[$0].enabled }
    if undecided.isEmpty { return ([], .notEnabled) }
    func waits(_ i: Int, for j: Int) -> Bool {
        i != j && involved.contains(j) && (specs[i].requires.contains(j) || specs[i].requiresFailureOf.contains(j) || specs[j].requiredToFailBy.contains(i))
    }
    var fired: [Int] = []
    var declined = false
    var progress = true
    while progress {
        progress = false
        for i in undecided {
            let lost = fired.contains { waits(i, for: $0) }
            let waiting = undecided.contains { waits(i, for: $0) }
            if !lost && waiting { continue }
            undecided.removeAll { $0 == i }
            progress = true
            if lost { break }
            if fired.contains(where: { !specs[i].simultaneousWith.contains($0) && !specs[$0].simultaneousWith.contains(i) }) { break }
            if !specs[i].begins {
                declined = true
                break
            }
            fired.append(i)
            break
        }
    }
    if fired.isEmpty, !undecided.isEmpty { return ([], .notRecognized) }
    _ = declined
    return (fired, nil)
}

@MainActor
private final class SpecDelegate: GestureRecognizerDelegate {
    let spec: RecognizerSpec
    let index: (GestureRecognizer) -> Int?
    init(spec: RecognizerSpec, index: @escaping (GestureRecognizer) -> Int?) {
        self.spec = spec
        self.index = index
    }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { spec.begins }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool {
        index(otherGestureRecognizer).map(spec.simultaneousWith.contains) ?? false
    }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool {
        index(otherGestureRecognizer).map(spec.requiresFailureOf.contains) ?? false
    }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer) -> Bool {
        index(otherGestureRecognizer).map(spec.requiredToFailBy.contains) ?? false
    }
}

@Suite("Gesture coordination against an oracle")
@MainActor
struct GestureCoordinationPropertyTests {
    @Test(arguments: 0..<40) func randomRecognizerSetsAgreeWithTheOracle(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0x6E57_C000 + seed)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let grandparent = View(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let parent = View(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        let touched = View(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        let elsewhere = View(frame: CGRect(x: 0, y: 410, width: 50, height: 50))
        window.addSubview(grandparent)
        grandparent.addSubview(parent)
        parent.addSubview(touched)
        window.addSubview(elsewhere)
        window.makeKeyAndVisible()
        let views = [touched, parent, grandparent, elsewhere]

        let count = Int.random(in: 1...6, using: &random)
        func someOthers(_ chance: Int) -> [Int] {
            (0..<count).filter { _ in Int.random(in: 0..<chance, using: &random) == 0 }
        }
        var specs: [RecognizerSpec] = []
        for _ in 0..<count {
            specs.append(RecognizerSpec(
                depth: [0, 0, 1, 1, 2, 3].randomElement(using: &random)!, kind: Int.random(in: 0...2, using: &random),
                enabled: Int.random(in: 0..<6, using: &random) != 0, begins: Int.random(in: 0..<6, using: &random) != 0,
                requires: someOthers(5), requiresFailureOf: someOthers(8), requiredToFailBy: someOthers(8), simultaneousWith: someOthers(3)))
        }
        let fired = Fired()
        var recognizers: [GestureRecognizer] = []
        var delegates: [SpecDelegate] = []
        for (index, spec) in specs.enumerated() {
            let recognizer: GestureRecognizer
            if spec.kind == 2 {
                recognizer = PanGestureRecognizer { if $0.state == .ended { fired.entries.append(index) } }
            } else {
                let tap = TapGestureRecognizer { _ in fired.entries.append(index) }
                tap.numberOfTapsRequired = spec.kind + 1
                recognizer = tap
            }
            recognizer.isEnabled = spec.enabled
            let delegate = SpecDelegate(spec: spec) { other in recognizers.firstIndex { $0 === other } }
            delegates.append(delegate)
            recognizer.delegate = delegate
            recognizers.append(recognizer)
        }
        for (index, spec) in specs.enumerated() {
            for required in spec.requires where required != index { recognizers[index].require(toFail: recognizers[required]) }
            views[spec.depth].addGestureRecognizer(recognizers[index])
        }

        for step in 0..<6 {
            let gesture = Int.random(in: 0...2, using: &random)
            let expected = oracle(specs, gesture: gesture)
            fired.entries = []
            do {
                switch gesture {
                case 0: try touched.performTap()
                case 1: try touched.performTap(taps: 2)
                default: try touched.performPan(by: CGPoint(x: 12, y: 0))
                }
                #expect(expected.refusal == nil, "seed \(seed) step \(step)")
                #expect(fired.entries == expected.fired, "seed \(seed) step \(step): \(specs)")
            } catch {
                #expect(error.kind == expected.refusal, "seed \(seed) step \(step)")
                #expect(fired.entries.isEmpty)
            }
            #expect(recognizers.allSatisfy { $0.state == .possible })
        }
        withExtendedLifetime((window, delegates)) {}
    }
}
