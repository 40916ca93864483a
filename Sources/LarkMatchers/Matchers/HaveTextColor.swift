import LarkExpect
import LarkUI

/// Passes when the subject's text colour (any `TextDisplayer`) is `color`, component by
/// component within 1/255 (`Color.isApproximatelyEqual`). `nil` expects no colour.
///
/// ```swift
/// expect(warningLabel).to(haveTextColor(.red))
/// ```
///
/// Message: `expected to have text color red, got <Label "Hi"> (textColor: blue)`.
@MainActor
public func haveTextColor<T: TextDisplayer>(_ color: Color?) -> Predicate<T> {
    textColorPredicate(color) { $0 }
}

/// `haveTextColor(_:)` for subjects seen as `any TextDisplayer`.
@MainActor
func textColorPredicate<T>(_ color: Color?, _ displayer: @escaping (T) -> any TextDisplayer) -> Predicate<T> {
    subjectPredicate({ "have text color \(described(color))" }, as: displayer) { subject in
        let actual = subject.displayedTextColor
        return Verdict(colorsMatch(actual, color), facts: "textColor: \(described(actual))")
    }
}

/// Passes when the button's title colour for `state` (`titleColor(for:)`, which falls back to
/// the `.normal` colour) is `color`, within 1/255 per component. `nil` expects no colour.
///
/// ```swift
/// expect(saveButton).to(haveTextColor(.gray, for: .disabled))
/// ```
///
/// Message: `expected to have text color gray for .disabled, got <Button "Save"> (titleColor(for: .disabled): blue)`.
@MainActor
public func haveTextColor<B: Button>(_ color: Color?, for state: Control.State = .normal) -> Predicate<B> {
    subjectPredicate({ "have text color \(described(color)) for \(stateText(state))" }) { button in
        let actual = button.titleColor(for: state)
        return Verdict(colorsMatch(actual, color), facts: "titleColor(for: \(stateText(state))): \(described(actual))")
    }
}

/// Both nil, or both present and equal within 1/255 per component (colour spaces are not compared).
private func colorsMatch(_ actual: Color?, _ expected: Color?) -> Bool {
    switch (actual, expected) {
    case (nil, nil): return true
    case let (actual?, expected?): return actual.isApproximatelyEqual(to: expected)
    default: return false
    }
}
