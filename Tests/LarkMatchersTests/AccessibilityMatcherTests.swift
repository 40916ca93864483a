import Lark
import Testing

/// beAnAccessibilityElement, haveAccessibilityLabel/Value/Hint/Identifier/Traits.
@Suite @MainActor struct AccessibilityMatcherTests {
    /// An element (`View#v`) with the given label, value and hint.
    private func element(label: String? = nil, value: String? = nil, hint: String? = nil, isElement: Bool = true) -> View {
        let view = Fixture.view("v")
        view.isAccessibilityElement = isElement
        view.accessibilityLabel = label
        view.accessibilityValue = value
        view.accessibilityHint = hint
        return view
    }

    @Test func beAnAccessibilityElement_passesFailsAndNegates() {
        #expect(outcomes(Fixture.button("OK"), beAnAccessibilityElement()) == .matches(
            toNot: "expected to not be an accessibility element, got <Button \"OK\"> (isAccessibilityElement: true)"))
        #expect(outcomes(Fixture.view("plain"), beAnAccessibilityElement()) == .doesNotMatch(
            "expected to be an accessibility element, got <View#plain> (isAccessibilityElement: false)"))
        #expect(outcomes(nil as View?, beAnAccessibilityElement()) == .fails(nilMessage("be an accessibility element")))
    }

    @Test func haveAccessibilityLabel_comparesExactly() {
        let view = element(label: "test")
        #expect(outcomes(view, haveAccessibilityLabel("test")) == .matches(
            toNot: "expected to not have accessibility label \"test\", got <View#v> (accessibilityLabel: \"test\")"))
        #expect(outcomes(view, haveAccessibilityLabel("test ")) == .doesNotMatch(
            "expected to have accessibility label \"test \", got <View#v> (accessibilityLabel: \"test\")"))
        #expect(outcomes(nil as View?, haveAccessibilityLabel("test")) == .fails(nilMessage("have accessibility label \"test\"")))
    }

    @Test func haveAccessibilityLabel_nilExpectsNoLabel_andShowsNilDistinctlyFromEmpty() {
        #expect(status(element(), haveAccessibilityLabel(nil)) == .matches)
        #expect(outcomes(element(label: ""), haveAccessibilityLabel(nil)) == .doesNotMatch(
            "expected to have accessibility label nil, got <View#v> (accessibilityLabel: \"\")"))
        #expect(outcomes(element(), haveAccessibilityLabel("")) == .doesNotMatch(
            "expected to have accessibility label \"\", got <View#v> (accessibilityLabel: nil)"))
    }

    @Test func haveAccessibilityLabel_onANonElement_doesNotMatch_soToNotIsUsable() {
        // The reference failed both ways (M9); here `toNot` passes and `to` explains why.
        #expect(outcomes(element(label: "test", isElement: false), haveAccessibilityLabel("test")) == .doesNotMatch(
            "expected to have accessibility label \"test\", got <View#v> (accessibilityLabel: \"test\")\n"
                + "not an accessibility element (isAccessibilityElement: false)"))
    }

    @Test func haveAccessibilityLabel_readsModelDefaults_andOtherAdopters() {
        #expect(status(Fixture.label("Hi"), haveAccessibilityLabel("Hi")) == .matches)
        #expect(status(Fixture.button("Save"), haveAccessibilityLabel("Save")) == .matches)
        #expect(status(AlertAction(title: "OK", style: .default), haveAccessibilityLabel("OK")) == .matches)
        #expect(status(BarButtonItem(title: "Done", target: nil, action: nil), haveAccessibilityLabel("Done")) == .matches)
    }

    @Test func haveAccessibilityValue_comparesExactly() {
        let view = element(value: "test")
        #expect(outcomes(view, haveAccessibilityValue("test")) == .matches(
            toNot: "expected to not have accessibility value \"test\", got <View#v> (accessibilityValue: \"test\")"))
        #expect(outcomes(view, haveAccessibilityValue("test ")) == .doesNotMatch(
            "expected to have accessibility value \"test \", got <View#v> (accessibilityValue: \"test\")"))
        #expect(outcomes(element(value: "test", isElement: false), haveAccessibilityValue("test")) == .doesNotMatch(
            "expected to have accessibility value \"test\", got <View#v> (accessibilityValue: \"test\")\n"
                + "not an accessibility element (isAccessibilityElement: false)"))
        #expect(status(element(), haveAccessibilityValue(nil)) == .matches)
        #expect(outcomes(nil as View?, haveAccessibilityValue("test")) == .fails(nilMessage("have accessibility value \"test\"")))
    }

    @Test func haveAccessibilityHint_comparesExactly() {
        let view = element(hint: "test")
        #expect(outcomes(view, haveAccessibilityHint("test")) == .matches(
            toNot: "expected to not have accessibility hint \"test\", got <View#v> (accessibilityHint: \"test\")"))
        #expect(outcomes(view, haveAccessibilityHint("test ")) == .doesNotMatch(
            "expected to have accessibility hint \"test \", got <View#v> (accessibilityHint: \"test\")"))
        #expect(outcomes(element(hint: "test", isElement: false), haveAccessibilityHint("test")) == .doesNotMatch(
            "expected to have accessibility hint \"test\", got <View#v> (accessibilityHint: \"test\")\n"
                + "not an accessibility element (isAccessibilityElement: false)"))
        #expect(status(element(), haveAccessibilityHint(nil)) == .matches)
        #expect(outcomes(nil as View?, haveAccessibilityHint("test")) == .fails(nilMessage("have accessibility hint \"test\"")))
    }

    @Test func haveAccessibilityIdentifier_needsNoElement() {
        let root = Fixture.view("root")
        #expect(outcomes(root, haveAccessibilityIdentifier("root")) == .matches(
            toNot: "expected to not have accessibility identifier \"root\", got <View#root> (accessibilityIdentifier: \"root\")"))
        #expect(outcomes(root, haveAccessibilityIdentifier("main")) == .doesNotMatch(
            "expected to have accessibility identifier \"main\", got <View#root> (accessibilityIdentifier: \"root\")"))
        #expect(outcomes(Fixture.view(nil), haveAccessibilityIdentifier("root")) == .doesNotMatch(
            "expected to have accessibility identifier \"root\", got <View> (accessibilityIdentifier: nil)"))
        #expect(status(Fixture.view(nil), haveAccessibilityIdentifier(nil)) == .matches)
        #expect(outcomes(nil as View?, haveAccessibilityIdentifier("root")) == .fails(nilMessage("have accessibility identifier \"root\"")))
    }

    @Test func haveAccessibilityTraits_isExactAndNamesTraits() {
        let slider = Fixture.view("slider")
        slider.isAccessibilityElement = true
        slider.accessibilityTraits = [.button, .adjustable]
        #expect(outcomes(slider, haveAccessibilityTraits([.button, .adjustable])) == .matches(
            toNot: "expected to not have accessibility traits [button, adjustable], got <View#slider> (accessibilityTraits: [button, adjustable])"))
        #expect(outcomes(slider, haveAccessibilityTraits(.button)) == .doesNotMatch(
            "expected to have accessibility traits [button], got <View#slider> (accessibilityTraits: [button, adjustable])"))
        #expect(outcomes(slider, haveAccessibilityTraits([])) == .doesNotMatch(
            "expected to have accessibility traits [], got <View#slider> (accessibilityTraits: [button, adjustable])"))
        #expect(outcomes(nil as View?, haveAccessibilityTraits(.button)) == .fails(nilMessage("have accessibility traits [button]")))
    }

    @Test func haveAccessibilityTraitsIncluding_acceptsExtraTraits() {
        let slider = Fixture.view("slider")
        slider.isAccessibilityElement = true
        slider.accessibilityTraits = [.button, .adjustable]
        #expect(outcomes(slider, haveAccessibilityTraits(including: .adjustable)) == .matches(
            toNot: "expected to not have accessibility traits including [adjustable], got <View#slider> (accessibilityTraits: [button, adjustable])"))
        #expect(outcomes(slider, haveAccessibilityTraits(including: [.button, .selected])) == .doesNotMatch(
            "expected to have accessibility traits including [button, selected], got <View#slider> (accessibilityTraits: [button, adjustable])"))
        #expect(outcomes(nil as View?, haveAccessibilityTraits(including: .button)) == .fails(
            nilMessage("have accessibility traits including [button]")))
    }

    @Test func haveAccessibilityTraits_elementRules() {
        let tabBar = Fixture.view("tabs")
        tabBar.accessibilityTraits = .tabBar
        // A tab bar container must not be an element: matches only while it is not one.
        #expect(status(tabBar, haveAccessibilityTraits(.tabBar)) == .matches)
        tabBar.isAccessibilityElement = true
        #expect(outcomes(tabBar, haveAccessibilityTraits(.tabBar)) == .doesNotMatch(
            "expected to have accessibility traits [tabBar], got <View#tabs> (accessibilityTraits: [tabBar])\n"
                + "a tab bar must not be an accessibility element (isAccessibilityElement: true)"))
        // The rule also applies when only the actual traits name a tab bar (M11).
        tabBar.accessibilityTraits = [.button, .tabBar]
        #expect(outcomes(tabBar, haveAccessibilityTraits(including: .button)) == .doesNotMatch(
            "expected to have accessibility traits including [button], got <View#tabs> (accessibilityTraits: [button, tabBar])\n"
                + "a tab bar must not be an accessibility element (isAccessibilityElement: true)"))
        tabBar.isAccessibilityElement = false
        #expect(status(tabBar, haveAccessibilityTraits(including: .button)) == .matches)
        // Other traits need an element.
        let plain = Fixture.view("plain")
        plain.accessibilityTraits = .button
        #expect(outcomes(plain, haveAccessibilityTraits(.button)) == .doesNotMatch(
            "expected to have accessibility traits [button], got <View#plain> (accessibilityTraits: [button])\n"
                + "not an accessibility element (isAccessibilityElement: false)"))
    }
}
