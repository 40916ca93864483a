import Foundation
import Lark

// Bench cases for the UI matchers (beVisible).
//
// The model and the matchers are @MainActor, and BenchCase's closures are not. The bench's
// top-level code runs on the main thread, so each case enters the main actor with
// `MainActor.assumeIsolated` (it traps if that ever stops being true).
//
// * pass_visible / fail_visible: one expectation per op on a 10-level chain (the failing case
//   names a hidden ancestor and renders the path).
// * visible_100k_lvl: `beVisible(insideOf:)` on a view 100,000 levels deep, passing. An op is
//   one level, so ns/op is the cost per ancestor step; one expectation costs 100,000 ops. With
//   the default 1,000,000 iterations that is ten full walks.

func uiMatcherCases() -> [BenchCase] {
    [
        BenchCase(name: "pass_visible", failing: false, run: passVisible, floor: floorPassVisible),
        BenchCase(name: "fail_visible", failing: true, run: failVisible, floor: floorFailVisible),
        BenchCase(name: "visible_100k_lvl", failing: false, run: visibleDeepPerLevel, floor: floorVisibleDeepPerLevel),
    ]
}

/// A chain of `depth` 44 x 44 views, built from the leaf up (each `addSubview` is then
/// constant time). Kept for the whole run: releasing a 100,000-deep chain would recurse.
@MainActor
final class BenchChain {
    let root: View
    let leaf: View
    /// A view halfway up, hidden by the failing case.
    let middle: View

    init(depth: Int) {
        leaf = View(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        var top = leaf
        var middle = leaf
        for level in 1..<depth {
            let parent = View(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
            parent.addSubview(top)
            top = parent
            if level == depth / 2 { middle = parent }
        }
        root = top
        self.middle = middle
    }

    static let shallow = BenchChain(depth: 10)
    static let shallowWithHiddenAncestor: BenchChain = {
        let chain = BenchChain(depth: 10)
        chain.middle.isHidden = true
        return chain
    }()
    static let deep = BenchChain(depth: deepLevels)
    nonisolated static let deepLevels = 100_000
}

/// The hand-written check: walk `superview` from `leaf` to `root`, looking at each flag.
@MainActor @inline(__always)
private func handWrittenVisible(_ leaf: View, in root: View) -> Bool {
    var current: View? = leaf
    while let view = current {
        if view.isHidden || !(view.alpha > 0) || !(view.frame.width > 0) || !(view.frame.height > 0) { return false }
        if view === root { return true }
        current = view.superview
    }
    return false
}

@inline(never) func passVisible(_ d: BenchData, _ n: Int) -> Int {
    MainActor.assumeIsolated {
        let chain = BenchChain.shallow
        var i = 0
        while i < n { expect(chain.leaf).to(beVisible(insideOf: chain.root)); i += 1 }
        return n
    }
}

@inline(never) func floorPassVisible(_ d: BenchData, _ n: Int) -> Int {
    MainActor.assumeIsolated {
        let chain = BenchChain.shallow
        var i = 0
        while i < n { if !handWrittenVisible(chain.leaf, in: chain.root) { fatalError() }; i += 1 }
        return n
    }
}

@inline(never) func failVisible(_ d: BenchData, _ n: Int) -> Int {
    MainActor.assumeIsolated {
        let chain = BenchChain.shallowWithHiddenAncestor
        var i = 0
        while i < n { expect(chain.leaf).to(beVisible(insideOf: chain.root)); i += 1 }
        return n
    }
}

@inline(never) func floorFailVisible(_ d: BenchData, _ n: Int) -> Int {
    MainActor.assumeIsolated {
        let chain = BenchChain.shallowWithHiddenAncestor
        var messages: [String] = []
        var i = 0
        while i < n {
            if !handWrittenVisible(chain.leaf, in: chain.root) {
                messages.append("expected to be visible inside <\(chain.root)>, got <\(chain.leaf)>, but its ancestor <\(chain.middle)> is hidden")
            }
            i += 1
        }
        return messages.count
    }
}

/// Full walks needed for `n` levels (at least one).
private func deepWalks(_ n: Int) -> Int {
    max(1, (n + BenchChain.deepLevels - 1) / BenchChain.deepLevels)
}

@inline(never) func visibleDeepPerLevel(_ d: BenchData, _ n: Int) -> Int {
    MainActor.assumeIsolated {
        let chain = BenchChain.deep
        for _ in 0..<deepWalks(n) { expect(chain.leaf).to(beVisible(insideOf: chain.root)) }
        return n
    }
}

@inline(never) func floorVisibleDeepPerLevel(_ d: BenchData, _ n: Int) -> Int {
    MainActor.assumeIsolated {
        let chain = BenchChain.deep
        for _ in 0..<deepWalks(n) { if !handWrittenVisible(chain.leaf, in: chain.root) { fatalError() } }
        return n
    }
}
