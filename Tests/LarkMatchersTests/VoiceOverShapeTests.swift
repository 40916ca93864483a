import Foundation
import Lark
import Testing
import XCTest

/// A card with a title, a price and a "Buy" button in a row, over a screen with a "Settings"
/// button: what VoiceOver meets as the accessibility properties shape it.
@MainActor
private final class Shop {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let card = View(frame: CGRect(x: 0, y: 100, width: 320, height: 100))
    let title = Label(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
    let price = Label(frame: CGRect(x: 120, y: 10, width: 80, height: 20))
    let buy = Button(frame: CGRect(x: 220, y: 10, width: 80, height: 20))
    let settings = Button(frame: CGRect(x: 10, y: 10, width: 100, height: 44))

    init() {
        title.text = "Tea"
        price.text = "2.50"
        buy.setTitle("Buy", for: .normal)
        settings.setTitle("Settings", for: .normal)
        for view in [title, price, buy] { card.addSubview(view) }
        root.addSubview(settings)
        root.addSubview(card)
    }
}

@Suite @MainActor struct VoiceOverShapeTests {
    @Test func byDefaultElementsAreReadTopToBottomThenLeftToRight() {
        let shop = Shop()
        #expect(shop.root.accessibilityText == """
            "Settings", traits=[button]
            "Tea", traits=[staticText]
            "2.50", traits=[staticText]
            "Buy", traits=[button]
            """)
    }

    @Test func accessibilityElementsHiddenSkipsTheViewAndAllInside() throws {
        let shop = Shop()
        shop.card.accessibilityElementsHidden = true
        #expect(shop.root.accessibilityText == #""Settings", traits=[button]"#)
        // A label query does not find what VoiceOver does not reach, and says why.
        let error = try #require(throws: ViewQueryError.self) { try shop.root.find(where: .label("Buy")) }
        #expect(error.hidden.map(\.hiddenBecause) == ["VoiceOver does not read its label: its ancestor <View> sets accessibilityElementsHidden"])
        #expect(try shop.root.find(where: .label("Buy"), includingHidden: true) === shop.buy)
        // Text is what a sighted user reads: a text query still finds it.
        #expect(try shop.root.find(where: .text("Buy")) === shop.buy)
        shop.price.accessibilityElementsHidden = true
        shop.card.accessibilityElementsHidden = false
        #expect(shop.root.accessibilityText.components(separatedBy: "\n").count == 3)
    }

    @Test func aModalViewHidesItsSiblings() throws {
        let shop = Shop()
        let dialog = View(frame: CGRect(x: 20, y: 300, width: 280, height: 100))
        let ok = Button(frame: CGRect(x: 10, y: 10, width: 60, height: 30))
        ok.setTitle("OK", for: .normal)
        dialog.addSubview(ok)
        dialog.accessibilityViewIsModal = true
        shop.root.addSubview(dialog)
        #expect(shop.root.accessibilityText == #""OK", traits=[button]"#)
        let error = try #require(throws: ViewQueryError.self) { try shop.root.find(Button.self, where: .label("Settings")) }
        #expect(error.hidden.first?.hiddenBecause == "VoiceOver does not read its label: its sibling <View> is modal (accessibilityViewIsModal)")
        #expect(try shop.root.find(where: .label("OK")) === ok)
        // A hidden modal view hides nothing.
        dialog.isHidden = true
        #expect(try shop.root.find(Button.self, where: .label("Settings")) === shop.settings)
        #expect(shop.root.accessibilityText.hasPrefix(#""Settings""#))
    }

    @Test func accessibilityElementsSetTheOrderAndGroupTheElements() throws {
        let shop = Shop()
        shop.card.accessibilityElements = [shop.buy, shop.title]
        let other = Label(frame: CGRect(x: 200, y: 60, width: 100, height: 20))
        other.text = "Beside"
        shop.root.addSubview(other)
        // The card reads Buy then Tea, together, where the card is; the price is left out.
        #expect(shop.root.accessibilityText == """
            "Settings", traits=[button]
            "Beside", traits=[staticText]
            "Buy", traits=[button]
            "Tea", traits=[staticText]
            """)
        let error = try #require(throws: ViewQueryError.self) { try shop.root.find(where: .label("2.50")) }
        #expect(error.hidden.first?.hiddenBecause == "VoiceOver does not read its label: its ancestor <View> lists accessibilityElements without it")
    }

    @Test func rightToLeftReadsTrailingToLeading() throws {
        let shop = Shop()
        shop.root.semanticContentAttribute = .forceRightToLeft
        #expect(shop.root.accessibilityText == """
            "Settings", traits=[button]
            "Buy", traits=[button]
            "2.50", traits=[staticText]
            "Tea", traits=[staticText]
            """)
        // findAll's screen order reads the same way.
        #expect(try shop.root.findAll(Label.self) == [shop.price, shop.title])
        shop.root.semanticContentAttribute = .forceLeftToRight
        #expect(shop.root.accessibilityText.components(separatedBy: "\n").last == #""Buy", traits=[button]"#)
        #expect(try shop.root.findAll(Label.self) == [shop.title, shop.price])
    }

    @Test func theMatchersFailForAnElementVoiceOverDoesNotReachBothWays() {
        let shop = Shop()
        expect(shop.buy).to(beAnAccessibilityElement())
        shop.card.accessibilityElementsHidden = true
        let failures = gatherFailingExpectations(silently: true) {
            expect(shop.buy).to(beAnAccessibilityElement())
            expect(shop.buy).to(haveAccessibilityLabel("Buy"))
            expect(shop.buy).to(haveAccessibilityTraits(.button))
        }
        let detail = "VoiceOver does not reach it: its ancestor <View> sets accessibilityElementsHidden"
        #expect(failures.map(\.message.stringValue) == [
            "expected to be an accessibility element, got <Button \"Buy\"> (isAccessibilityElement: true)\n\(detail)",
            "expected to have accessibility label \"Buy\", got <Button \"Buy\"> (accessibilityLabel: \"Buy\")\n\(detail)",
            "expected to have accessibility traits [button], got <Button \"Buy\"> (accessibilityTraits: [button])\n\(detail)",
        ])
        expect(shop.buy).toNot(beAnAccessibilityElement())
        expect(shop.buy).toNot(haveAccessibilityLabel("Buy"))
        expect(shop.buy).to(haveAccessibilityIdentifier(nil))
    }

    /// Random screens: a view is in the accessibility rendering exactly when it is an element a
    /// user sees and nothing on its way up hides it from VoiceOver, and a label query finds it
    /// exactly then.
    @Test(arguments: 0..<4) func theRenderingAndLabelQueriesAgreeWithTheConcealmentRule(batch: UInt64) throws {
        var random = VisibilityPropertyTests.SplitMix64(state: 0xA11_0000 + batch)
        for iteration in 0..<60 {
            let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            var containers: [View] = [root]
            var labels: [Label] = []
            for index in 0..<Int.random(in: 1...14, using: &random) {
                let frame = CGRect(x: Int.random(in: 0...300, using: &random), y: Int.random(in: 0...300, using: &random), width: 60, height: 30)
                let parent = containers.randomElement(using: &random)!
                if Bool.random(using: &random) {
                    let container = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
                    container.accessibilityElementsHidden = Int.random(in: 0..<5, using: &random) == 0
                    container.accessibilityViewIsModal = Int.random(in: 0..<6, using: &random) == 0
                    parent.addSubview(container)
                    containers.append(container)
                } else {
                    let label = Label(frame: frame)
                    label.text = "L\(index)"
                    label.accessibilityElementsHidden = Int.random(in: 0..<6, using: &random) == 0
                    parent.addSubview(label)
                    labels.append(label)
                }
            }
            let rendered = Set(root.accessibilityText.split(separator: "\n").map(String.init))
            for label in labels {
                let line = "\"\(label.text!)\", traits=[staticText]"
                let reached = Self.oracleReaches(label)
                #expect(rendered.contains(line) == reached, "batch \(batch), iteration \(iteration), \(label.text!)\n\(root.recursiveDescription)")
                #expect(try root.findAll(where: .label(label.text!)).isEmpty == !reached, "batch \(batch), iteration \(iteration)")
            }
        }
    }
}

extension VoiceOverShapeTests {
    /// Apple's rules, walked up from the view: nothing on the way sets
    /// `accessibilityElementsHidden`, and no view on the way has a shown modal sibling in front.
    static func oracleReaches(_ view: View) -> Bool {
        var chain: [View] = []
        var current: View? = view
        while let node = current {
            chain.append(node)
            current = node.superview
        }
        for node in chain {
            if node.accessibilityElementsHidden { return false }
            guard let parent = node.superview else { continue }
            let modals = parent.subviews.filter { $0.accessibilityViewIsModal && !$0.isHidden }
            if let front = modals.last, front !== node { return false }
        }
        return true
    }
}

@MainActor
final class VoiceOverShapeXCTests: XCTestCase {
    func testAModalDialogLeavesOnlyItsOwnElementsUnderXCTest() async throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let behind = Button(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
        behind.setTitle("Behind", for: .normal)
        let dialog = Label(frame: CGRect(x: 0, y: 100, width: 200, height: 44))
        dialog.text = "Saved"
        dialog.accessibilityViewIsModal = true
        root.addSubview(behind)
        root.addSubview(dialog)
        XCTAssertEqual(root.accessibilityText, #""Saved", traits=[staticText]"#)
        XCTAssertThrowsError(try root.find(where: .label("Behind")))
        expect(behind).toNot(beAnAccessibilityElement())
    }
}
