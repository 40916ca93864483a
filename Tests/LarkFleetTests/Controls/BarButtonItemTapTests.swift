import Foundation
import Lark
import Testing

/// A target recording the senders of its actions.
@MainActor
final class ItemTarget {
    var senders: [BarButtonItem] = []
    func tapped(_ sender: BarButtonItem) { senders.append(sender) }
}

/// A controller that handles an action sent up the responder chain.
@MainActor
final class ChainHandlingViewController: ViewController {
    var handled = 0
    func save() { handled += 1 }
}

@Suite("BarButtonItem.tap() (controls.md §4)")
@MainActor
struct BarButtonItemTapTests {
    let target = ItemTarget()

    @Test func sendsTheActionToTheTargetWithTheItemAsSender() throws {
        let item = BarButtonItem(title: "turtles", target: target, action: ItemTarget.tapped)
        try item.tap()
        #expect(target.senders.count == 1)
        #expect(target.senders.first === item)
    }

    @Test func performsAPrimaryAction() throws {
        var senders: [Any?] = []
        let item = BarButtonItem(primaryAction: Action(title: "Go") { action in senders.append(action.sender) })
        try item.tap()
        #expect(senders.count == 1)
        #expect(senders.first as AnyObject? === item)
    }

    @Test func aDisabledItemIsRefused() throws {
        let item = BarButtonItem(title: "turtles", target: target, action: ItemTarget.tapped)
        item.isEnabled = false
        let error = try #require(throws: Fleet.BarButtonItemError.self) { try item.tap() }
        #expect(error.kind == .notEnabled)
        #expect(error.message.contains("Control is not enabled."))
        #expect(target.senders.isEmpty)
    }

    @Test func anItemWithoutTargetIsRefusedWhenNoResponderHandlesTheAction() throws {
        let item = BarButtonItem(title: "turtles", target: nil, action: ActionMethod(ItemTarget.tapped))
        let error = try #require(throws: Fleet.BarButtonItemError.self) { try item.tap() }
        #expect(error.kind == .noTarget)
        #expect(error.message.contains("Attempted to tap BarButtonItem (title='turtles') with no associated target"))
        #expect(target.senders.isEmpty)
    }

    @Test func anItemWithoutTargetGoesUpTheResponderChain() throws {
        Application.shared.printsWarnings = false
        let root = ChainHandlingViewController()
        Fleet.setAsAppWindowRoot(root)
        let item = BarButtonItem(title: "Save", target: nil, action: ActionMethod(ChainHandlingViewController.save))
        try item.tap()
        #expect(root.handled == 1)
    }

    @Test func anItemWithoutActionIsRefused() throws {
        let untitled = BarButtonItem(title: nil, target: target, action: nil)
        let error = try #require(throws: Fleet.BarButtonItemError.self) { try untitled.tap() }
        #expect(error.kind == .noAction)
        #expect(error.message.contains("Attempted to tap BarButtonItem (title=<No Title>) with no associated action."))
    }

    @Test func aCustomViewItemPointsAtItsControl() throws {
        let item = BarButtonItem(customView: Button())
        let error = try #require(throws: Fleet.BarButtonItemError.self) { try item.tap() }
        #expect(error.kind == .customViewOnly)
        #expect(error.message.contains("Tap the control inside the custom view instead"))
    }
}
