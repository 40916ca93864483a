import Foundation
import LarkExpect
import LarkUI

/// An alert action as a test expects it: a title, and optionally a style. A string literal is
/// an action with that title, whatever its style.
public struct ExpectedAlertAction: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The title.
    public let title: String?
    /// The style, or nil to accept any.
    public let style: AlertAction.Style?

    /// An action titled `title`, of `style` (any style when nil).
    public init(_ title: String?, style: AlertAction.Style? = nil) {
        self.title = title
        self.style = style
    }

    /// An action titled `value`, of any style.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A `.default` action.
    public static func `default`(_ title: String) -> Self { Self(title, style: .default) }
    /// A `.cancel` action.
    public static func cancel(_ title: String) -> Self { Self(title, style: .cancel) }
    /// A `.destructive` action.
    public static func destructive(_ title: String) -> Self { Self(title, style: .destructive) }

    /// `"Delete" (.destructive)`, or `"Delete"` without a style.
    public var description: String {
        quoted(title) + (style.map { " (\($0))" } ?? "")
    }

    @MainActor
    func matches(_ action: AlertAction) -> Bool {
        action.title == title && (style == nil || style == action.style)
    }
}

/// Passes when an alert is shown over the subject (a view controller: anywhere in the chain of
/// controllers it presents; a window, `Application.shared` or a `Fleet.Screen`: over the
/// window's root) with the given title, message, style and actions (titles and styles, in
/// order). What you leave out is not checked.
///
/// ```swift
/// try controller.find(Button.self, where: .text("Delete")).tap()
/// expect(controller).to(presentAlert(title: "Delete Milk?", actions: [.cancel("Cancel"), .destructive("Delete")]))
/// try controller.tapPresentedAlertAction(withTitle: "Delete")   // the pair's other half
/// ```
///
/// A failure shows the alert that is there, then each difference on its own line:
/// `expected to present an alert titled "Delete Milk?", got <ItemsViewController> (presenting <AlertController "Delete Eggs?">)`
/// and `  title: expected "Delete Milk?", got "Delete Eggs?"`.
@MainActor
public func presentAlert<T: ViewSearchRoot>(
    title: String? = nil, message: String? = nil, preferredStyle: AlertController.Style? = nil,
    actions: [ExpectedAlertAction]? = nil
) -> LarkExpect.Predicate<T> {
    let expectation = {
        var text = "present an alert"
        if let title { text += " titled \(quoted(title))" }
        if let message { text += " with message \(quoted(message))" }
        if let preferredStyle { text += " of style \(preferredStyle)" }
        if let actions { text += " with actions [\(actions.map(\.description).joined(separator: ", "))]" }
        return text
    }
    return subjectPredicate(expectation) { (subject: T) in
        let chain = subject.presentedControllers
        guard let alert = subject.presentedAlert else {
            return Verdict(false, tail: " (presenting \(chain.last.map { "\(bracketed($0.shownDescription)), no alert" } ?? "nothing"))")
                .showingActual { bracketed(subject.searchDescription) }
        }
        var differences: [String] = []
        if let title, alert.title != title {
            differences.append("title: expected \(quoted(title)), got \(quoted(alert.title))")
        }
        if let message, alert.message != message {
            differences.append("message: expected \(quoted(message)), got \(quoted(alert.message))")
        }
        if let preferredStyle, alert.preferredStyle != preferredStyle {
            differences.append("style: expected \(preferredStyle), got \(alert.preferredStyle)")
        }
        if let actions {
            let shown = alert.actions.map { ExpectedAlertAction($0.title, style: $0.style) }
            for index in 0..<max(actions.count, shown.count) {
                let expected = index < actions.count ? actions[index] : nil
                let actual = index < alert.actions.count ? alert.actions[index] : nil
                if let expected, let actual, expected.matches(actual) { continue }
                differences.append("actions[\(index)]: expected \(expected?.description ?? "no action"), got \(index < shown.count ? shown[index].description : "no action")")
            }
        }
        return Verdict(differences.isEmpty, tail: " (presenting \(bracketed(alert.description)))",
                       details: differences.isEmpty ? nil : { differences.map { "  " + $0 }.joined(separator: "\n") })
            .showingActual { bracketed(subject.searchDescription) }
    }
}
