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
    /// the texts of the views inside it.
    @MainActor
    func matches(_ view: View, searchesInside: Bool) -> Bool {
        conditions.allSatisfy { condition in
            switch condition {
            case let .text(text): view.shows(searchesInside: searchesInside) { $0 == text }
            case let .textContaining(part): view.shows(searchesInside: searchesInside) { $0.contains(part) }
            case let .placeholder(placeholder): (view as? TextField)?.placeholder == placeholder
            case let .label(label): view.accessibilityLabel == label
            case let .identifier(identifier): view.accessibilityIdentifier == identifier
            }
        }
    }
}

extension View {
    /// Whether this view shows a text that passes `test`: its own, or, when it shows none itself
    /// and `searchesInside`, one shown by a view inside it.
    fileprivate func shows(searchesInside: Bool, _ test: (String) -> Bool) -> Bool {
        if let text = queryText { return test(text) }
        guard searchesInside else { return false }
        var stack = subviews
        while let view = stack.popLast() {
            if let text = view.queryText, test(text) { return true }
            stack.append(contentsOf: view.subviews)
        }
        return false
    }
}
