import Foundation

/// What a user looks for on screen: a text they read, an accessibility label or identifier, a
/// placeholder, or several of these at once (`&&`). Used with `find`, `findAll` and the
/// `containView` matcher:
///
/// ```swift
/// try controller.find(Button.self, where: .text("Save")).tap()
/// try window.find(TextField.self, where: .placeholder("Email")).enter(text: "ada@example.com")
/// let close = try window.find(where: .identifier("close"))
/// ```
///
/// A view *shows* a text when it displays it itself: a label's text, a button's current title, a
/// text field's text (its placeholder while empty), a text view's text. A view of a kind you
/// asked for that shows no text itself, such as a table cell or a stack view, matches a text that
/// a view inside it shows, so `find(TableViewCell.self, where: .text("Milk"))` finds the cell.
public struct ViewQuery: Sendable, Equatable, CustomStringConvertible {
    enum Condition: Sendable, Equatable {
        case text(String)
        case textContaining(String)
        case placeholder(String)
        case label(String)
        case identifier(String)
    }

    let conditions: [Condition]

    /// Every view matches.
    public static let any = ViewQuery(conditions: [])

    /// Views that show exactly `text` (see the type's documentation).
    public static func text(_ text: String) -> ViewQuery { ViewQuery(conditions: [.text(text)]) }

    /// Views that show a text containing `part`.
    public static func text(containing part: String) -> ViewQuery { ViewQuery(conditions: [.textContaining(part)]) }

    /// Text fields whose placeholder is `placeholder`.
    public static func placeholder(_ placeholder: String) -> ViewQuery { ViewQuery(conditions: [.placeholder(placeholder)]) }

    /// Views whose `accessibilityLabel` is `label` (a button's title counts, as in UIKit).
    public static func label(_ label: String) -> ViewQuery { ViewQuery(conditions: [.label(label)]) }

    /// Views whose `accessibilityIdentifier` is `identifier`.
    public static func identifier(_ identifier: String) -> ViewQuery { ViewQuery(conditions: [.identifier(identifier)]) }

    /// Views that match both queries.
    public static func && (lhs: ViewQuery, rhs: ViewQuery) -> ViewQuery {
        ViewQuery(conditions: lhs.conditions + rhs.conditions)
    }

    /// `with text "Save" and identifier "save"`; empty for `.any`.
    public var description: String {
        let parts = conditions.map { condition in
            switch condition {
            case let .text(text): "text \(String(reflecting: text))"
            case let .textContaining(part): "text containing \(String(reflecting: part))"
            case let .placeholder(placeholder): "placeholder \(String(reflecting: placeholder))"
            case let .label(label): "accessibility label \(String(reflecting: label))"
            case let .identifier(identifier): "accessibility identifier \(String(reflecting: identifier))"
            }
        }
        return parts.isEmpty ? "" : "with " + parts.joined(separator: " and ")
    }

    /// Whether `view` matches; `searchesInside` lets a view that shows no text itself match by
    /// the texts of the views inside it. Plain loops, no closures: this runs for every view of a
    /// search, and a closure formed here would check its actor on every call.
    @MainActor
    func matches(_ view: View, searchesInside: Bool) -> Bool {
        var index = 0
        while index < conditions.count {
            let met: Bool
            switch conditions[index] {
            case let .text(wanted):
                // The common case, kept to one read of the view's text and one comparison.
                if let text = view.queryText { met = text == wanted } else { met = searchesInside && view.showsInside(conditions[index]) }
            case .textContaining:
                if let text = view.queryText { met = conditions[index].isMet(by: text) } else { met = searchesInside && view.showsInside(conditions[index]) }
            case let .placeholder(placeholder): met = (view as? TextField)?.placeholder == placeholder
            case let .label(label): met = view.accessibilityLabel == label
            case let .identifier(identifier): met = view.accessibilityIdentifier == identifier
            }
            if !met { return false }
            index += 1
        }
        return true
    }
}

extension ViewQuery.Condition {
    /// Whether `text` meets this text condition (false for the others).
    func isMet(by text: String) -> Bool {
        switch self {
        case let .text(wanted): text == wanted
        case let .textContaining(part): text.contains(part)
        default: false
        }
    }
}

extension View {
    /// Whether a view inside this one shows a text that meets `condition`.
    fileprivate func showsInside(_ condition: ViewQuery.Condition) -> Bool {
        var stack = subviews
        while let view = stack.popLast() {
            if let text = view.queryText, condition.isMet(by: text) { return true }
            stack.append(contentsOf: view.subviews)
        }
        return false
    }
}
