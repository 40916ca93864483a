import Lark
import Testing

/// displayText (text displayers and buttons), displayPlaceholder and haveTextColor.
@Suite @MainActor struct TextMatcherTests {
    @Test func displayText_onLabels() {
        let label = Fixture.label("hello world")
        #expect(outcomes(label, displayText("hello world")) == .matches(
            toNot: "expected to not display text \"hello world\", got <Label \"hello world\"> (text: \"hello world\")"))
        #expect(outcomes(label, displayText("hello world ")) == .doesNotMatch(
            "expected to display text \"hello world \", got <Label \"hello world\"> (text: \"hello world\")"))
        #expect(outcomes(nil as Label?, displayText("hello world")) == .fails(nilMessage("display text \"hello world\"")))
    }

    @Test func displayText_onTextFieldsAndTextViews() {
        let field = TextField()
        field.text = "hello world"
        #expect(status(field, displayText("hello world")) == .matches)
        #expect(outcomes(field, displayText("hello world ")) == .doesNotMatch(
            "expected to display text \"hello world \", got <TextField \"hello world\"> (text: \"hello world\")"))
        let textView = TextView()
        textView.text = "hello world"
        #expect(status(textView, displayText("hello world")) == .matches)
        #expect(outcomes(textView, displayText("hello world ")) == .doesNotMatch(
            "expected to display text \"hello world \", got <TextView \"hello world\"> (text: \"hello world\")"))
        #expect(outcomes(nil as TextView?, displayText("x")) == .fails(nilMessage("display text \"x\"")))
    }

    @Test func displayText_showsNilApartFromEmpty() {
        #expect(outcomes(Fixture.label(nil), displayText("any")) == .doesNotMatch(
            "expected to display text \"any\", got <Label> (text: nil)"))
        #expect(status(Fixture.label(nil), displayText(nil)) == .matches)
        // A text field reads back "" once emptied, as in UIKit.
        let field = TextField()
        field.text = nil
        #expect(status(field, displayText("")) == .matches)
        #expect(outcomes(field, displayText(nil)) == .doesNotMatch("expected to display text nil, got <TextField> (text: \"\")"))
    }

    @Test func displayText_escapesQuotes() {
        #expect(outcomes(Fixture.label("Say \"hi\""), displayText("Say hi")) == .doesNotMatch(
            "expected to display text \"Say hi\", got <Label \"Say \"hi\"\"> (text: \"Say \\\"hi\\\"\")"))
    }

    @Test func displayAnyText() {
        #expect(outcomes(Fixture.label("anything"), displayText()) == .matches(
            toNot: "expected to not display any text, got <Label \"anything\"> (text: \"anything\")"))
        #expect(outcomes(Fixture.label(nil), displayText()) == .doesNotMatch("expected to display any text, got <Label> (text: nil)"))
        #expect(outcomes(Fixture.label(""), displayText()) == .doesNotMatch("expected to display any text, got <Label \"\"> (text: \"\")"))
        #expect(outcomes(nil as Label?, displayText()) == .fails(nilMessage("display any text")))
    }

    @Test func displayText_onButtons_perState() {
        let button = Fixture.button("Save")
        #expect(outcomes(button, displayText("Save")) == .matches(
            toNot: "expected to not display text \"Save\" for .normal, got <Button \"Save\"> (title(for: .normal): \"Save\")"))
        #expect(outcomes(button, displayText("Cancel")) == .doesNotMatch(
            "expected to display text \"Cancel\" for .normal, got <Button \"Save\"> (title(for: .normal): \"Save\")"))
        button.setTitle("Saving", for: .disabled)
        #expect(outcomes(button, displayText("Save", for: .disabled)) == .doesNotMatch(
            "expected to display text \"Save\" for .disabled, got <Button \"Save\"> (title(for: .disabled): \"Saving\")"))
        #expect(status(button, displayText("Saving", for: .disabled)) == .matches)
        // States without a title of their own fall back to the normal title.
        #expect(status(button, displayText("Save", for: [.selected, .highlighted])) == .matches)
        #expect(outcomes(nil as Button?, displayText("Save")) == .fails(nilMessage("display text \"Save\" for .normal")))
    }

    @Test func displayAnyText_onButtons() {
        #expect(outcomes(Fixture.button("anything"), displayText(for: .normal)) == .matches(
            toNot: "expected to not display any text for .normal, got <Button \"anything\"> (title(for: .normal): \"anything\")"))
        #expect(outcomes(Fixture.button(nil), displayText()) == .doesNotMatch(
            "expected to display any text for .normal, got <Button> (title(for: .normal): nil)"))
        #expect(outcomes(Fixture.button(""), displayText(for: .selected)) == .doesNotMatch(
            "expected to display any text for .selected, got <Button \"\"> (title(for: .selected): \"\")"))
        #expect(outcomes(nil as Button?, displayText(for: .normal)) == .fails(nilMessage("display any text for .normal")))
    }

    @Test func buttonSubclassesUseTheButtonOverloads() {
        final class PillButton: Button {}
        let pill = PillButton()
        pill.setTitle("Go", for: .normal)
        #expect(outcomes(pill, displayText("Stop")) == .doesNotMatch(
            "expected to display text \"Stop\" for .normal, got <PillButton \"Go\"> (title(for: .normal): \"Go\")"))
    }

    @Test func displayPlaceholder_talksAboutThePlaceholder() {
        let field = TextField()
        field.placeholder = "hello world"
        #expect(outcomes(field, displayPlaceholder("hello world")) == .matches(
            toNot: "expected to not display placeholder \"hello world\", got <TextField \"hello world\"> (placeholder: \"hello world\")"))
        // The reference said "have text" (M4).
        #expect(outcomes(field, displayPlaceholder("hello world ")) == .doesNotMatch(
            "expected to display placeholder \"hello world \", got <TextField \"hello world\"> (placeholder: \"hello world\")"))
        #expect(outcomes(field, displayPlaceholder(nil)) == .doesNotMatch(
            "expected to display placeholder nil, got <TextField \"hello world\"> (placeholder: \"hello world\")"))
        #expect(status(TextField(), displayPlaceholder(nil)) == .matches)
        #expect(outcomes(nil as TextField?, displayPlaceholder("x")) == .fails(nilMessage("display placeholder \"x\"")))
    }

    @Test func haveTextColor_onTextDisplayers() {
        let label = Fixture.label("Hi")
        label.textColor = .blue
        #expect(outcomes(label, haveTextColor(.blue)) == .matches(
            toNot: "expected to not have text color blue, got <Label \"Hi\"> (textColor: blue)"))
        #expect(outcomes(label, haveTextColor(.red)) == .doesNotMatch(
            "expected to have text color red, got <Label \"Hi\"> (textColor: blue)"))
        // Compared per component within 1/255, not by colour space or exact bits (M18).
        #expect(status(label, haveTextColor(Color(red: 0, green: 0, blue: 0.999))) == .matches)
        #expect(status(label, haveTextColor(Color(red: 0, green: 0, blue: 0.99))) == .doesNotMatch)

        let field = TextField()
        field.textColor = nil
        #expect(status(field, haveTextColor(nil)) == .matches)
        #expect(outcomes(field, haveTextColor(.black)) == .doesNotMatch(
            "expected to have text color black, got <TextField> (textColor: nil)"))
        let textView = TextView()
        textView.textColor = .green
        #expect(status(textView, haveTextColor(.green)) == .matches)
        #expect(outcomes(nil as Label?, haveTextColor(.red)) == .fails(nilMessage("have text color red")))
    }

    @Test func haveTextColor_onButtons_perState() {
        let button = Fixture.button("Save")
        button.setTitleColor(.blue, for: .normal)
        button.setTitleColor(.gray, for: .disabled)
        #expect(outcomes(button, haveTextColor(.gray, for: .disabled)) == .matches(
            toNot: "expected to not have text color gray for .disabled, got <Button \"Save\"> (titleColor(for: .disabled): gray)"))
        #expect(status(button, haveTextColor(.blue)) == .matches)
        #expect(outcomes(button, haveTextColor(.blue, for: .disabled)) == .doesNotMatch(
            "expected to have text color blue for .disabled, got <Button \"Save\"> (titleColor(for: .disabled): gray)"))
        #expect(status(button, haveTextColor(.blue, for: .highlighted)) == .matches)
        #expect(outcomes(nil as Button?, haveTextColor(.blue)) == .fails(nilMessage("have text color blue for .normal")))
    }
}
