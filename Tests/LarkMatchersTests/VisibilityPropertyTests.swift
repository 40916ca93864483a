import Foundation
import Lark
import Testing

/// A property test: on thousands of random view trees, `beVisible(insideOf:)` agrees with a
/// simple oracle that works on the generator's own description of the tree (parent indices and
/// flags), never on the model, and its message names the real culprit and the real path.
@Suite @MainActor struct VisibilityPropertyTests {
    /// SplitMix64: a small, seedable generator, so every failure can be replayed.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A tree as plain arrays: node 0 is the root, and every parent index is smaller than its child's.
    struct TreeSpec {
        var parent: [Int] = []
        var hidden: [Bool] = []
        var alpha: [Double] = []
        var width: [Double] = []
        var height: [Double] = []
        var prefix: String

        var count: Int { parent.count }
        func name(_ index: Int) -> String { "View#\(prefix)\(index)" }

        /// What is wrong with a node, in the matcher's documented words (empty if nothing).
        func reasons(_ index: Int) -> [String] {
            var reasons: [String] = []
            if hidden[index] { reasons.append("is hidden") }
            if alpha[index] <= 0 { reasons.append("has alpha \(alpha[index] == 0 ? "0" : String(alpha[index]))") }
            if width[index] <= 0 { reasons.append("has width 0") }
            if height[index] <= 0 { reasons.append("has height 0") }
            return reasons
        }

        /// The indices from `index` up to the root.
        func chainToRoot(from index: Int) -> [Int] {
            var chain = [index]
            while let last = chain.last, parent[last] >= 0 { chain.append(parent[last]) }
            return chain
        }
    }

    static func randomTree(_ rng: inout SplitMix64, prefix: String, maxDepth: Int) -> TreeSpec {
        var spec = TreeSpec(prefix: prefix)
        let depth = Int.random(in: 1...maxDepth, using: &rng)
        let extra = Int.random(in: 0...max(1, depth / 4), using: &rng)
        let rate = [0, 0.002, 0.01, 0.03, 0.1].randomElement(using: &rng)!
        for index in 0..<(depth + extra) {
            spec.parent.append(index == 0 ? -1 : index < depth ? index - 1 : Int.random(in: 0..<index, using: &rng))
            spec.hidden.append(Double.random(in: 0..<1, using: &rng) < rate)
            let alphaRoll = Double.random(in: 0..<1, using: &rng)
            spec.alpha.append(alphaRoll < rate / 5 ? -0.5 : alphaRoll < rate ? 0 : alphaRoll < 0.5 ? 0.5 : 1)
            spec.width.append(Double.random(in: 0..<1, using: &rng) < rate ? 0 : Double(Int.random(in: 1...50, using: &rng)))
            spec.height.append(Double.random(in: 0..<1, using: &rng) < rate ? 0 : Double(Int.random(in: 1...50, using: &rng)))
        }
        return spec
    }

    /// The model tree for a spec (views in index order). Children are attached before their
    /// parents are, so every `addSubview` happens on a parentless view and takes constant time.
    static func build(_ spec: TreeSpec) -> [View] {
        let views = (0..<spec.count).map { index in
            let view = View(frame: CGRect(x: 0, y: 0, width: spec.width[index], height: spec.height[index]))
            view.accessibilityIdentifier = "\(spec.prefix)\(index)"
            view.isHidden = spec.hidden[index]
            view.alpha = spec.alpha[index]
            return view
        }
        for index in views.indices.reversed() where spec.parent[index] >= 0 {
            views[spec.parent[index]].addSubview(views[index])
        }
        return views
    }

    /// The oracle: the expected outcome of `expect(subject).to/toNot(beVisible(insideOf: container))`,
    /// where the container is node `container` of `containerSpec` (the same spec or another tree).
    static func expectedOutcomes(_ spec: TreeSpec, subject: Int, containerSpec: TreeSpec, container: Int, sameTree: Bool) -> Outcomes {
        let head = "expected to be visible inside <\(containerSpec.name(container))>, got <\(spec.name(subject))>"
        let toRoot = spec.chainToRoot(from: subject)
        guard sameTree, let position = toRoot.firstIndex(of: container) else {
            let root = toRoot.last!
            if root == subject {
                return .doesNotMatch("\(head), but it is not inside <\(containerSpec.name(container))>: it has no superview")
            }
            return .doesNotMatch("\(head), but it is not inside <\(containerSpec.name(container))>: its chain ends at <\(spec.name(root))>"
                + " (path: \(path(spec, Array(toRoot.reversed()), culprit: nil)))")
        }
        let chain = Array(toRoot[...position])
        let topDown = Array(chain.reversed())
        guard let culprit = chain.first(where: { !spec.reasons($0).isEmpty }) else {
            return .matches(toNot: head.replacingOccurrences(of: "expected to be", with: "expected to not be")
                + " (path: \(path(spec, topDown, culprit: nil)))")
        }
        let who = culprit == subject ? "it" : "its ancestor <\(spec.name(culprit))>"
        return .doesNotMatch("\(head), but \(who) \(spec.reasons(culprit).joined(separator: " and "))"
            + " (path: \(path(spec, topDown, culprit: culprit)))")
    }

    /// Short chains in full; long ones as the matcher documents them: the two top and two
    /// bottom nodes and the culprit, with `… N more …` for each run left out.
    static func path(_ spec: TreeSpec, _ topDown: [Int], culprit: Int?) -> String {
        guard topDown.count > 12 else { return topDown.map(spec.name).joined(separator: " > ") }
        let n = topDown.count
        var shown: Set<Int> = [0, 1, n - 2, n - 1]
        if let culprit, let position = topDown.firstIndex(of: culprit) { shown.insert(position) }
        var parts: [String] = []
        var run = 0
        for (position, index) in topDown.enumerated() {
            guard shown.contains(position) else { run += 1; continue }
            if run > 0 { parts.append("… \(run) more …") }
            run = 0
            parts.append(spec.name(index))
        }
        return parts.joined(separator: " > ")
    }

    @Test func beVisibleAgreesWithTheOracleOnRandomTrees() {
        let seed: UInt64 = 0x5EED_1A2C
        var rng = SplitMix64(state: seed)
        let trials = 2_000
        var counts = (visible: 0, culprit: 0, outside: 0)
        for trial in 0..<trials {
            let spec = Self.randomTree(&rng, prefix: "n", maxDepth: 300)
            let views = Self.build(spec)
            let other = Self.randomTree(&rng, prefix: "m", maxDepth: 5)
            let otherViews = Self.build(other)
            for pick in 0..<3 {
                let subject = Int.random(in: 0..<spec.count, using: &rng)
                let sameTree = pick < 2 || Bool.random(using: &rng)
                let container: Int
                if !sameTree {
                    container = Int.random(in: 0..<other.count, using: &rng)
                } else if pick == 0 {
                    container = spec.chainToRoot(from: subject).randomElement(using: &rng)!
                } else {
                    container = Int.random(in: 0..<spec.count, using: &rng)
                }
                let containerView = sameTree ? views[container] : otherViews[container]
                let expected = Self.expectedOutcomes(spec, subject: subject, containerSpec: sameTree ? spec : other,
                                                     container: container, sameTree: sameTree)
                let actual = outcomes(views[subject], beVisible(insideOf: containerView))
                #expect(actual == expected, "seed \(seed), trial \(trial), pick \(pick)")
                if actual != expected { return }
                if expected.to.isEmpty { counts.visible += 1 }
                else if expected.to[0].contains("is not inside") { counts.outside += 1 }
                else { counts.culprit += 1 }
            }
        }
        // The generator must exercise every outcome, or the property says little.
        #expect(counts.visible > 500 && counts.culprit > 500 && counts.outside > 500, "\(counts)")
    }
}
