import Foundation
import Lark
import Testing
import XCTest

// Types outside the model adopting the matchers' protocols: the matchers are written against
// the protocols, so any view tree can use them.

/// A value type with an on/off state.
struct FeatureFlag: Switchable {
    var isOn: Bool
}

/// A value type that shows text, e.g. a view model.
struct Banner: TextDisplayer {
    var message: String?
    var displayedText: String? { message }
    var displayedTextColor: Color? { .orange }
}

/// A minimal tree node of someone else's view tree.
final class Box: ViewHierarchyNode {
    let name: String
    var isHidden = false
    var alpha: CGFloat = 1
    var nodeSize = CGSize(width: 10, height: 10)
    weak var parent: Box?
    var children: [Box] = []

    init(_ name: String) { self.name = name }

    func add(_ child: Box) {
        child.parent = self
        children.append(child)
    }

    var parentNode: (any ViewHierarchyNode)? { parent }
    var nodeDescription: String { "Box(\(name))" }
}

@Suite @MainActor struct CustomAdopterTests {
    @Test func aValueTypeSwitch() {
        #expect(outcomes(FeatureFlag(isOn: true), beOn()) == .matches(
            toNot: "expected to not be on, got <FeatureFlag(isOn: true)> (isOn: true)"))
        #expect(outcomes(FeatureFlag(isOn: true), beOff()) == .doesNotMatch(
            "expected to be off, got <FeatureFlag(isOn: true)> (isOn: true)"))
        #expect(outcomes(nil as FeatureFlag?, beOn()) == .fails(nilMessage("be on")))
    }

    @Test func aValueTypeTextDisplayer() {
        let banner = Banner(message: "Saved")
        #expect(status(banner, displayText("Saved")) == .matches)
        #expect(status(banner, haveTextColor(.orange)) == .matches)
        #expect(outcomes(Banner(message: nil), displayText()) == .doesNotMatch(
            "expected to display any text, got <Banner(message: nil)> (text: nil)"))
    }

    @Test func someoneElsesTree() {
        let root = Box("root")
        let panel = Box("panel")
        let leaf = Box("leaf")
        root.add(panel)
        panel.add(leaf)
        #expect(outcomes(leaf, beVisible(insideOf: root)) == .matches(
            toNot: "expected to not be visible inside <Box(root)>, got <Box(leaf)> (path: Box(root) > Box(panel) > Box(leaf))"))
        panel.nodeSize.width = 0
        #expect(outcomes(leaf, beVisible(insideOf: root)) == .doesNotMatch(
            "expected to be visible inside <Box(root)>, got <Box(leaf)>, but its ancestor <Box(panel)> has width 0 "
                + "(path: Box(root) > Box(panel) > Box(leaf))"))
        // The protocol's defaults: touches allowed, never a key window.
        panel.nodeSize.width = 50
        leaf.nodeSize = CGSize(width: 44, height: 44)
        #expect(status(leaf, beInteractible(insideOf: root)) == .matches)
        #expect(status(leaf, beVisible()) == .doesNotMatch)
    }
}

/// The same adopters from XCTest.
@MainActor
final class CustomAdopterXCTests: XCTestCase {
    func testAValueTypeSwitch() async {
        expect(FeatureFlag(isOn: false)).to(beOff())
        XCTAssertEqual(outcomes(FeatureFlag(isOn: false), beOn()), .doesNotMatch(
            "expected to be on, got <FeatureFlag(isOn: false)> (isOn: false)"))
    }
}
