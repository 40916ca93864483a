import Foundation
@testable import LarkUI
import Testing

/// Priorities as UIKit documents them: constraints are satisfied from the highest priority to the
/// lowest, so a higher optional priority wins over any number of lower ones.
@MainActor
@Suite struct PriorityOrderTests {
    /// One optional wish on `x`: equal to, at least or at most `target`.
    nonisolated struct Wish {
        var priority: Float
        var relation: LinearSolver.Relation
        var target: Double

        /// How far `x` is from satisfying the wish.
        func error(at x: Double) -> Double {
            switch relation {
            case .equal: abs(x - target)
            case .greaterOrEqual: max(0, target - x)
            case .lessOrEqual: max(0, x - target)
            }
        }
    }

    /// The oracle: level by level from the highest priority, keep the points of the interval that
    /// minimise the level's summed error (a convex piecewise-linear function, so its minimisers
    /// are an interval between breakpoints).
    nonisolated static func oracle(_ wishes: [Wish], low: Double, high: Double) -> ClosedRange<Double> {
        var range = low...high
        for priority in Set(wishes.map(\.priority)).sorted(by: >) {
            let level = wishes.filter { $0.priority == priority }
            func cost(_ x: Double) -> Double { level.reduce(0) { $0 + $1.error(at: x) } }
            let candidates = ([range.lowerBound, range.upperBound] + level.map(\.target)).filter { range.contains($0) }.sorted()
            let best = candidates.map(cost).min()!
            let minimisers = candidates.filter { abs(cost($0) - best) < 1e-9 }
            range = minimisers.first!...minimisers.last!
        }
        return range
    }

    @Test(arguments: 0..<300) func randomPriorityLaddersMatchTheOracle(seed: Int) throws {
        var rng = SplitMix64(state: UInt64(seed) &* 2_654_435_761 &+ 11)
        var solver = LinearSolver()
        let x = solver.newVariable()
        let low = Double(Int.random(in: -100...0, using: &rng)), high = Double(Int.random(in: 1...100, using: &rng))
        _ = try solver.add(terms: [(x, 1)], constant: -low, relation: .greaterOrEqual, strength: nil)
        _ = try solver.add(terms: [(x, 1)], constant: -high, relation: .lessOrEqual, strength: nil)
        // Neighbouring priorities (250 and 251) and more wishes the lower the rung, so summed
        // weights would let a crowd of lower wishes outvote a higher one.
        let ladder: [Float] = [1, 50, 249, 250, 251, 500, 501, 749, 750, 999]
        var wishes: [Wish] = []
        for priority in ladder.shuffled(using: &rng).prefix(Int.random(in: 1...6, using: &rng)) {
            let crowd = priority < 500 ? Int.random(in: 1...8, using: &rng) : Int.random(in: 1...2, using: &rng)
            for _ in 0..<crowd {
                let relation: LinearSolver.Relation = [.equal, .greaterOrEqual, .lessOrEqual].randomElement(using: &rng)!
                wishes.append(Wish(priority: priority, relation: relation, target: Double(Int.random(in: -150...150, using: &rng))))
            }
        }
        wishes.shuffle(using: &rng)
        for wish in wishes {
            _ = try solver.add(terms: [(x, 1)], constant: -wish.target, relation: wish.relation, strength: LayoutPriority(wish.priority).solverStrength)
        }
        let expected = Self.oracle(wishes, low: low, high: high)
        let value = solver.value(of: x)
        #expect(value >= expected.lowerBound - 1e-6 && value <= expected.upperBound + 1e-6, "seed \(seed): \(value) not in \(expected)")
    }

    @Test func oneHigherPriorityBeatsManyLowerOnes() {
        let window = Window()
        let root = View(frame: window.bounds)
        window.addSubview(root)
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
                                     box.heightAnchor.constraint(equalToConstant: 10)])
        for _ in 0..<20 {
            let crowd = box.widthAnchor.constraint(equalToConstant: 50)
            crowd.priority = LayoutPriority(500)
            crowd.isActive = true
        }
        let single = box.widthAnchor.constraint(equalToConstant: 200)
        single.priority = LayoutPriority(501)
        single.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.width == 200)
        single.priority = LayoutPriority(499)
        root.layoutIfNeeded()
        #expect(box.frame.width == 50)
    }

    @Test func compressionResistanceAt751BeatsHuggingOfManyNeighbours() {
        // A label that resists compression just above the default beats the default resistance
        // of several labels together, whatever their summed lengths.
        let window = Window()
        let root = View(frame: window.bounds)
        window.addSubview(root)
        let labels = (0..<4).map { index -> Label in
            let label = Label()
            label.text = String(repeating: "m", count: 20)
            label.translatesAutoresizingMaskIntoConstraints = false
            if index == 0 { label.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal) }
            return label
        }
        let stack = StackView(arrangedSubviews: labels)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
                                     stack.widthAnchor.constraint(equalToConstant: 300)])
        root.layoutIfNeeded()
        // 20 characters of a 17-point font are 170 points wide; the other three share 130.
        #expect(labels[0].frame.width == 170)
        #expect(labels.dropFirst().reduce(0) { $0 + $1.frame.width } == 130)
    }
}

/// One row for hugging and compression resistance solves as the two rows it stands for.
@Suite struct ContentSizeRowTests {
    @Test(arguments: 0..<200) func oneAsymmetricRowMatchesTwoInequalities(seed: Int) throws {
        var rng = SplitMix64(state: UInt64(seed) &* 6_364_136_223 &+ 17)
        let intrinsic = Double(Int.random(in: 0...100, using: &rng))
        let hug = LayoutPriority(Float(Int.random(in: 1...999, using: &rng))), compress = LayoutPriority(Float(Int.random(in: 1...999, using: &rng)))
        let wishes = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
            (LayoutPriority(Float(Int.random(in: 1...999, using: &rng))), Double(Int.random(in: -50...150, using: &rng)))
        }
        var one = LinearSolver(), two = LinearSolver()
        let x1 = one.newVariable(), x2 = two.newVariable()
        _ = try one.add(terms: [(x1, 1)], constant: -intrinsic, relation: .equal, strength: hug.solverStrength, belowStrength: compress.solverStrength)
        _ = try two.add(terms: [(x2, 1)], constant: -intrinsic, relation: .lessOrEqual, strength: hug.solverStrength)
        _ = try two.add(terms: [(x2, 1)], constant: -intrinsic, relation: .greaterOrEqual, strength: compress.solverStrength)
        for (priority, target) in wishes {
            _ = try one.add(terms: [(x1, 1)], constant: -target, relation: .equal, strength: priority.solverStrength)
            _ = try two.add(terms: [(x2, 1)], constant: -target, relation: .equal, strength: priority.solverStrength)
        }
        // Both are optimal for the same levels; where a level leaves room, compare the costs.
        let oracle = PriorityOrderTests.oracle(
            [PriorityOrderTests.Wish(priority: hug.rawValue, relation: .lessOrEqual, target: intrinsic),
             PriorityOrderTests.Wish(priority: compress.rawValue, relation: .greaterOrEqual, target: intrinsic)]
                + wishes.map { PriorityOrderTests.Wish(priority: $0.0.rawValue, relation: .equal, target: $0.1) },
            low: -1000, high: 1000)
        #expect(oracle.contains(one.value(of: x1)), "seed \(seed)")
        #expect(oracle.contains(two.value(of: x2)), "seed \(seed)")
    }
}
