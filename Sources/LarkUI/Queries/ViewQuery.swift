import Foundation

/// What a user looks for on screen: a text they read, an accessibility label or identifier, a
/// placeholder, a state (enabled, selected, on), or several of these at once (`&&`). Used with
/// `find`, `findAll` and the `containView` matcher:
///
/// ```swift
/// try controller.find(Button.self, where: .text("Save")).tap()
/// try window.find(TextField.self, where: .placeholder("Email")).enter(text: "ada@example.com")
/// let close = try window.find(where: .identifier("close"))
/// let wifi = try window.find(Switch.self, where: .label("Wi-Fi") && .state(.on))
/// ```
///
/// A view *shows* a text when it displays it itself: a label's text, a button's current title, a
/// text field's text (never its placeholder: an empty field shows the empty text, and
/// `.placeholder(_:)` finds it), a text view's text. A view of a kind you
/// asked for that shows no text itself, such as a table cell or a stack view, matches a text that
/// a view inside it shows, so `find(TableViewCell.self, where: .text("Milk"))` finds the cell.
public struct ViewQuery: Sendable, Equatable, CustomStringConvertible {
    enum Condition: Sendable, Equatable {
        case text(String)
        case textContaining(String)
        case placeholder(String)
        case label(String)
        case identifier(String)
        case state(State)
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

    /// Views whose `accessibilityLabel` is `label` (a button's title counts, as in UIKit) and
    /// that VoiceOver reaches: not inside `accessibilityElementsHidden`, not beside a modal view,
    /// not left out of an `accessibilityElements` list (docs/queries.md).
    public static func label(_ label: String) -> ViewQuery { ViewQuery(conditions: [.label(label)]) }

    /// Views whose `accessibilityIdentifier` is `identifier`.
    public static func identifier(_ identifier: String) -> ViewQuery { ViewQuery(conditions: [.identifier(identifier)]) }

    /// Views in `state` (see `State`): `.label("Save") && .state(.disabled)` finds a
    /// disabled Save button, as a user who sees it greyed out would.
    public static func state(_ state: State) -> ViewQuery { ViewQuery(conditions: [.state(state)]) }

    /// Views that match both queries.
    public static func && (lhs: ViewQuery, rhs: ViewQuery) -> ViewQuery {
        ViewQuery(conditions: lhs.conditions + rhs.conditions)
    }

    /// The query without its state conditions: what a view in another state still matches.
    var withoutStates: ViewQuery {
        ViewQuery(conditions: conditions.filter { if case .state = $0 { false } else { true } })
    }

    /// Whether the query asks for an accessibility label.
    var asksForLabel: Bool {
        conditions.contains { if case .label = $0 { true } else { false } }
    }

    /// The states asked for, in order.
    var states: [State] {
        conditions.compactMap { if case let .state(state) = $0 { state } else { nil } }
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
            case let .state(state): "state \(state)"
            }
        }
        return parts.isEmpty ? "" : "with " + parts.joined(separator: " and ")
    }
}

/// A query laid out for the walk: the wanted values by kind, compared directly on every view.
@MainActor
struct PreparedQuery {
    private var texts: [String] = []
    private var parts: [String] = []
    private var placeholders: [String] = []
    private var labels: [String] = []
    private var identifiers: [String] = []
    private var states: [ViewQuery.State] = []
    /// Whether a view that shows no text itself is of the kind sought, and so matches by the
    /// texts of the views inside it; nil when any view is sought (then none does). Asked only of
    /// views without a text of their own: searching inside every container, of any kind, once
    /// doubled the cost of a query.
    private let searchesInside: (@Sendable (View) -> Bool)?

    init(_ query: ViewQuery, searchesInside: (@Sendable (View) -> Bool)?) {
        self.searchesInside = searchesInside
        for condition in query.conditions {
            switch condition {
            case let .text(text): texts.append(text)
            case let .textContaining(part): parts.append(part)
            case let .placeholder(placeholder): placeholders.append(placeholder)
            case let .label(label): labels.append(label)
            case let .identifier(identifier): identifiers.append(identifier)
            case let .state(state): states.append(state)
            }
        }
    }

    /// Whether `view` meets every condition. It runs for every view of a search, so it uses index
    /// loops and no closures: a `for` loop copies each array into an iterator, and a closure
    /// formed here would check its actor, on every call.
    func matches(_ view: View) -> Bool {
        if !texts.isEmpty || !parts.isEmpty {
            let shown = view.queryText
            if shown == nil, !(searchesInside?(view) ?? false) { return false }
            var index = 0
            while index < texts.count {
                if let shown { if shown != texts[index] { return false } } else if !view.showsInside(texts[index], exactly: true) { return false }
                index += 1
            }
            index = 0
            while index < parts.count {
                if let shown { if !shown.contains(parts[index]) { return false } } else if !view.showsInside(parts[index], exactly: false) { return false }
                index += 1
            }
        }
        var index = 0
        while index < states.count {
            if view.isInQueryState(states[index]) != true { return false }
            index += 1
        }
        return Self.allEqual(placeholders, placeholders.isEmpty ? nil : (view as? TextField)?.placeholder)
            && Self.allEqual(labels, labels.isEmpty ? nil : view.accessibilityLabel)
            && Self.allEqual(identifiers, identifiers.isEmpty ? nil : view.accessibilityIdentifier)
    }

    /// Whether every wanted value is `value` (true when nothing is wanted).
    private static func allEqual(_ wanted: [String], _ value: String?) -> Bool {
        var index = 0
        while index < wanted.count {
            if wanted[index] != value { return false }
            index += 1
        }
        return true
    }
}

extension View {
    /// Whether a view inside this one shows `text` (exactly, or containing it).
    fileprivate func showsInside(_ text: String, exactly: Bool) -> Bool {
        var stack = subviews
        while let view = stack.popLast() {
            if let shown = view.queryText, exactly ? shown == text : shown.contains(text) { return true }
            stack.append(contentsOf: view.subviews)
        }
        return false
    }
}
