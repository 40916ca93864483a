import Foundation
import Lark
import XCTest

/// `beVisible` and `beInteractible` on a view 100,000 levels deep: the walks iterate (a
/// recursive walk would overflow the stack) and the message shortens the path.
@MainActor
final class DeepHierarchyTests: XCTestCase {
    static let depth = 100_000

    /// A chain `View#root > View > ... > View#leaf` of `depth` views, built from the leaf up so
    /// that each `addSubview` is constant time.
    private func deepChain() -> (root: View, leaf: View, middle: View) {
        let leaf = Fixture.view("leaf", width: 44, height: 44)
        var top = leaf
        var middle = leaf
        for level in 1..<Self.depth {
            let parent = View(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
            parent.addSubview(top)
            top = parent
            if level == Self.depth / 2 { middle = parent }
        }
        top.accessibilityIdentifier = "root"
        return (top, leaf, middle)
    }

    /// Releasing the root would release the chain recursively, one stack frame per level; take
    /// it apart from the top instead.
    private func dismantle(_ root: View) {
        var current = root
        while let child = current.subviews.first {
            child.removeFromSuperview()
            current = child
        }
    }

    func testBeVisibleAtDepth100000() async {
        let (root, leaf, middle) = deepChain()
        defer { dismantle(root) }
        let elided = "View#root > View > … 99996 more … > View > View#leaf"
        XCTAssertEqual(outcomes(leaf, beVisible(insideOf: root)), .matches(
            toNot: "expected to not be visible inside <View#root>, got <View#leaf> (path: \(elided))"))
        XCTAssertEqual(status(leaf, beInteractible(insideOf: root)), .matches)

        middle.alpha = 0
        XCTAssertEqual(outcomes(leaf, beVisible(insideOf: root)), .doesNotMatch(
            "expected to be visible inside <View#root>, got <View#leaf>, but its ancestor <View> has alpha 0 "
                + "(path: View#root > View > … 49997 more … > View > … 49998 more … > View > View#leaf)"))
        middle.alpha = 1
        root.isHidden = true
        XCTAssertEqual(outcomes(leaf, beVisible(insideOf: root)), .doesNotMatch(
            "expected to be visible inside <View#root>, got <View#leaf>, but its ancestor <View#root> is hidden (path: \(elided))"))
        XCTAssertEqual(outcomes(leaf, beVisible()), .doesNotMatch(
            "expected to be visible in the key window, got <View#leaf>, but it is not in the key window: "
                + "its chain ends at <View#root> (path: \(elided))"))
    }
}
