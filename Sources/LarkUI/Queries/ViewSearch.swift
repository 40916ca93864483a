import Foundation

/// One search of a tree: a single pass in tree order collects what matches, then a reachability
/// walk per match decides whether a user sees it. Linear in the views visited (plus the depth of
/// each match). What is on screen besides is gathered only for an error.
@MainActor
package struct ViewSearch<V: View> {
    package let root: View
    private let rootDescription: String
    private let query: ViewQuery
    private let includingHidden: Bool
    /// The matches a user sees (all, with `includingHidden`), in screen order.
    package private(set) var found: [V] = []
    /// Matches skipped because a user cannot see them (or, found by their accessibility label,
    /// VoiceOver does not reach them), with why.
    private var hidden: [(view: V, explanation: String)] = []

    package init(in searchRoot: some ViewSearchRoot, query: ViewQuery, includingHidden: Bool) throws(ViewQueryError) {
        guard let root = searchRoot.searchedView else {
            throw ViewQueryError(kind: .nothingToSearch, soughtKind: Self.kindName, condition: query.description, root: searchRoot.searchDescription)
        }
        self.root = root
        root.runPendingLayoutBeforeReading()
        rootDescription = searchRoot.searchDescription
        self.query = query
        self.includingHidden = includingHidden
        var matches: [V] = []
        let ofKind: (@Sendable (View) -> Bool)? = Self.kindCheck
        // A label is what VoiceOver reads: a view it does not reach is not found by its label.
        let byLabel = query.asksForLabel
        for view in ViewTreeWalk.views(under: root, matching: query, searchesInside: ofKind) {
            guard let view = view as? V else { continue }
            if let problem = ReachabilityWalk(from: view, upTo: .node(root)).sightProblem {
                hidden.append((view, problem.explanation))
                if !includingHidden { continue }
            } else if byLabel, let concealment = view.accessibilityConcealment {
                hidden.append((view, "VoiceOver does not read its label: \(concealment)"))
                if !includingHidden { continue }
            }
            matches.append(view)
        }
        // Screen order; matches are in tree order, which breaks ties. Positions are worked out
        // for the matches only, so the walk itself does no geometry.
        // Leading to trailing: right to left where the root's semanticContentAttribute says so.
        let rightToLeft = root.readsRightToLeft
        let placed = matches.enumerated().map { item in
            let origin = item.element.origin(in: root)
            return (view: item.element, y: origin.y, across: rightToLeft ? -(origin.x + item.element.bounds.width) : origin.x, order: item.offset)
        }
        found = placed.sorted { ($0.y, $0.across, $0.order) < ($1.y, $1.across, $1.order) }.map(\.view)
    }

    /// Whether a view is a `V`; nil when any view will do.
    private static var kindCheck: (@Sendable (View) -> Bool)? {
        if V.self == View.self { return nil }
        return { (view: View) -> Bool in view is V }
    }

    /// `Button`, or `view` for any view.
    package static var kindName: String { V.self == View.self ? "view" : String(describing: V.self) }

    /// The error for a search that did not find exactly one view: what matched (or, for none,
    /// which views of the kind are on screen), and the matches skipped as hidden.
    package func error() -> ViewQueryError {
        let limit = 20
        let states = query.states
        let hiddenViews = includingHidden ? [] : hidden.map { FoundView($0.view, in: root, hiddenBecause: $0.explanation, states: states) }
        if found.isEmpty {
            var candidates: [FoundView] = []
            var more = 0
            for view in ViewTreeWalk.views(under: root, matching: .any, searchesInside: nil) {
                guard let view = view as? V, view !== root, ReachabilityWalk(from: view, upTo: .node(root)).isVisible else { continue }
                if candidates.count < limit { candidates.append(FoundView(view, in: root, states: states)) } else { more += 1 }
            }
            return ViewQueryError(
                kind: .notFound, soughtKind: Self.kindName, condition: query.description, root: rootDescription,
                hidden: hiddenViews, candidates: candidates, moreCandidates: more, otherState: otherState(limit: limit), screen: screen)
        }
        return ViewQueryError(
            kind: .severalFound, soughtKind: Self.kindName, condition: query.description, root: rootDescription,
            matches: found.map { FoundView($0, in: root) }, screen: screen)
    }

    /// The views a user sees that meet every condition but the state, when the query asks for
    /// one: what the state kept out.
    private func otherState(limit: Int) -> [FoundView] {
        let states = query.states
        guard !states.isEmpty else { return [] }
        let ofKind: (@Sendable (View) -> Bool)? = Self.kindCheck
        return ViewTreeWalk.views(under: root, matching: query.withoutStates, searchesInside: ofKind)
            .lazy.compactMap { $0 as? V }
            .filter { ReachabilityWalk(from: $0, upTo: .node(self.root)).isVisible }
            .prefix(limit)
            .map { FoundView($0, in: self.root, states: states) }
    }

    /// The searched root as a user sees it, bounded, for a failure.
    package var screen: String {
        root.screenText(maximumLines: ViewQueryError.screenLines)
    }
}

/// The walk under every search, kept free of the generic view type so that it is compiled once,
/// specialised, in this module: the conditions are checked on every view, the cast to the kind
/// sought only on the views that meet them.
@MainActor
enum ViewTreeWalk {
    /// The views under `root` (itself included) that meet `query`, in tree order (front to back).
    /// Iterative, so any depth works; tables produce the cells on screen before their subviews
    /// are read. No closure on this path: a main-actor closure checks its executor on every call.
    static func views(under root: View, matching query: ViewQuery, searchesInside: (@Sendable (View) -> Bool)?) -> [View] {
        let query = PreparedQuery(query, searchesInside: searchesInside)
        var matches: [View] = []
        var stack: [View] = [root]
        while let view = stack.popLast() {
            if query.matches(view) { matches.append(view) }
            view.prepareForQuery()
            let subviews = view.subviews
            var index = subviews.count
            while index > 0 {
                index -= 1
                stack.append(subviews[index])
            }
        }
        return matches
    }
}
