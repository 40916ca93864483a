import Foundation
import LarkUI
import XCTest
@testable import LarkTestSupport

@MainActor
final class FirstResponderTests: XCTestCase {
    func testBecomingFirstResponderFailsOutsideAWindow() async {
        let field = TextField()
        let delegate = RecordingTextFieldDelegate()
        field.delegate = delegate
        XCTAssertFalse(field.becomeFirstResponder())
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertFalse(delegate.didCallShouldBegin)
        XCTAssertFalse(delegate.didCallDidBegin)
    }

    func testADisabledFieldOrAPlainViewCannotBecomeFirstResponder() async {
        let window = makeVisibleWindow()
        let field = TextField(), plain = View()
        window.addSubview(field)
        window.addSubview(plain)
        field.isEnabled = false
        XCTAssertFalse(field.becomeFirstResponder())
        XCTAssertFalse(plain.becomeFirstResponder())
        XCTAssertNil(window.firstResponder)
        field.isEnabled = true
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(window.firstResponder === field)
        XCTAssertTrue(field.isEditing)
    }

    func testOneFirstResponderPerWindowAndHandOffAsksTheOldOneToResign() async {
        let log = EventLog()
        let window = makeVisibleWindow()
        let first = TextField(), second = TextField()
        let firstDelegate = RecordingTextFieldDelegate(), secondDelegate = RecordingTextFieldDelegate()
        firstDelegate.log = log
        first.delegate = firstDelegate
        second.delegate = secondDelegate
        window.addSubview(first)
        window.addSubview(second)
        XCTAssertTrue(first.becomeFirstResponder())
        log.clear()
        XCTAssertTrue(second.becomeFirstResponder())
        XCTAssertEqual(log.entries, ["delegate.shouldEnd", "delegate.didEnd"])
        XCTAssertFalse(first.isFirstResponder)
        XCTAssertTrue(second.isFirstResponder)
    }

    func testARefusingResignBlocksTheHandOff() async {
        let window = makeVisibleWindow()
        let first = TextField(), second = TextField()
        let firstDelegate = RecordingTextFieldDelegate()
        firstDelegate.allowEnd = false
        first.delegate = firstDelegate
        window.addSubview(first)
        window.addSubview(second)
        XCTAssertTrue(first.becomeFirstResponder())
        XCTAssertFalse(second.becomeFirstResponder())
        XCTAssertTrue(first.isFirstResponder)
        XCTAssertFalse(second.isFirstResponder)
        XCTAssertFalse(firstDelegate.didCallDidEnd)
    }

    func testARefusedBeginNeverAsksTheCurrentResponderToResign() async {
        let window = makeVisibleWindow()
        let first = TextField(), second = TextField()
        let firstDelegate = RecordingTextFieldDelegate(), secondDelegate = RecordingTextFieldDelegate()
        secondDelegate.allowBegin = false
        first.delegate = firstDelegate
        second.delegate = secondDelegate
        window.addSubview(first)
        window.addSubview(second)
        XCTAssertTrue(first.becomeFirstResponder())
        XCTAssertFalse(second.becomeFirstResponder())
        XCTAssertFalse(firstDelegate.didCallShouldEnd)
        XCTAssertFalse(firstDelegate.didCallDidEnd)
        XCTAssertTrue(first.isFirstResponder)
        XCTAssertFalse(secondDelegate.didCallDidBegin)
    }

    func testResignFailsWhenNotFirstResponderOrRefused() async {
        let window = makeVisibleWindow()
        let field = TextField()
        let delegate = RecordingTextFieldDelegate()
        field.delegate = delegate
        window.addSubview(field)
        XCTAssertFalse(field.resignFirstResponder())
        XCTAssertFalse(delegate.didCallShouldEnd)
        field.becomeFirstResponder()
        delegate.allowEnd = false
        XCTAssertFalse(field.resignFirstResponder())
        XCTAssertTrue(field.isFirstResponder)
        delegate.allowEnd = true
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertNil(window.firstResponder)
    }

    func testWindowsTrackFirstRespondersSeparately() async {
        let one = makeVisibleWindow(), two = makeVisibleWindow()
        let a = TextField(), b = TextField()
        one.addSubview(a)
        two.addSubview(b)
        XCTAssertTrue(a.becomeFirstResponder())
        XCTAssertTrue(b.becomeFirstResponder())
        XCTAssertTrue(a.isFirstResponder)
        XCTAssertTrue(b.isFirstResponder)
    }

    func testRemovingTheFirstResponderFromItsWindowEndsEditing() async {
        let window = makeVisibleWindow()
        let container = View(), field = TextField()
        let delegate = RecordingTextFieldDelegate()
        delegate.allowEnd = false
        field.delegate = delegate
        container.addSubview(field)
        window.addSubview(container)
        XCTAssertTrue(field.becomeFirstResponder())
        container.removeFromSuperview()
        XCTAssertNil(window.firstResponder)
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertTrue(delegate.didCallDidEnd)
    }

    func testEndEditingResignsWithinASubtree() async {
        let window = makeVisibleWindow()
        let field = TextField()
        let delegate = RecordingTextFieldDelegate()
        field.delegate = delegate
        window.addSubview(field)
        field.becomeFirstResponder()
        delegate.allowEnd = false
        XCTAssertFalse(window.endEditing(false))
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertTrue(window.endEditing(true))
        XCTAssertFalse(field.isFirstResponder)
    }

    func testAFieldInAWindowRootCanBecomeFirstResponderImmediately() async {
        let window = makeVisibleWindow()
        let controller = BoxTurtleViewController()
        window.rootViewController = NavigationController(rootViewController: controller)
        XCTAssertTrue(controller.textField.becomeFirstResponder())
        let later = TextField()
        controller.view.addSubview(later)
        XCTAssertTrue(later.becomeFirstResponder())
    }

    func testTheResponderChainRunsFromViewToApplication() async {
        let window = makeVisibleWindow()
        let navigation = NavigationController(rootViewController: LoggingViewController())
        window.rootViewController = navigation
        let child = navigation.topViewController!
        let button = Button()
        child.view.addSubview(button)
        let chain = button.responderChain
        XCTAssertTrue(chain[0] === button)
        XCTAssertTrue(chain[1] === child.view)
        XCTAssertTrue(chain[2] === child)
        XCTAssertTrue(chain.contains { $0 === navigation })
        XCTAssertTrue(chain.contains { $0 === window })
        XCTAssertTrue(chain.last === window.application)
    }
}
