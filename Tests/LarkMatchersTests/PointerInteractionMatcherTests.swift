import Lark
import XCTest

/// haveTheDefaultPointerInteraction for plain views and buttons.
@MainActor
final class PointerInteractionMatcherTests: XCTestCase {
    /// An interaction that is not a pointer interaction.
    final class DragInteraction: Interaction {
        private(set) weak var view: View?
        func willMove(to view: View?) {}
        func didMove(to view: View?) { self.view = view }
    }

    final class StyleDelegate: PointerInteractionDelegate {}

    private let hint = "On buttons, set `isPointerInteractionEnabled = true` for the default pointer interaction"

    func testPlainViewWithOnePointerInteractionWithoutDelegate() async {
        let card = Fixture.view("card")
        card.addInteraction(PointerInteraction(delegate: nil))
        XCTAssertEqual(outcomes(card, haveTheDefaultPointerInteraction()), .matches(
            toNot: "expected to not have the default pointer interaction, got <View#card> (1 pointer interaction, without a delegate)"))
        // Other kinds of interaction are ignored.
        card.addInteraction(DragInteraction())
        XCTAssertEqual(status(card, haveTheDefaultPointerInteraction()), .matches)
    }

    func testPlainViewsThatDoNotMatch() async {
        let card = Fixture.view("card")
        XCTAssertEqual(outcomes(card, haveTheDefaultPointerInteraction()), .doesNotMatch(
            "expected to have the default pointer interaction, got <View#card> (no pointer interactions)"))
        card.addInteraction(DragInteraction())
        XCTAssertEqual(outcomes(card, haveTheDefaultPointerInteraction()), .doesNotMatch(
            "expected to have the default pointer interaction, got <View#card> (no pointer interactions)"))
        card.addInteraction(PointerInteraction(delegate: nil))
        card.addInteraction(PointerInteraction(delegate: nil))
        XCTAssertEqual(outcomes(card, haveTheDefaultPointerInteraction()), .doesNotMatch(
            "expected to have the default pointer interaction, got <View#card> (2 pointer interactions)"))

        let delegate = StyleDelegate()
        let withDelegate = Fixture.view("hover")
        withDelegate.addInteraction(PointerInteraction(delegate: delegate))
        XCTAssertEqual(outcomes(withDelegate, haveTheDefaultPointerInteraction()), .doesNotMatch(
            "expected to have the default pointer interaction, got <View#hover> (1 pointer interaction, with a delegate)"))
        withExtendedLifetime(delegate) {}
        XCTAssertEqual(outcomes(nil as View?, haveTheDefaultPointerInteraction()), .fails(nilMessage("have the default pointer interaction")))
    }

    func testButtonWithTheFlagOn() async {
        let button = Fixture.button("Save")
        button.isPointerInteractionEnabled = true
        XCTAssertEqual(outcomes(button, haveTheDefaultPointerInteraction()), .matches(
            toNot: "expected to not have the default pointer interaction, got <Button \"Save\"> "
                + "(isPointerInteractionEnabled: true, pointerStyleProvider: nil, no pointer interactions added by hand)"))
        // Decided by the dynamic type, even when the button is passed as a view.
        let asView: View = button
        XCTAssertEqual(status(asView, haveTheDefaultPointerInteraction()), .matches)
    }

    func testButtonsThatDoNotMatch() async {
        let styled = Fixture.button("Styled")
        styled.isPointerInteractionEnabled = true
        styled.pointerStyleProvider = { _, effect, _ in PointerStyle(effect: effect) }
        XCTAssertEqual(outcomes(styled, haveTheDefaultPointerInteraction()), .doesNotMatch(
            "expected to have the default pointer interaction, got <Button \"Styled\"> "
                + "(isPointerInteractionEnabled: true, pointerStyleProvider: set, no pointer interactions added by hand)"))

        let off = Fixture.button("Off")
        XCTAssertEqual(outcomes(off, haveTheDefaultPointerInteraction()), .doesNotMatch(
            "expected to have the default pointer interaction, got <Button \"Off\"> "
                + "(isPointerInteractionEnabled: false, pointerStyleProvider: nil, no pointer interactions added by hand)\n"
                + hint + "."))

        let extra = Fixture.button("Extra")
        extra.isPointerInteractionEnabled = true
        extra.addInteraction(PointerInteraction(delegate: nil))
        XCTAssertEqual(outcomes(extra, haveTheDefaultPointerInteraction()), .doesNotMatch(
            "expected to have the default pointer interaction, got <Button \"Extra\"> "
                + "(isPointerInteractionEnabled: true, pointerStyleProvider: nil, 1 pointer interaction added by hand)\n"
                + hint + " instead of adding a `PointerInteraction` yourself."))

        let byHand = Fixture.button("ByHand")
        byHand.addInteraction(PointerInteraction(delegate: nil))
        XCTAssertEqual(outcomes(byHand, haveTheDefaultPointerInteraction()), .doesNotMatch(
            "expected to have the default pointer interaction, got <Button \"ByHand\"> "
                + "(isPointerInteractionEnabled: false, pointerStyleProvider: nil, 1 pointer interaction added by hand)\n"
                + hint + " instead of adding a `PointerInteraction` yourself."))

        XCTAssertEqual(outcomes(nil as Button?, haveTheDefaultPointerInteraction()), .fails(nilMessage("have the default pointer interaction")))
    }

    func testTurningTheFlagOffRemovesTheSystemInteraction() async {
        let button = Fixture.button("Save")
        button.isPointerInteractionEnabled = true
        button.isPointerInteractionEnabled = false
        XCTAssertEqual(status(button, haveTheDefaultPointerInteraction()), .doesNotMatch)
    }
}
