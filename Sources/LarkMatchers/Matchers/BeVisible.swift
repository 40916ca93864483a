import Foundation
import LarkExpect
import LarkUI

/// Passes when the subject is visible inside `container`: the container is the subject or one
/// of its ancestors, and neither the subject nor any node on the way up to the container (the
/// container included) is hidden, has an alpha below 0.01 (UIKit's hit-testing threshold),
/// zero width or zero height. These are LarkUI's `ReachabilityFlaws.invisible`, the same rules
/// the interaction helpers use. Nodes above the
/// container are not looked at, and no window is needed.
///
/// ```swift
/// expect(saveButton).to(beVisible(insideOf: rootView))
/// expect(saveButton).to(beVisible(insideOf: window))
/// ```
///
/// The failure message names the first culprit walking up from the subject and the path from
/// the container down to the subject:
/// `expected to be visible inside <View#root>, got <Button "Save">, but its ancestor <StackView> has alpha 0 (path: View#root > StackView > Button "Save")`.
/// For a subject outside the container it says where the subject's chain ends instead.
/// Clipping, positions, occlusion and transforms are not considered.
@MainActor
public func beVisible<T: ViewHierarchyNode>(insideOf container: some ViewHierarchyNode) -> LarkExpect.Predicate<T> {
    let container: any ViewHierarchyNode = container
    return hierarchyPredicate(
        { "be visible inside \(bracketed(container.nodeDescription))" },
        resolve: { .walk(.node(container), VisibilityWording.container(container)) },
        interaction: nil)
}

/// Passes when the subject is visible inside the view of `viewController`, as
/// `beVisible(insideOf:)` for that view.
///
/// ```swift
/// expect(controller.saveButton).to(beVisible(insideOf: controller))
/// ```
///
/// The controller's view is read when the expectation is evaluated, never loaded: building the
/// matcher has no side effects, and a controller whose view is not loaded
/// contains nothing, so the subject does not match.
/// Message: `expected to be visible inside <LoginViewController>, got <Button "Save">, but the view of <LoginViewController> is not loaded`.
@MainActor
public func beVisible<T: ViewHierarchyNode>(insideOf viewController: ViewController) -> LarkExpect.Predicate<T> {
    hierarchyPredicate(
        { "be visible inside \(bracketed(viewController.description))" },
        resolve: { resolveView(of: viewController) },
        interaction: nil)
}

/// Passes when the subject is visible in the key window's hierarchy: its chain of ancestors
/// reaches the application's key window, and nothing on the way (the window included) is
/// hidden, has an alpha below 0.01, zero width or zero height.
///
/// ```swift
/// window.makeKeyAndVisible()
/// expect(saveButton).to(beVisible())
/// ```
///
/// Message: `expected to be visible in the key window, got <Button "Save">, but it is not in the key window: its chain ends at <View#root> (path: View#root > Button "Save")`.
@MainActor
public func beVisible<T: ViewHierarchyNode>() -> LarkExpect.Predicate<T> {
    hierarchyPredicate(
        { "be visible in the key window" },
        resolve: { .walk(.keyWindow, .keyWindow) },
        interaction: nil)
}

/// How the messages of `beVisible`/`beInteractible` name their container.
@MainActor
struct VisibilityWording {
    /// `it is not inside <View#root>` (or `... in the key window`).
    let notInside: String
    /// `the container <View#root> is hidden`: the container as a culprit.
    let boundaryAsCulprit: @MainActor (any ViewHierarchyNode) -> String

    static func container(_ container: any ViewHierarchyNode) -> VisibilityWording {
        VisibilityWording(notInside: "it is not inside \(bracketed(container.nodeDescription))") {
            "the container \(bracketed($0.nodeDescription))"
        }
    }

    static func controllerView(_ view: any ViewHierarchyNode) -> VisibilityWording {
        VisibilityWording(notInside: "it is not inside the controller's view \(bracketed(view.nodeDescription))") {
            "the controller's view \(bracketed($0.nodeDescription))"
        }
    }

    static var keyWindow: VisibilityWording {
        VisibilityWording(notInside: "it is not in the key window") {
            "the key window \(bracketed($0.nodeDescription))"
        }
    }
}

/// What a hierarchy matcher walks to, decided when the expectation is evaluated.
@MainActor
enum HierarchyTarget {
    /// Walk to the boundary; the wording is built only for a message.
    case walk(WalkBoundary, @autoclosure () -> VisibilityWording)
    /// Nothing to walk to, for the given reason (`the view of <X> is not loaded`).
    case unavailable(String)
}

/// The loaded view of `viewController`, without loading it.
@MainActor
func resolveView(of viewController: ViewController) -> HierarchyTarget {
    guard let view = viewController.viewIfLoaded else {
        return .unavailable("the view of \(bracketed(viewController.description)) is not loaded")
    }
    return .walk(.node(view), VisibilityWording.controllerView(view))
}

/// The shared body of `beVisible` and `beInteractible`.
@MainActor
func hierarchyPredicate<T: ViewHierarchyNode>(
    _ expectation: @escaping @MainActor () -> String,
    resolve: @escaping @MainActor () -> HierarchyTarget,
    interaction minimumSize: CGSize?  // beInteractible's minimum touch target; nil for beVisible
) -> LarkExpect.Predicate<T> {
    subjectPredicate({ expectation() }) { (subject: T) in
        switch resolve() {
        case let .unavailable(reason):
            return Verdict(false, tail: ", but \(reason)").showingActual { bracketed(subject.nodeDescription) }
        case let .walk(boundary, wording):
            let walk = HierarchyWalk(from: subject, to: boundary, checkingInteraction: minimumSize != nil)
            // The subject as the tree describes it, like the nodes of the path.
            return hierarchyVerdict(subject, walk, wording, minimumSize)
                .showingActual { bracketed(subject.nodeDescription) }
        }
    }
}

@MainActor
private func hierarchyVerdict(
    _ subject: any ViewHierarchyNode,
    _ walk: HierarchyWalk,
    _ wording: @escaping () -> VisibilityWording,
    _ minimumSize: CGSize?
) -> Verdict {
    guard walk.reachedBoundary else {
        return Verdict(false, tail: {
            let end = walk.end
            if end === subject { return ", but \(wording().notInside): it has no superview" }
            return ", but \(wording().notInside): its chain ends at \(bracketed(end.nodeDescription))"
                + " (path: \(pathText(from: subject, to: end)))"
        }())
    }
    if let culprit = walk.visibilityCulprit {
        return Verdict(false, tail: {
            let who = culpritName(culprit.node, culprit.distance, walk, wording)
            return ", but \(who) \(culprit.problems.text(for: culprit.node))"
                + " (path: \(pathText(from: subject, to: walk.end, highlight: culprit.distance)))"
        }()).showingTree(below: walk.end, culprit: culprit.node, note: culprit.problems.text(for: culprit.node))
    }
    if let minimumSize {
        if let culprit = walk.interactionCulprit {
            return Verdict(false, tail: {
                let who = culpritName(culprit.node, culprit.distance, walk, wording)
                return ", but \(who) does not allow user interaction"
                    + " (path: \(pathText(from: subject, to: walk.end, highlight: culprit.distance)))"
            }()).showingTree(below: walk.end, culprit: culprit.node, note: "does not allow user interaction")
        }
        let size = subject.nodeSize
        guard size.width >= minimumSize.width, size.height >= minimumSize.height else {
            return Verdict(false, tail: ", but it is \(sizeText(size)) points,"
                + " smaller than the minimum touch target of \(sizeText(minimumSize))").showingTree(below: walk.end)
        }
    }
    return Verdict(true, tail: " (path: \(pathText(from: subject, to: walk.end)))").showingTree(below: walk.end)
}

/// `it`, `its ancestor <StackView>`, or the container's own wording.
@MainActor
private func culpritName(
    _ node: any ViewHierarchyNode, _ distance: Int, _ walk: HierarchyWalk, _ wording: () -> VisibilityWording
) -> String {
    if distance == 0 { return "it" }
    if node === walk.end { return wording().boundaryAsCulprit(node) }
    return "its ancestor \(bracketed(node.nodeDescription))"
}
