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
    /// Matches skipped because a user cannot see them.
    private var hidden: [(view: V, problem: ReachabilityProblem)] = []

    package init(in searchRoot: some ViewSearchRoot, query: ViewQuery, includingHidden: Bool) throws(ViewQueryError) {
        guard let root = searchRoot.searchedView else {
            throw ViewQueryError(kind: .nothingToSearch, soughtKind: Self.kindName, condition: query.description, root: searchRoot.searchDescription)
        }
        self.root = root
        rootDescription = searchRoot.searchDescription
        self.query = query
        self.includingHidden = includingHidden
        var matches: [(view: V, position: CGPoint, order: Int)] = []
        let searchesInside = V.self != View.self
        Self.visit(root) { view, position, order in
            guard let view = view as? V, query.matches(view, searchesInside: searchesInside) else { return }
            let walk = ReachabilityWalk(from: view, upTo: .node(root))
            if let problem = walk.sightProblem {
                hidden.append((view, problem))
                if !includingHidden { return }
            }
            matches.append((view, position, order))
        }
        found = matches.sorted { ($0.position.y, $0.position.x, $0.order) < ($1.position.y, $1.position.x, $1.order) }.map(\.view)
    }

    /// Visits `root` and everything below it in tree order, front to back, with each view's origin
    /// in `root`'s coordinates. Iterative, so any depth works.
    private static func visit(_ root: View, _ body: (View, CGPoint, Int) -> Void) {
        var stack: [(view: View, origin: CGPoint)] = [(root, .zero)]
        var order = 0
        while let (view, origin) = stack.popLast() {
            body(view, origin, order)
            order += 1
            (view as? TableView)?.produceCellsOnScreen()
            let inside = CGPoint(x: origin.x - view.bounds.minX, y: origin.y - view.bounds.minY)
            for subview in view.subviews.reversed() {
                stack.append((subview, CGPoint(x: inside.x + subview.frame.minX, y: inside.y + subview.frame.minY)))
            }
        }
    }

    /// `Button`, or `view` for any view.
    package static var kindName: String { V.self == View.self ? "view" : String(describing: V.self) }

    /// The error for a search that did not find exactly one view: what matched (or, for none,
    /// which views of the kind are on screen), and the matches skipped as hidden.
    package func error() -> ViewQueryError {
        let limit = 20
        let hiddenViews = includingHidden ? [] : hidden.map { FoundView($0.view, in: root, hiddenBecause: $0.problem.explanation) }
        if found.isEmpty {
            var candidates: [FoundView] = []
            var more = 0
            Self.visit(root) { view, _, _ in
                guard let view = view as? V, view !== root, ReachabilityWalk(from: view, upTo: .node(root)).isVisible else { return }
                if candidates.count < limit { candidates.append(FoundView(view, in: root)) } else { more += 1 }
            }
            return ViewQueryError(
                kind: .notFound, soughtKind: Self.kindName, condition: query.description, root: rootDescription,
                hidden: hiddenViews, candidates: candidates, moreCandidates: more)
        }
        return ViewQueryError(
            kind: .severalFound, soughtKind: Self.kindName, condition: query.description, root: rootDescription,
            matches: found.map { FoundView($0, in: root) })
    }
}
