import Foundation
import LarkUI
import XCTest
@testable import LarkTestSupport

/// Records hierarchy callbacks.
@MainActor
private final class CallbackView: View {
    var log: EventLog?
    var name = ""

    override func willMove(toSuperview newSuperview: View?) { log?.append("\(name).willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { log?.append("\(name).didMoveToSuperview") }
    override func willMove(toWindow newWindow: Window?) { log?.append("\(name).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log?.append("\(name).didMoveToWindow") }
    override func didAddSubview(_ subview: View) { log?.append("\(name).didAddSubview") }
    override func willRemoveSubview(_ subview: View) { log?.append("\(name).willRemoveSubview") }
}

@MainActor
final class ViewHierarchyTests: XCTestCase {
    func testAddSubviewLinksBothWaysAndMovesBetweenParents() async {
        let first = View(), second = View(), child = View()
        first.addSubview(child)
        XCTAssertTrue(child.superview === first)
        XCTAssertEqual(first.subviews.count, 1)
        second.addSubview(child)
        XCTAssertTrue(child.superview === second)
        XCTAssertTrue(first.subviews.isEmpty)
        child.removeFromSuperview()
        XCTAssertNil(child.superview)
        XCTAssertTrue(second.subviews.isEmpty)
    }

    func testInsertionOrderingAndReordering() async {
        let parent = View()
        let a = View(), b = View(), c = View(), d = View()
        parent.addSubview(a)
        parent.addSubview(c)
        parent.insertSubview(b, belowSubview: c)
        parent.insertSubview(d, at: 0)
        XCTAssertEqual(parent.subviews.map(ObjectIdentifier.init), [d, a, b, c].map(ObjectIdentifier.init))
        parent.bringSubviewToFront(d)
        parent.sendSubviewToBack(c)
        XCTAssertEqual(parent.subviews.map(ObjectIdentifier.init), [c, a, b, d].map(ObjectIdentifier.init))
        parent.insertSubview(c, aboveSubview: b)
        XCTAssertEqual(parent.subviews.map(ObjectIdentifier.init), [a, b, c, d].map(ObjectIdentifier.init))
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        XCTAssertEqual(parent.subviews.map(ObjectIdentifier.init), [d, b, c, a].map(ObjectIdentifier.init))
        parent.addSubview(b)
        XCTAssertTrue(parent.subviews.last === b)
        XCTAssertEqual(parent.subviews.count, 4)
    }

    func testCyclesAreRefusedWithAWarning() async {
        let application = Application()
        application.printsWarnings = false
        Application.$current.withValue(application) {
            let parent = View(), child = View()
            parent.addSubview(child)
            child.addSubview(parent)
            parent.addSubview(parent)
            XCTAssertNil(parent.superview)
            XCTAssertTrue(child.subviews.isEmpty)
            XCTAssertEqual(application.warnings.count, 2)
            XCTAssertTrue(application.warnings[0].contains("cycle"))
        }
    }

    func testWindowIsFoundThroughSuperviews() async {
        let window = makeVisibleWindow()
        let container = View(), leaf = View()
        container.addSubview(leaf)
        XCTAssertNil(leaf.window)
        window.addSubview(container)
        XCTAssertTrue(leaf.window === window)
        XCTAssertTrue(window.window === window)
        container.removeFromSuperview()
        XCTAssertNil(leaf.window)
    }

    func testViewWithTagSearchesSelfThenDescendantsDepthFirst() async {
        let root = View(), a = View(), b = View(), deep = View()
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(deep)
        deep.tag = 7
        b.tag = 7
        XCTAssertTrue(root.viewWithTag(7) === deep)
        XCTAssertTrue(root.viewWithTag(0) === root)
        XCTAssertNil(root.viewWithTag(99))
    }

    func testDescendantAndTraversalHelpers() async {
        let root = View(), stack = StackView(), label = Label(), button = Button()
        root.addSubview(stack)
        stack.addArrangedSubview(label)
        root.addSubview(button)
        XCTAssertTrue(label.isDescendant(of: root))
        XCTAssertTrue(root.isDescendant(of: root))
        XCTAssertFalse(root.isDescendant(of: label))
        XCTAssertEqual(root.allSubviews.map(ObjectIdentifier.init), [stack, label, button].map(ObjectIdentifier.init))
        XCTAssertEqual(label.ancestors.map(ObjectIdentifier.init), [stack, root].map(ObjectIdentifier.init))
        XCTAssertEqual(root.subviews(ofType: Label.self).count, 1)
        XCTAssertTrue(root.firstSubview(ofType: Control.self) === button)
        label.text = "x"
        XCTAssertNil(root.firstSubview(ofType: Label.self) { $0.text == "y" })
    }

    func testHierarchyCallbacksRunInUIKitOrder() async {
        let log = EventLog()
        let window = makeVisibleWindow()
        let parent = CallbackView(), child = CallbackView()
        parent.name = "parent"
        child.name = "child"
        parent.log = log
        child.log = log
        window.addSubview(parent)
        log.clear()
        parent.addSubview(child)
        XCTAssertEqual(log.entries, [
            "child.willMoveToSuperview(view)", "child.willMoveToWindow(window)", "child.didMoveToSuperview",
            "parent.didAddSubview", "child.didMoveToWindow",
        ])
        log.clear()
        child.removeFromSuperview()
        XCTAssertEqual(log.entries, [
            "child.willMoveToSuperview(nil)", "child.willMoveToWindow(nil)", "parent.willRemoveSubview",
            "child.didMoveToSuperview", "child.didMoveToWindow",
        ])
    }

    func testGeometryAndVisualStateAreRecorded() async {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        view.bounds = CGRect(x: 5, y: 5, width: 40, height: 30)
        XCTAssertEqual(view.frame.size, CGSize(width: 40, height: 30))
        view.center = CGPoint(x: 100, y: 100)
        XCTAssertEqual(view.frame.origin, CGPoint(x: 80, y: 85))
        XCTAssertFalse(view.isHidden)
        XCTAssertEqual(view.alpha, 1)
        XCTAssertTrue(view.isUserInteractionEnabled)
        XCTAssertFalse(Label().isUserInteractionEnabled)
        XCTAssertFalse(ImageView().isUserInteractionEnabled)
        XCTAssertNil(view.backgroundColor)
    }

    func testTintColorIsInheritedUntilSet() async {
        let parent = View(), child = View()
        parent.addSubview(child)
        XCTAssertEqual(child.tintColor, .systemBlue)
        parent.tintColor = .red
        XCTAssertEqual(child.tintColor, .red)
        child.tintColor = .green
        XCTAssertEqual(child.tintColor, .green)
        child.tintColor = nil
        XCTAssertEqual(child.tintColor, .red)
    }

    func testDescriptionsAreShortAndDeterministic() async {
        let view = View()
        view.accessibilityIdentifier = "root"
        XCTAssertEqual(view.description, "View#root")
        let label = Label()
        label.accessibilityIdentifier = "greeting"
        label.text = "Hi"
        XCTAssertEqual(label.description, "Label#greeting \"Hi\"")
        let button = Button()
        button.setTitle("Save", for: .normal)
        XCTAssertEqual(button.description, "Button \"Save\"")
        XCTAssertEqual(StackView().description, "StackView")
        let field = TextField()
        field.placeholder = "Name"
        XCTAssertEqual(field.description, "TextField \"Name\"")
        field.text = "Ann"
        XCTAssertEqual(field.description, "TextField \"Ann\"")
        let controller = ViewController()
        XCTAssertEqual(controller.description, "ViewController")
        controller.title = "Settings"
        XCTAssertEqual(controller.description, "ViewController \"Settings\"")
        XCTAssertEqual("\(button)", "Button \"Save\"")
    }

    func testDescriptionOffTheMainActorFallsBackToTheDefault() async {
        let label = Label()
        label.text = "Hi"
        // The conformance to CustomStringConvertible is main-actor isolated: off the main actor
        // the runtime uses the default rendering instead of reading main-actor state.
        let description = await Task.detached { String(describing: label as Any) }.value
        XCTAssertEqual(description, "LarkUI.Label")
        XCTAssertEqual(String(describing: label), "Label \"Hi\"")
    }

    func testStackViewKeepsArrangedSubviewsInStep() async {
        let stack = StackView()
        let a = View(), b = View()
        stack.addArrangedSubview(a)
        stack.insertArrangedSubview(b, at: 0)
        XCTAssertEqual(stack.arrangedSubviews.map(ObjectIdentifier.init), [b, a].map(ObjectIdentifier.init))
        stack.removeArrangedSubview(b)
        XCTAssertTrue(b.superview === stack)
        a.removeFromSuperview()
        XCTAssertTrue(stack.arrangedSubviews.isEmpty)
    }

    func testInteractionsAreAttachedAndDetached() async {
        let view = View()
        let pointer = PointerInteraction(delegate: nil)
        view.addInteraction(pointer)
        view.addInteraction(pointer)
        XCTAssertEqual(view.interactions.count, 1)
        XCTAssertTrue(pointer.view === view)
        let other = View()
        other.addInteraction(pointer)
        XCTAssertTrue(view.interactions.isEmpty)
        XCTAssertTrue(pointer.view === other)
        other.removeInteraction(pointer)
        XCTAssertNil(pointer.view)
    }
}
