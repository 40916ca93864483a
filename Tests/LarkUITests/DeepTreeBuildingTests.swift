import Foundation
import LarkUI
import Testing

/// Issue 14, item 5: building a tree costs time linear in its size, whatever its shape, and deep
/// trees move in and out of windows without recursion. (No timing assertions: timings belong in
/// lark-bench. Before the fix, the 40,000-deep chain took about two minutes.)
@Suite("Building deep trees")
@MainActor
struct DeepTreeBuildingTests {
    private static let depth = 40_000

    /// Releasing the root would release the chain recursively, one stack frame per level; take
    /// it apart from the top instead (outside any window, so each step is constant time).
    private func dismantle(_ root: View) {
        root.removeFromSuperview()
        var current = root
        while let child = current.subviews.first {
            child.removeFromSuperview()
            current = child
        }
    }

    @Test func aChainBuiltTopDownInsideAWindow() {
        let window = Window()
        window.makeKeyAndVisible()
        var leaf: View = window
        for _ in 0..<Self.depth {
            let child = View()
            leaf.addSubview(child)
            leaf = child
        }
        #expect(leaf.window === window)
        #expect(leaf.ancestors.count == Self.depth)
        let top = window.subviews[0]
        leaf.removeFromSuperview()
        #expect(leaf.window == nil)
        dismantle(top)
    }

    @Test func aChainBuiltBottomUpThenPutInAWindow() {
        var root = View()
        let deepest = root
        for _ in 0..<Self.depth {
            let parent = View()
            parent.addSubview(root)
            root = parent
        }
        #expect(deepest.window == nil)
        let window = Window()
        window.addSubview(root)
        #expect(deepest.window === window)
        root.removeFromSuperview()
        #expect(deepest.window == nil)
        dismantle(root)
    }

    @Test func aChainBuiltFromSmallSegments() {
        let top = View()
        var bottom = top
        for _ in 0..<(Self.depth / 2) {
            let upper = View(), lower = View()
            upper.addSubview(lower)
            bottom.addSubview(upper)
            bottom = lower
        }
        #expect(bottom.ancestors.count == Self.depth)
        dismantle(top)
    }

    @Test func cyclesAreStillRefusedAtAnyDepth() {
        let application = Application()
        let warnings = Application.$current.withValue(application) {
            ModelWarnings.capture(refuseCycles)
        }
        #expect(warnings.count == 3)
        #expect(warnings.allSatisfy { $0.contains("cycle") }, "\(warnings)")
        #expect(application.warnings == warnings, "captured warnings are still kept by the application")

        func refuseCycles() {
            let top = View()
            var bottom = top
            for _ in 0..<1_000 {
                let child = View()
                bottom.addSubview(child)
                bottom = child
            }
            bottom.addSubview(top)
            #expect(top.superview == nil)
            bottom.addSubview(bottom)
            #expect(bottom.subviews.isEmpty)
            let middle = top.subviews[0].subviews[0]
            middle.subviews[0].addSubview(middle)
            #expect(middle.superview === top.subviews[0])
        }
    }

    @Test func windowCallbacksStillReachEveryViewOfAMovedSubtree() {
        final class Probe: View {
            var windows: [Window?] = []
            override func didMoveToWindow() { windows.append(window) }
        }
        let root = View(), probe = Probe(), window = Window()
        root.addSubview(View())
        root.subviews[0].addSubview(probe)
        window.addSubview(root)
        root.removeFromSuperview()
        #expect(probe.windows.count == 2)
        #expect(probe.windows.first! === window)
        #expect(probe.windows.last! == nil)
    }
}
