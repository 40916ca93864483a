import Foundation
import Lark
import XCTest

/// beVisible(insideOf:) for views, windows and view controllers, and beVisible().
@MainActor
final class VisibilityMatcherTests: XCTestCase {
    /// `View#parent` (10 x 10) containing `View#child` (10 x 10).
    private func parentAndChild() -> (parent: View, child: View) {
        let parent = Fixture.view("parent")
        let child = Fixture.view("child")
        parent.addSubview(child)
        return (parent, child)
    }

    private let visibleInParent = "expected to be visible inside <View#parent>, got <View#child>"
    private let path = "(path: View#parent > View#child)"

    func testChildInParentIsVisible() async {
        let (parent, child) = parentAndChild()
        XCTAssertEqual(outcomes(child, beVisible(insideOf: parent)), .matches(
            toNot: "expected to not be visible inside <View#parent>, got <View#child> \(path)"))
    }

    func testEachConditionOnTheChildNamesTheChild() async {
        let cases: [(String, (View) -> Void)] = [
            ("is hidden", { $0.isHidden = true }),
            ("has alpha 0", { $0.alpha = 0 }),
            ("has width 0", { $0.frame.size.width = 0 }),
            ("has height 0", { $0.frame.size.height = 0 }),
            ("has alpha -0.5", { $0.alpha = -0.5 }),
            ("is hidden and has alpha 0", { $0.isHidden = true; $0.alpha = 0 }),
        ]
        for (reason, breakIt) in cases {
            let (parent, child) = parentAndChild()
            breakIt(child)
            XCTAssertEqual(outcomes(child, beVisible(insideOf: parent)), .doesNotMatch(
                "\(visibleInParent), but it \(reason) \(path)"), reason)
        }
    }

    func testEachConditionOnTheContainerNamesTheContainer() async {
        let cases: [(String, (View) -> Void)] = [
            ("is hidden", { $0.isHidden = true }),
            ("has alpha 0", { $0.alpha = 0 }),
            ("has width 0", { $0.frame.size.width = 0 }),
            ("has height 0", { $0.frame.size.height = 0 }),
        ]
        for (reason, breakIt) in cases {
            let (parent, child) = parentAndChild()
            breakIt(parent)
            XCTAssertEqual(outcomes(child, beVisible(insideOf: parent)), .doesNotMatch(
                "\(visibleInParent), but its ancestor <View#parent> \(reason) \(path)"), reason)
        }
    }

    func testAnAncestorBetweenIsNamedWithThePath() async {
        let (root, stack, button) = Fixture.saveButtonTree()
        stack.alpha = 0
        XCTAssertEqual(outcomes(button, beVisible(insideOf: root)), .doesNotMatch(
            "expected to be visible inside <View#root>, got <Button \"Save\">, but its ancestor <StackView> has alpha 0 "
                + "(path: View#root > StackView > Button \"Save\")"))
        // With several culprits, the one nearest to the subject is named.
        root.isHidden = true
        button.frame.size.height = 0
        XCTAssertEqual(outcomes(button, beVisible(insideOf: root)), .doesNotMatch(
            "expected to be visible inside <View#root>, got <Button \"Save\">, but it has height 0 "
                + "(path: View#root > StackView > Button \"Save\")"))
    }

    func testViewsAboveTheContainerAreNotExamined() async {
        let (root, stack, button) = Fixture.saveButtonTree()
        root.isHidden = true
        XCTAssertEqual(status(button, beVisible(insideOf: stack)), .matches)
        // A view is visible inside itself when its own properties allow it.
        XCTAssertEqual(outcomes(button, beVisible(insideOf: button)), .matches(
            toNot: "expected to not be visible inside <Button \"Save\">, got <Button \"Save\"> (path: Button \"Save\")"))
        button.alpha = 0
        XCTAssertEqual(outcomes(button, beVisible(insideOf: button)), .doesNotMatch(
            "expected to be visible inside <Button \"Save\">, got <Button \"Save\">, but it has alpha 0 (path: Button \"Save\")"))
        withExtendedLifetime(root) {}
    }

    func testAViewOutsideTheContainerSaysWhereItsChainEnds() async {
        let (root, _, button) = Fixture.saveButtonTree()
        let other = Fixture.view("other")
        XCTAssertEqual(outcomes(button, beVisible(insideOf: other)), .doesNotMatch(
            "expected to be visible inside <View#other>, got <Button \"Save\">, but it is not inside <View#other>: "
                + "its chain ends at <View#root> (path: View#root > StackView > Button \"Save\")"))
        XCTAssertEqual(outcomes(Fixture.view("loose"), beVisible(insideOf: root)), .doesNotMatch(
            "expected to be visible inside <View#root>, got <View#loose>, but it is not inside <View#root>: it has no superview"))
        // A container below the subject is not an ancestor either.
        XCTAssertEqual(status(root, beVisible(insideOf: button)), .doesNotMatch)
    }

    func testNotInsideTakesPrecedenceOverAnInvisibleAncestor() async {
        let (root, stack, button) = Fixture.saveButtonTree()
        stack.isHidden = true
        XCTAssertEqual(outcomes(button, beVisible(insideOf: Fixture.view("other"))), .doesNotMatch(
            "expected to be visible inside <View#other>, got <Button \"Save\">, but it is not inside <View#other>: "
                + "its chain ends at <View#root> (path: View#root > StackView > Button \"Save\")"))
        withExtendedLifetime(root) {}
    }

    func testNilSubject() async {
        let parent = Fixture.view("parent")
        XCTAssertEqual(outcomes(nil as View?, beVisible(insideOf: parent)), .fails(nilMessage("be visible inside <View#parent>")))
        XCTAssertEqual(outcomes(nil as View?, beVisible(insideOf: ViewController())), .fails(nilMessage("be visible inside <ViewController>")))
        XCTAssertEqual(outcomes(nil as View?, beVisible()), .fails(nilMessage("be visible in the key window")))
    }

    func testInsideAWindow() async {
        let window = Window()
        let label = Fixture.label("Hi")
        window.addSubview(label)
        // A new window is hidden, as in UIKit.
        XCTAssertEqual(outcomes(label, beVisible(insideOf: window)), .doesNotMatch(
            "expected to be visible inside <Window>, got <Label \"Hi\">, but its window <Window> is hidden (path: Window > Label \"Hi\")"))
        window.makeKeyAndVisible()
        XCTAssertEqual(status(label, beVisible(insideOf: window)), .matches)
    }

    func testInsideAViewController_neverLoadsItsView() async {
        let controller = ViewController()
        let button = Fixture.button("Save")
        let predicate: Matcher<Button> = beVisible(insideOf: controller)
        XCTAssertFalse(controller.isViewLoaded, "building the matcher must not load the view (M15)")
        XCTAssertEqual(outcomes(button, predicate), .doesNotMatch(
            "expected to be visible inside <ViewController>, got <Button \"Save\">, but the view of <ViewController> is not loaded"))
        XCTAssertFalse(controller.isViewLoaded, "evaluating the matcher must not load the view either")
    }

    func testInsideAViewController_onceLoaded() async {
        let controller = ViewController()
        controller.title = "Login"
        let button = Fixture.button("Save")
        XCTAssertEqual(outcomes(button, beVisible(insideOf: controller)), .doesNotMatch(
            "expected to be visible inside <ViewController \"Login\">, got <Button \"Save\">, but the view of <ViewController \"Login\"> is not loaded"))
        controller.view.addSubview(button)
        XCTAssertEqual(outcomes(button, beVisible(insideOf: controller)), .matches(
            toNot: "expected to not be visible inside <ViewController \"Login\">, got <Button \"Save\"> (path: View > Button \"Save\")"))
        controller.view.isHidden = true
        XCTAssertEqual(outcomes(button, beVisible(insideOf: controller)), .doesNotMatch(
            "expected to be visible inside <ViewController \"Login\">, got <Button \"Save\">, but its ancestor <View> is hidden "
                + "(path: View > Button \"Save\")"))
        XCTAssertEqual(outcomes(Fixture.button("Elsewhere"), beVisible(insideOf: controller)), .doesNotMatch(
            "expected to be visible inside <ViewController \"Login\">, got <Button \"Elsewhere\">, but it is not inside the controller's view <View>: "
                + "it has no superview"))
    }

    func testInTheKeyWindow() async {
        let window = Window()
        let controller = ViewController()
        window.rootViewController = controller
        let button = Fixture.button("Save")
        controller.view.addSubview(button)
        XCTAssertEqual(outcomes(button, beVisible()), .doesNotMatch(
            "expected to be visible in the key window, got <Button \"Save\">, but it is not in the key window: "
                + "its chain ends at <Window> (path: Window > View > Button \"Save\")"))
        window.makeKeyAndVisible()
        XCTAssertEqual(outcomes(button, beVisible()), .matches(
            toNot: "expected to not be visible in the key window, got <Button \"Save\"> (path: Window > View > Button \"Save\")"))
        controller.view.alpha = 0
        XCTAssertEqual(outcomes(button, beVisible()), .doesNotMatch(
            "expected to be visible in the key window, got <Button \"Save\">, but its ancestor <View> has alpha 0 "
                + "(path: Window > View > Button \"Save\")"))
        controller.view.alpha = 1
        window.isHidden = true
        XCTAssertEqual(outcomes(button, beVisible()), .doesNotMatch(
            "expected to be visible in the key window, got <Button \"Save\">, but its window <Window> is hidden "
                + "(path: Window > View > Button \"Save\")"))
        XCTAssertEqual(outcomes(Fixture.button("Loose"), beVisible()), .doesNotMatch(
            "expected to be visible in the key window, got <Button \"Loose\">, but it is not in the key window: it has no superview"))
    }

    func testLongPathsAreShortenedAroundTheCulprit() async {
        var views = [Fixture.view("v0")]
        for index in 1..<30 {
            let view = Fixture.view("v\(index)")
            views[index - 1].addSubview(view)
            views.append(view)
        }
        views[15].isHidden = true
        XCTAssertEqual(outcomes(views[29], beVisible(insideOf: views[0])), .doesNotMatch(
            "expected to be visible inside <View#v0>, got <View#v29>, but its ancestor <View#v15> is hidden "
                + "(path: View#v0 > View#v1 > … 13 more … > View#v15 > … 12 more … > View#v28 > View#v29)"))
    }
}

/// beInteractible(insideOf:) for views and view controllers.
@MainActor
final class InteractibleMatcherTests: XCTestCase {
    func testAVisibleTouchableButtonOfTheMinimumSize() async {
        let (root, _, button) = Fixture.saveButtonTree()
        XCTAssertEqual(outcomes(button, beInteractible(insideOf: root)), .matches(
            toNot: "expected to not be interactible inside <View#root>, got <Button \"Save\"> (path: View#root > StackView > Button \"Save\")"))
        XCTAssertEqual(outcomes(nil as Button?, beInteractible(insideOf: root)), .fails(nilMessage("be interactible inside <View#root>")))
    }

    func testTooSmall() async {
        let (root, _, button) = Fixture.saveButtonTree()
        button.frame.size = CGSize(width: 43, height: 44)
        XCTAssertEqual(outcomes(button, beInteractible(insideOf: root)), .doesNotMatch(
            "expected to be interactible inside <View#root>, got <Button \"Save\">, but it is 43x44 points, "
                + "smaller than the minimum touch target of 44x44"))
        XCTAssertEqual(status(button, beInteractible(insideOf: root, minimumSize: CGSize(width: 40, height: 40))), .matches)
    }

    func testUserInteractionDisabledOnTheWay() async {
        let (root, stack, button) = Fixture.saveButtonTree()
        stack.isUserInteractionEnabled = false
        XCTAssertEqual(outcomes(button, beInteractible(insideOf: root)), .doesNotMatch(
            "expected to be interactible inside <View#root>, got <Button \"Save\">, but its ancestor <StackView> has user interaction disabled "
                + "(path: View#root > StackView > Button \"Save\")"))
        stack.isUserInteractionEnabled = true
        root.isUserInteractionEnabled = false
        XCTAssertEqual(outcomes(button, beInteractible(insideOf: root)), .doesNotMatch(
            "expected to be interactible inside <View#root>, got <Button \"Save\">, but its ancestor <View#root> has user interaction disabled "
                + "(path: View#root > StackView > Button \"Save\")"))
        // Bounded by the container, like visibility (the reference walked to the root, M14).
        XCTAssertEqual(status(button, beInteractible(insideOf: stack)), .matches)
        // Labels ignore touches by default, as in UIKit.
        let label = Fixture.label("Hi")
        label.frame.size = CGSize(width: 44, height: 44)
        root.addSubview(label)
        XCTAssertEqual(outcomes(label, beInteractible(insideOf: label)), .doesNotMatch(
            "expected to be interactible inside <Label \"Hi\">, got <Label \"Hi\">, but it has user interaction disabled (path: Label \"Hi\")"))
    }

    func testUserInteractionComesFirstAsForATap() async {
        let (root, stack, button) = Fixture.saveButtonTree()
        stack.isHidden = true
        stack.isUserInteractionEnabled = false
        XCTAssertEqual(outcomes(button, beInteractible(insideOf: root)), .doesNotMatch(
            "expected to be interactible inside <View#root>, got <Button \"Save\">, but its ancestor <StackView> has user interaction disabled "
                + "(path: View#root > StackView > Button \"Save\")"))
        XCTAssertEqual(outcomes(button, beInteractible(insideOf: Fixture.view("other"))), .doesNotMatch(
            "expected to be interactible inside <View#other>, got <Button \"Save\">, but it is not inside <View#other>: "
                + "its chain ends at <View#root> (path: View#root > StackView > Button \"Save\")"))
        withExtendedLifetime(root) {}
    }

    func testInsideAViewController() async {
        let controller = ViewController()
        let button = Fixture.button("Save")
        let predicate: Matcher<Button> = beInteractible(insideOf: controller)
        XCTAssertEqual(outcomes(button, predicate), .doesNotMatch(
            "expected to be interactible inside <ViewController>, got <Button \"Save\">, but the view of <ViewController> is not loaded"))
        XCTAssertFalse(controller.isViewLoaded)
        controller.view.addSubview(button)
        XCTAssertEqual(status(button, beInteractible(insideOf: controller)), .matches)
        XCTAssertEqual(outcomes(nil as Button?, beInteractible(insideOf: controller)), .fails(nilMessage("be interactible inside <ViewController>")))
    }
}
