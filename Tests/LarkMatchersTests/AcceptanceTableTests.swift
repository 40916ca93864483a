import Foundation
import Lark
import Testing

/// The spec's acceptance table for matchers (matchers.md §12), row by row, as statuses:
/// M = `.matches`, D = `.doesNotMatch`, F = `.fail`.
///
/// Two rows follow the spec's [R] recommendation instead of the reference: row 5 (a
/// non-element's label) and row 7 (an element where a tab bar is expected) are D, not F, because
/// only a nil subject fails both ways here (M9); `toNot` stays usable.
@Suite @MainActor struct AcceptanceTableTests {
    private let M = PredicateStatus.matches
    private let D = PredicateStatus.doesNotMatch
    private let F = PredicateStatus.fail

    private func element(_ isElement: Bool) -> View {
        let view = View()
        view.isAccessibilityElement = isElement
        return view
    }

    @Test func row01to03_elementsAndNil() {
        #expect(status(element(true), beAnAccessibilityElement()) == M)
        #expect(status(element(false), beAnAccessibilityElement()) == D)
        // Row 3: nil fails for any matcher.
        #expect(status(nil as View?, beAnAccessibilityElement()) == F)
        #expect(status(nil as View?, haveAccessibilityLabel("x")) == F)
        #expect(status(nil as View?, haveAccessibilityTraits(.button)) == F)
        #expect(status(nil as Button?, beEnabled()) == F)
        #expect(status(nil as View?, beVisible(insideOf: View())) == F)
        #expect(status(nil as View?, beInteractible(insideOf: View())) == F)
        #expect(status(nil as Label?, displayText("x")) == F)
        #expect(status(nil as Label?, displayText()) == F)
        #expect(status(nil as Button?, displayText("x")) == F)
        #expect(status(nil as TextField?, displayPlaceholder("x")) == F)
        #expect(status(nil as Label?, haveTextColor(.red)) == F)
        #expect(status(nil as ImageView?, haveImage()) == F)
        #expect(status(nil as Button?, haveImage(for: .normal)) == F)
        #expect(status(nil as View?, haveKeyCommand(input: "e", title: "x")) == F)
        #expect(status(nil as [KeyCommand]?, containKeyCommand(input: "e", title: "x")) == F)
        #expect(status(nil as View?, haveTheDefaultPointerInteraction()) == F)
        #expect(status(nil as Switch?, beOn()) == F)
        #expect(status(nil as Switch?, beOff()) == F)
    }

    @Test func row04to05_labels() {
        let labelled = element(true)
        labelled.accessibilityLabel = "test"
        #expect(status(labelled, haveAccessibilityLabel("test")) == M)
        #expect(status(labelled, haveAccessibilityLabel("test ")) == D)
        let nonElement = element(false)
        nonElement.accessibilityLabel = "test"
        #expect(status(nonElement, haveAccessibilityLabel("test")) == D) // reference: F; [R]: D
    }

    @Test func row06to08_traits() {
        let slider = element(true)
        slider.accessibilityTraits = [.button, .adjustable]
        #expect(status(slider, haveAccessibilityTraits([.button, .adjustable])) == M)
        #expect(status(slider, haveAccessibilityTraits(.button)) == D)
        #expect(status(slider, haveAccessibilityTraits(.adjustable)) == D)
        #expect(status(slider, haveAccessibilityTraits([])) == D)
        let tabBarElement = element(true)
        tabBarElement.accessibilityTraits = .tabBar
        #expect(status(tabBarElement, haveAccessibilityTraits(.tabBar)) == D) // reference: F; see the suite comment
        let tabBar = element(false)
        tabBar.accessibilityTraits = .tabBar
        #expect(status(tabBar, haveAccessibilityTraits(.tabBar)) == M)
    }

    @Test func row09_enabled() {
        let control = Button()
        let action = AlertAction(title: "OK", style: .default)
        let item = BarButtonItem(title: "Done", target: nil, action: nil)
        #expect(status(control, beEnabled()) == M)
        #expect(status(action, beEnabled()) == M)
        #expect(status(item, beEnabled()) == M)
        control.isEnabled = false
        action.isEnabled = false
        item.isEnabled = false
        #expect(status(control, beEnabled()) == D)
        #expect(status(action, beEnabled()) == D)
        #expect(status(item, beEnabled()) == D)
    }

    @Test func row10to12_visibility() {
        func pair() -> (parent: View, child: View) {
            let parent = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            parent.addSubview(child)
            return (parent, child)
        }
        let (parent, child) = pair()
        #expect(status(child, beVisible(insideOf: parent)) == M)
        let breakers: [(View) -> Void] = [
            { $0.isHidden = true }, { $0.alpha = 0 }, { $0.frame.size.width = 0 }, { $0.frame.size.height = 0 },
        ]
        for breakIt in breakers {
            let onChild = pair()
            breakIt(onChild.child)
            #expect(status(onChild.child, beVisible(insideOf: onChild.parent)) == D)
            let onParent = pair()
            breakIt(onParent.parent)
            #expect(status(onParent.child, beVisible(insideOf: onParent.parent)) == D)
        }
        #expect(status(child, beVisible(insideOf: View(frame: parent.frame))) == D)
    }

    @Test func row13to14_text() {
        let label = Label()
        label.text = "hello world"
        let field = TextField()
        field.text = "hello world"
        let textView = TextView()
        textView.text = "hello world"
        #expect(status(label, displayText("hello world")) == M)
        #expect(status(label, displayText("hello world ")) == D)
        #expect(status(field, displayText("hello world")) == M)
        #expect(status(field, displayText("hello world ")) == D)
        #expect(status(textView, displayText("hello world")) == M)
        #expect(status(textView, displayText("hello world ")) == D)
        for text in [nil, ""] as [String?] {
            label.text = text
            #expect(status(label, displayText()) == D)
            #expect(status(label, displayText("any")) == D)
        }
    }

    @Test func row15to17_buttonTitlesAndPlaceholders() {
        let button = Button()
        button.setTitle("hello world", for: .normal)
        #expect(status(button, displayText("hello world")) == M)
        for title in [nil, ""] as [String?] {
            button.setTitle(title, for: .normal)
            #expect(status(button, displayText()) == D)
        }
        let field = TextField()
        field.placeholder = "hello world"
        #expect(status(field, displayPlaceholder("hello world ")) == D)
    }

    @Test func row18to19_textColors() {
        let label = Label()
        label.textColor = .blue
        #expect(status(label, haveTextColor(.blue)) == M)
        #expect(status(label, haveTextColor(.red)) == D)
        let button = Button()
        button.setTitleColor(.blue, for: .normal)
        button.setTitleColor(.gray, for: .disabled)
        #expect(status(button, haveTextColor(.gray, for: .disabled)) == M)
        #expect(status(button, haveTextColor(.blue)) == M)
    }

    @Test func row20to22_images() {
        let imageA = Image(named: "A")
        let imageB = Image(named: "B")
        let withImage = ImageView(image: imageA)
        #expect(status(withImage, haveImage(imageA)) == M)
        #expect(status(withImage, haveImage(imageB)) == D)
        #expect(status(withImage, haveImage()) == M)
        let without = ImageView(image: nil)
        #expect(status(without, haveImage()) == D)
        #expect(status(without, haveImage(imageB)) == D)
        let button = Button()
        button.setImage(imageA, for: .normal)
        #expect(status(button, haveImage(imageA)) == M)
        #expect(status(button, haveImage()) == M)
    }

    @Test func row23to25_keyCommands() {
        let expectation: Matcher<EditorView> = haveKeyCommand(
            input: "e", modifiers: .command, title: "hello", discoverabilityTitle: "world")
        let responder = EditorView()
        #expect(status(responder, expectation) == D)
        responder.commands = [KeyCommand(title: "hello", input: "e", modifierFlags: .command, discoverabilityTitle: "world", state: .on)]
        #expect(status(responder, expectation) == M)
        responder.commands = [KeyCommand(input: "e", modifierFlags: .command)]
        #expect(status(responder, expectation) == D)
    }

    @Test func row26to29_pointerInteractions() {
        final class Delegate: PointerInteractionDelegate {}
        final class OtherInteraction: Interaction {
            weak var view: View?
            func willMove(to view: View?) {}
            func didMove(to view: View?) { self.view = view }
        }
        let one = View()
        one.addInteraction(PointerInteraction(delegate: nil))
        #expect(status(one, haveTheDefaultPointerInteraction()) == M)

        #expect(status(View(), haveTheDefaultPointerInteraction()) == D)
        let two = View()
        two.addInteraction(PointerInteraction(delegate: nil))
        two.addInteraction(PointerInteraction(delegate: nil))
        #expect(status(two, haveTheDefaultPointerInteraction()) == D)
        let delegate = Delegate()
        let delegated = View()
        delegated.addInteraction(PointerInteraction(delegate: delegate))
        #expect(status(delegated, haveTheDefaultPointerInteraction()) == D)
        withExtendedLifetime(delegate) {}
        let other = View()
        other.addInteraction(OtherInteraction())
        #expect(status(other, haveTheDefaultPointerInteraction()) == D)

        let button = Button()
        button.isPointerInteractionEnabled = true
        #expect(status(button, haveTheDefaultPointerInteraction()) == M)
        button.pointerStyleProvider = { _, _, _ in nil }
        #expect(status(button, haveTheDefaultPointerInteraction()) == D)
        #expect(status(Button(), haveTheDefaultPointerInteraction()) == D)
        let extra = Button()
        extra.isPointerInteractionEnabled = true
        extra.addInteraction(PointerInteraction(delegate: nil))
        #expect(status(extra, haveTheDefaultPointerInteraction()) == D)
        let userOnly = Button()
        userOnly.addInteraction(PointerInteraction(delegate: nil))
        #expect(status(userOnly, haveTheDefaultPointerInteraction()) == D)
    }

    @Test func row30to31_switches() {
        let toggle = Switch()
        toggle.isOn = true
        #expect(status(toggle, beOn()) == M)
        #expect(status(toggle, beOff()) == D)
        toggle.isOn = false
        #expect(status(toggle, beOn()) == D)
        #expect(status(toggle, beOff()) == M)
    }
}
