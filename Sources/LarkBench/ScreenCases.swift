import Foundation
import Lark

// Bench cases for finding views and rendering the screen, whose cost must grow linearly with the
// views on screen. An op is one view of the screen, so ns/op is the cost per view; equal ns/op
// at 1,000 and 10,000 views is linear scaling. One query or rendering costs `views` ops.
//
// * find_1k_view / find_10k_view: `find(Label.self, where: .text(...))` for the last label of a
//   screen of 10 x 100 (or 100 x 100) labels in containers, against a hand-written walk.
// * screentext_1k_view / screentext_10k_view: `screenText()` of the same screens, against a
//   walk that appends each view's description.

func screenCases() -> [BenchCase] {
    [
        BenchCase(name: "find_1k_view", failing: false, run: { findPerView(large: false, $1) }, floor: { floorFindPerView(large: false, $1) }),
        BenchCase(name: "find_10k_view", failing: false, run: { findPerView(large: true, $1) }, floor: { floorFindPerView(large: true, $1) }),
        BenchCase(name: "screentext_1k_view", failing: false, run: { screenTextPerView(large: false, $1) }, floor: { floorScreenTextPerView(large: false, $1) }),
        BenchCase(name: "screentext_10k_view", failing: false, run: { screenTextPerView(large: true, $1) }, floor: { floorScreenTextPerView(large: true, $1) }),
    ]
}

/// A screen of `containers` x 100 labels, each container a column within the root's bounds.
@MainActor
final class BenchScreen {
    let root = View(frame: CGRect(x: 0, y: 0, width: 10_000, height: 10_000))
    let views: Int
    let lastText: String

    init(containers: Int) {
        for column in 0..<containers {
            let container = View(frame: CGRect(x: CGFloat(column) * 100, y: 0, width: 100, height: 10_000))
            for row in 0..<100 {
                let label = Label(frame: CGRect(x: 0, y: CGFloat(row) * 100, width: 100, height: 50))
                label.text = "item \(column)-\(row)"
                container.addSubview(label)
            }
            root.addSubview(container)
        }
        views = 1 + containers * 101
        lastText = "item \(containers - 1)-99"
    }

    static let small = BenchScreen(containers: 10)
    static let large = BenchScreen(containers: 100)

    static func of(large: Bool) -> BenchScreen { large ? Self.large : small }

    /// Whole passes over the screen needed for `n` ops (at least one).
    func passes(_ n: Int) -> Int { max(1, (n + views - 1) / views) }
}

@inline(never) func findPerView(large: Bool, _ n: Int) -> Int {
    MainActor.assumeIsolated {
        let screen = BenchScreen.of(large: large)
        var found = 0
        for _ in 0..<screen.passes(n) {
            if (try? screen.root.find(Label.self, where: .text(screen.lastText))) != nil { found += 1 }
        }
        precondition(found > 0)
        return n
    }
}

@inline(never) func floorFindPerView(large: Bool, _ n: Int) -> Int {
    MainActor.assumeIsolated {
        let screen = BenchScreen.of(large: large)
        var found = 0
        for _ in 0..<screen.passes(n) {
            var stack = [screen.root]
            while let view = stack.popLast() {
                if let label = view as? Label, label.text == screen.lastText { found += 1 }
                stack.append(contentsOf: view.subviews)
            }
        }
        precondition(found > 0)
        return n
    }
}

@inline(never) func screenTextPerView(large: Bool, _ n: Int) -> Int {
    MainActor.assumeIsolated {
        let screen = BenchScreen.of(large: large)
        var length = 0
        for _ in 0..<screen.passes(n) { length += screen.root.screenText(maximumLines: .max).utf8.count }
        return n + length % 2
    }
}

@inline(never) func floorScreenTextPerView(large: Bool, _ n: Int) -> Int {
    MainActor.assumeIsolated {
        let screen = BenchScreen.of(large: large)
        var length = 0
        for _ in 0..<screen.passes(n) {
            var text = ""
            var stack = [screen.root]
            while let view = stack.popLast() {
                text += view.description + "\n"
                stack.append(contentsOf: view.subviews)
            }
            length += text.utf8.count
        }
        return n + length % 2
    }
}
