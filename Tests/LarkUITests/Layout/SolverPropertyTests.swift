import Foundation
@testable import LarkUI
import Testing
import XCTest

/// A small seeded generator, so every failing case can be replayed from its seed.
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

/// A random system of linear constraints built around a known solution.
struct RandomSystem {
    struct Row {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: LinearSolver.Relation
    }

    var values: [Double]
    var rows: [Row] = []

    /// `count` variables with integer values; a chain of equalities from a pinned first variable
    /// fixes every value (so the solution is unique), then `extra` random rows that the known
    /// values satisfy (equalities exactly, inequalities with room to spare or none).
    init(count: Int, extra: Int, rng: inout SplitMix64) {
        values = (0..<count).map { _ in Double(Int.random(in: -200...200, using: &rng)) }
        rows.append(Row(terms: [(0, 1)], constant: -values[0], relation: .equal))
        for index in 1..<count {
            let other = Int.random(in: 0..<index, using: &rng)
            let a = Double(Int.random(in: 1...3, using: &rng)) * (Bool.random(using: &rng) ? 1 : -1)
            let b = Double(Int.random(in: -3...3, using: &rng))
            rows.append(Row(terms: [(index, a), (other, b)], constant: -(a * values[index] + b * values[other]), relation: .equal))
        }
        for _ in 0..<extra {
            let i = Int.random(in: 0..<count, using: &rng), j = Int.random(in: 0..<count, using: &rng)
            let a = Double(Int.random(in: -3...3, using: &rng)), b = Double(Int.random(in: -3...3, using: &rng))
            let exact = -(a * values[i] + b * values[j])
            let room = Double(Int.random(in: 0...20, using: &rng))
            switch Int.random(in: 0...2, using: &rng) {
            case 0: rows.append(Row(terms: [(i, a), (j, b)], constant: exact, relation: .equal))
            case 1: rows.append(Row(terms: [(i, a), (j, b)], constant: exact - room, relation: .lessOrEqual))
            default: rows.append(Row(terms: [(i, a), (j, b)], constant: exact + room, relation: .greaterOrEqual))
            }
        }
        rows.shuffle(using: &rng)
    }
}

@Suite struct SolverPropertyTests {
    @Test(arguments: 0..<200) func randomSatisfiableSystemsReachTheirKnownSolution(seed: Int) throws {
        var rng = SplitMix64(state: UInt64(seed) &* 7919 &+ 1)
        let system = RandomSystem(count: Int.random(in: 2...25, using: &rng), extra: Int.random(in: 0...30, using: &rng), rng: &rng)
        var solver = LinearSolver()
        let variables = system.values.indices.map { _ in solver.newVariable() }
        for row in system.rows {
            _ = try solver.add(terms: row.terms.map { (variables[$0.0], $0.1) }, constant: row.constant, relation: row.relation, strength: nil)
        }
        for (index, variable) in variables.enumerated() {
            #expect(abs(solver.value(of: variable) - system.values[index]) < 1e-6, "seed \(seed), variable \(index)")
        }
    }

    @Test(arguments: 0..<200) func constantChangesMatchAFreshSolve(seed: Int) throws {
        var rng = SplitMix64(state: UInt64(seed) &* 104_729 &+ 3)
        let system = RandomSystem(count: Int.random(in: 2...15, using: &rng), extra: Int.random(in: 0...10, using: &rng), rng: &rng)
        var incremental = LinearSolver()
        let variables = system.values.indices.map { _ in incremental.newVariable() }
        var handles: [Int] = []
        for row in system.rows {
            handles.append(try incremental.add(terms: row.terms.map { (variables[$0.0], $0.1) }, constant: row.constant, relation: row.relation, strength: nil))
        }
        // Move the pin of the first variable: the chain of equalities moves every value with it.
        let pin = system.rows.firstIndex { $0.terms.count == 1 }!
        let delta = Double(Int.random(in: -50...50, using: &rng))
        var changed = system.rows
        changed[pin].constant += delta
        var fresh = LinearSolver()
        for _ in variables { _ = fresh.newVariable() }
        var freshWorks = true
        for row in changed {
            do { _ = try fresh.add(terms: row.terms.map { (variables[$0.0], $0.1) }, constant: row.constant, relation: row.relation, strength: nil) } catch { freshWorks = false }
        }
        var incrementalWorks = true
        do { try incremental.changeConstant(handles[pin], by: delta) } catch { incrementalWorks = false }
        // The incremental step may give up (the engine then rebuilds from scratch), but it must
        // never accept a change that made the required rows contradictory.
        if !freshWorks { #expect(!incrementalWorks, "seed \(seed)") }
        guard freshWorks, incrementalWorks else { return }
        for variable in variables {
            #expect(abs(incremental.value(of: variable) - fresh.value(of: variable)) < 1e-6, "seed \(seed)")
        }
    }

    @Test(arguments: 0..<200) func aPriorityLadderIsWonByItsHighestRung(seed: Int) throws {
        var rng = SplitMix64(state: UInt64(seed) &* 15_485_863 &+ 5)
        var solver = LinearSolver()
        let x = solver.newVariable()
        let low = Double(Int.random(in: -100...0, using: &rng)), high = Double(Int.random(in: 1...100, using: &rng))
        _ = try solver.add(terms: [(x, 1)], constant: -low, relation: .greaterOrEqual, strength: nil)
        _ = try solver.add(terms: [(x, 1)], constant: -high, relation: .lessOrEqual, strength: nil)
        // Rungs at least 50 priority points apart, added in random order.
        let priorities = Array(stride(from: 50, through: 950, by: 50)).shuffled(using: &rng).prefix(Int.random(in: 1...10, using: &rng))
        var best: (priority: Int, target: Double)?
        for priority in priorities {
            let target = Double(Int.random(in: -150...150, using: &rng))
            _ = try solver.add(terms: [(x, 1)], constant: -target, relation: .equal, strength: LayoutPriority(Float(priority)).solverStrength)
            if best == nil || priority > best!.priority { best = (priority, target) }
        }
        let expected = min(max(best!.target, low), high)
        #expect(abs(solver.value(of: x) - expected) < 1e-6, "seed \(seed)")
    }

    @Test func aContradictionIsRefusedAndLeavesTheSolverAsItWas() throws {
        var solver = LinearSolver()
        let x = solver.newVariable(), y = solver.newVariable()
        _ = try solver.add(terms: [(x, 1), (y, -1)], constant: 0, relation: .equal, strength: nil)
        _ = try solver.add(terms: [(x, 1)], constant: -10, relation: .equal, strength: nil)
        #expect(throws: LinearSolver.Failure.unsatisfiable) {
            _ = try solver.add(terms: [(y, 1)], constant: -20, relation: .greaterOrEqual, strength: nil)
        }
        #expect(solver.value(of: y) == 10)
    }
}

/// The same properties through views and constraints, under XCTest.
@MainActor
final class LayoutOracleXCTests: XCTestCase {
    /// A row of views, each placed after the previous one by a random gap and given a random
    /// width, inside a container: frames follow from summing.
    func testRandomRowsOfViewsLandWhereTheSumsSay() async {
        var rng = SplitMix64(state: 42)
        for round in 0..<25 {
            let container = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
            var previous: View?
            var x: CGFloat = 0
            var expected: [(View, CGRect)] = []
            for _ in 0..<Int.random(in: 1...12, using: &rng) {
                let view = View()
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                let gap = CGFloat(Int.random(in: 0...20, using: &rng)), width = CGFloat(Int.random(in: 1...40, using: &rng))
                let anchor = previous?.trailingAnchor ?? container.leadingAnchor
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: anchor, constant: gap),
                    view.widthAnchor.constraint(equalToConstant: width),
                    view.topAnchor.constraint(equalTo: container.topAnchor),
                    view.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5),
                ])
                x += gap
                expected.append((view, CGRect(x: x, y: 0, width: width, height: 50)))
                x += width
                previous = view
            }
            container.layoutIfNeeded()
            for (view, frame) in expected {
                XCTAssertEqual(view.frame, frame, "round \(round)")
                XCTAssertFalse(view.hasAmbiguousLayout)
            }
        }
    }
}
