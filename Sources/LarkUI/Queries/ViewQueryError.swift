import Foundation

/// Why `find` or `findAll` could not answer: nothing matched, several did, or there was nothing
/// to search. Its parts are stored; `message` renders them, listing what *is* on screen:
///
/// ```text
/// Cannot find a Button with text "Save" in SignInViewController: no Button on screen matches.
/// Buttons on screen (2):
///   Button "Cancel"  at SignInViewController > StackView > Button "Cancel"
///   Button "Sign in"  at SignInViewController > Button "Sign in"
/// Matches a user cannot see (1; pass includingHidden: true to find them):
///   Button "Save"  at SignInViewController > View#footer > Button "Save": its ancestor <View#footer> is hidden
/// ```
///
/// Its `description`, what a test framework prints for an error nobody catches, starts with the
/// call site (`SignInTests.swift:42:9: `) and ends with the screen of the searched root, as
/// `screenText` renders it, bounded (docs/queries.md#when-a-query-fails).
public struct ViewQueryError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// No view a user can see matches.
        case notFound
        /// More than one matches, and `find` needs exactly one.
        case severalFound
        /// The root has no view to search (a controller whose view is not loaded).
        case nothingToSearch
    }

    /// What went wrong.
    public let kind: Kind
    /// The kind looked for, e.g. `Button`, or `view` for any view.
    public let soughtKind: String
    /// The conditions, e.g. `with text "Save"`; empty when any view of the kind would do.
    public let condition: String
    /// Where, e.g. `SignInViewController`.
    public let root: String
    /// For `.severalFound`: the matches, in screen order.
    public let matches: [FoundView]
    /// For `.notFound`: matches skipped because a user cannot see them, each with why.
    public let hidden: [FoundView]
    /// For `.notFound`: the views of the kind sought that a user can see, at most 20.
    public let candidates: [FoundView]
    /// For `.notFound`: how many more such views there are beyond `candidates`.
    public let moreCandidates: Int
    /// For `.notFound` with a state in the query: the views a user can see that meet every other
    /// condition, each with the state it is in (`FoundView.state`).
    public let otherState: [FoundView]
    /// The searched root as a user sees it (`screenText`, at most `screenLines` lines); nil
    /// when there was nothing to search.
    public let screen: String?
    /// Where `find` or `findAll` was called, e.g. `SignInTests.swift:42:9` (not part of
    /// equality).
    public internal(set) var callSite: String?

    /// How many lines of the screen an error keeps.
    public static let screenLines = 40

    /// Creates an error from its parts.
    public init(
        kind: Kind, soughtKind: String, condition: String, root: String, matches: [FoundView] = [],
        hidden: [FoundView] = [], candidates: [FoundView] = [], moreCandidates: Int = 0, otherState: [FoundView] = [],
        screen: String? = nil
    ) {
        self.screen = screen
        self.otherState = otherState
        callSite = nil
        self.kind = kind
        self.soughtKind = soughtKind
        self.condition = condition
        self.root = root
        self.matches = matches
        self.hidden = hidden
        self.candidates = candidates
        self.moreCandidates = moreCandidates
    }

    /// `a Button with text "Save"`.
    package var sought: String {
        let article = soughtKind.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
        return [article, soughtKind, condition].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `Buttons with text "Save"`.
    package var soughtPlural: String {
        [kindPlural, condition].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `Buttons`, `Switches`, `views`.
    private var kindPlural: String {
        ["s", "x", "z", "ch", "sh"].contains { soughtKind.hasSuffix($0) } ? soughtKind + "es" : soughtKind + "s"
    }

    /// The message, rendered from the parts (the only place that renders them).
    public var message: String {
        switch kind {
        case .nothingToSearch:
            return "Cannot find \(sought) in \(root): its view is not loaded, so there is nothing on screen to search. "
                + "Show the controller first (or call loadViewIfNeeded())."
        case .severalFound:
            var lines = ["Found \(matches.count) \(soughtPlural) in \(root), but find needs exactly one:"]
            lines += matches.map { "  " + $0.line }
            lines.append("Narrow the query (add a kind, .identifier(...) or another condition), or use findAll.")
            return lines.joined(separator: "\n")
        case .notFound:
            let total = candidates.count + moreCandidates
            var lines = ["Cannot find \(sought) in \(root): " + (total == 0 ? "there are no \(kindPlural) on screen." : "no \(soughtKind) on screen matches.")]
            if total > 0 {
                lines.append("\(kindPlural.capitalisedFirst) on screen (\(total)):")
                lines += candidates.map { "  " + $0.line }
                if moreCandidates > 0 { lines.append("  … and \(moreCandidates) more") }
            }
            if !otherState.isEmpty {
                lines.append("In another state (\(otherState.count); they meet every other condition):")
                lines += otherState.map { "  " + $0.line }
            }
            if !hidden.isEmpty {
                lines.append("Matches a user cannot see (\(hidden.count); pass includingHidden: true to find them):")
                lines += hidden.map { "  " + $0.line }
            }
            return lines.joined(separator: "\n")
        }
    }

    /// The call site, the message, then the screen: what a test framework prints.
    public var description: String {
        var text = callSite.map { "\($0): \(message)" } ?? message
        if let screen, !screen.isEmpty {
            text += "\nScreen:\n" + screen.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
        }
        return text
    }

    /// The parts, without the call site.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kind == rhs.kind && lhs.soughtKind == rhs.soughtKind && lhs.condition == rhs.condition && lhs.root == rhs.root
            && lhs.matches == rhs.matches && lhs.hidden == rhs.hidden && lhs.candidates == rhs.candidates
            && lhs.moreCandidates == rhs.moreCandidates && lhs.otherState == rhs.otherState && lhs.screen == rhs.screen
    }

    /// This error, located at a call: `SignInTests.swift:42:9` from a file ID, a line and a column.
    func located(fileID: String, line: Int, column: Int) -> Self {
        var copy = self
        copy.callSite = "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line):\(column)"
        return copy
    }
}

/// A view as a query error lists it: its description, where it is, and why a user cannot see it.
public struct FoundView: Sendable, Equatable {
    /// The view's description, e.g. `Button "Save"`.
    public let description: String
    /// Its path from the searched root, controllers named, e.g.
    /// `NavigationController > SignInViewController > Button "Save"`.
    public let path: String
    /// Why a user cannot see it, e.g. `its ancestor <View#footer> is hidden`; nil when they can.
    public let hiddenBecause: String?
    /// The state it is in, for the states a query asked about, e.g. `off, disabled`; nil when
    /// the query asked about none.
    public let state: String?

    /// Creates an entry from its parts.
    public init(description: String, path: String, hiddenBecause: String? = nil, state: String? = nil) {
        self.description = description
        self.path = path
        self.hiddenBecause = hiddenBecause
        self.state = state
    }

    @MainActor
    init(_ view: View, in root: View, hiddenBecause: String? = nil, states: [ViewQuery.State] = []) {
        let names = states.compactMap { view.queryStateName($0) }
        self.init(
            description: view.description, path: view.path(from: root), hiddenBecause: hiddenBecause,
            state: states.isEmpty ? nil : names.isEmpty ? "no such state" : names.joined(separator: ", "))
    }

    /// `Button "Save" [disabled]  at View#root > Button "Save"`, then `: <why>` when hidden.
    package var line: String {
        description + (state.map { " [\($0)]" } ?? "") + "  at \(path)" + (hiddenBecause.map { ": \($0)" } ?? "")
    }
}

extension String {
    fileprivate var capitalisedFirst: String { prefix(1).uppercased() + dropFirst() }
}
