import Foundation
import LarkExpect
import LarkUI

/// How the messages of `beVisible`/`beInteractible` say the subject is not under the boundary:
/// `it is not inside <View#root>`, `it is not inside the controller's view <View>`,
/// `it is not in the key window`. Culprits on the way are named by the walk itself.
@MainActor
enum NotInside {
    static func container(_ container: any ViewHierarchyNode) -> String {
        "it is not inside \(bracketed(container.nodeDescription))"
    }

    static func controllerView(_ view: any ViewHierarchyNode) -> String {
        "it is not inside the controller's view \(bracketed(view.nodeDescription))"
    }

    static let keyWindow = "it is not in the key window"
}

/// What a hierarchy matcher walks to, decided when the expectation is evaluated.
@MainActor
enum HierarchyTarget {
    /// Walk to the boundary; the wording is built only for a message.
    case walk(ReachabilityWalk.Boundary, notInside: @autoclosure () -> String)
    /// Nothing to walk to, for the given reason (`the view of <X> is not loaded`).
    case unavailable(String)
}

/// The loaded view of `viewController`, without loading it.
@MainActor
func resolveView(of viewController: ViewController) -> HierarchyTarget {
    guard let view = viewController.viewIfLoaded else {
        return .unavailable("the view of \(bracketed(viewController.description)) is not loaded")
    }
    return .walk(.node(view), notInside: NotInside.controllerView(view))
}

/// The shared body of `beVisible` and `beInteractible`: one `ReachabilityWalk`, worded by the
/// walk's own `ReachabilityProblem.explanation`, the same clause a refused `tap()` shows.
@MainActor
func hierarchyPredicate<T>(
    _ expectation: @escaping @MainActor () -> String,
    resolve: @escaping @MainActor () -> HierarchyTarget,
    interaction minimumSize: CGSize?,  // beInteractible's minimum touch target; nil for beVisible
    as node: @escaping (T) -> any ViewHierarchyNode
) -> LarkExpect.Predicate<T> {
    subjectPredicate({ expectation() }, as: node) { subject in
        switch resolve() {
        case let .unavailable(reason):
            return Verdict(false, tail: ", but \(reason)").showingActual { bracketed(subject.nodeDescription) }
        case let .walk(boundary, notInside):
            let walk = ReachabilityWalk(from: subject, upTo: boundary)
            // The subject as the tree describes it, like the nodes of the path.
            return hierarchyVerdict(subject, walk, notInside, minimumSize)
                .showingActual { bracketed(subject.nodeDescription) }
        }
    }
}

@MainActor
private func hierarchyVerdict(
    _ subject: any ViewHierarchyNode,
    _ walk: ReachabilityWalk,
    _ notInside: @escaping () -> String,
    _ minimumSize: CGSize?
) -> Verdict {
    guard walk.reachedBoundary else {
        return Verdict(false, tail: {
            let end = walk.end
            if end === subject { return ", but \(notInside()): it has no superview" }
            return ", but \(notInside()): its chain ends at \(bracketed(end.nodeDescription))"
                + " (path: \(pathText(from: subject, to: walk.end)))"
        }())
    }
    // beInteractible asks first what a tap asks (so both name the same culprit), then sight,
    // which adds only the subject's own size.
    if let problem = minimumSize == nil ? walk.sightProblem : walk.touchProblem ?? walk.sightProblem {
        return Verdict(false, tail: ", but \(problem.explanation)"
            + " (path: \(pathText(from: subject, to: walk.end, highlight: problem.distance)))").showingTree(below: walk.end, culprit: problem.culprit, note: problem.flawDescription)
    }
    if let minimumSize {
        let size = subject.nodeSize
        guard size.width >= minimumSize.width, size.height >= minimumSize.height else {
            return Verdict(false, tail: ", but it is \(sizeText(size)) points,"
                + " smaller than the minimum touch target of \(sizeText(minimumSize))").showingTree(below: walk.end)
        }
    }
    return Verdict(true, tail: " (path: \(pathText(from: subject, to: walk.end)))").showingTree(below: walk.end)
}
