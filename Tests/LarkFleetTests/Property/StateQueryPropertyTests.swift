import Foundation
import Lark
import Testing

/// State queries over random screens of buttons, switches and labels in random states: a state
/// and its opposite split what the query without a state finds, and a failed `find` lists, as
/// being in another state, exactly the views the state kept out.
@Suite("State queries split the matches of the query without the state")
@MainActor
struct StateQueryPropertyTests {
    private static let texts = ["Save", "Cancel"]
    /// Each state with its opposite, both ways round.
    private static let pairs: [(ViewQuery.State, ViewQuery.State)] = [
        (.enabled, .disabled), (.disabled, .enabled), (.selected, .notSelected), (.notSelected, .selected), (.on, .off), (.off, .on),
    ]

    private func randomScreen(_ random: inout SeededGenerator) -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        for index in 0..<Int.random(in: 1...12, using: &random) {
            let frame = CGRect(x: 10, y: 10 + index * 50, width: 100, height: 40)
            let text = Self.texts.randomElement(using: &random)!
            let view: View
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                let button = Button(frame: frame)
                button.setTitle(text, for: .normal)
                button.isEnabled = Bool.random(using: &random)
                button.isSelected = Bool.random(using: &random)
                view = button
            case 1:
                let toggle = Switch(frame: frame)
                toggle.accessibilityLabel = text
                toggle.isOn = Bool.random(using: &random)
                toggle.isEnabled = Bool.random(using: &random)
                view = toggle
            default:
                let label = Label(frame: frame)
                label.text = text
                label.isEnabled = Bool.random(using: &random)
                view = label
            }
            view.isHidden = Int.random(in: 0..<6, using: &random) == 0
            root.addSubview(view)
        }
        return root
    }

    @Test(arguments: 0..<4)
    func aStateAndItsOppositeSplitTheMatches(batch: UInt64) throws {
        var random = SeededGenerator(seed: 0x57A7_E000 + batch)
        var emptySplits = 0
        for iteration in 0..<120 {
            let root = randomScreen(&random)
            let text = Self.texts.randomElement(using: &random)!
            let base: ViewQuery = Bool.random(using: &random) ? .label(text) : .any
            let (state, opposite) = Self.pairs.randomElement(using: &random)!
            let context = Comment(rawValue: "batch \(batch), iteration \(iteration), \(base) \(state)\n\(root.recursiveDescription)")
            let all = try root.findAll(where: base).map(ObjectIdentifier.init)
            let inState = try root.findAll(where: base && .state(state)).map(ObjectIdentifier.init)
            let inOpposite = try root.findAll(where: base && .state(opposite)).map(ObjectIdentifier.init)
            #expect(Set(inState).isDisjoint(with: inOpposite), context)
            // On and off split the switches only; the other pairs split every view.
            let twoSided = try root.findAll(where: base).filter { state != .on && state != .off || $0 is Switch }.map(ObjectIdentifier.init)
            #expect(Set(inState).union(inOpposite) == Set(twoSided), context)
            // Screen order is kept: the split is a subsequence of the whole.
            #expect(all.filter { Set(inState).contains($0) } == inState, context)
            do {
                let one = try root.find(where: base && .state(state))
                #expect(inState == [ObjectIdentifier(one)], context)
            } catch where error.kind == .notFound {
                #expect(inState.isEmpty, context)
                #expect(Set(error.otherState.map(\.path)) == Set(try root.findAll(where: base).map { $0.path(from: root) }), context)
                #expect(error.otherState.allSatisfy { $0.state != state.description }, context)
                emptySplits += 1
            } catch {
                #expect(inState.count > 1, context)
            }
        }
        #expect(emptySplits > 10, "not-found cases: \(emptySplits)")
    }
}
