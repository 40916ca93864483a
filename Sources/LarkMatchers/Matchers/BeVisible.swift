import Foundation
import LarkExpect
import LarkUI

/// Passes when the subject is visible inside `container`: the container is the subject or one
/// of its ancestors, no node on the way up to the container (the container included) is
/// hidden, has an alpha below 0.01 (UIKit's hit-testing threshold), zero width or zero height,
/// and part of the subject lies inside every clipping ancestor's bounds (LarkUI's
/// `ReachabilityWalk`, the rules the interaction helpers use; docs/reachability.md). Nodes above
/// the container are not looked at, and no window is needed.
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
/// Occlusion by siblings and transforms are not considered.
@MainActor
public func beVisible<T: ViewHierarchyNode>(insideOf container: some ViewHierarchyNode) -> LarkExpect.Predicate<T> {
    visiblePredicate(insideOf: container) { $0 }
}

/// `beVisible(insideOf:)` for subjects seen as `any ViewHierarchyNode`.
@MainActor
func visiblePredicate<T>(
    insideOf container: any ViewHierarchyNode, _ node: @escaping (T) -> any ViewHierarchyNode
) -> LarkExpect.Predicate<T> {
    hierarchyPredicate(
        { "be visible inside \(bracketed(container.nodeDescription))" },
        resolve: { .walk(.node(container), notInside: NotInside.container(container)) },
        interaction: nil, as: node)
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
        interaction: nil, as: { $0 })
}

/// Passes when the subject is visible in the key window's hierarchy: its chain of ancestors
/// reaches the application's key window, and nothing on the way (the window included) hides it,
/// by the rules of `beVisible(insideOf:)`.
///
/// ```swift
/// window.makeKeyAndVisible()
/// expect(saveButton).to(beVisible())
/// ```
///
/// Message: `expected to be visible in the key window, got <Button "Save">, but it is not in the key window: its chain ends at <View#root> (path: View#root > Button "Save")`.
@MainActor
public func beVisible<T: ViewHierarchyNode>() -> LarkExpect.Predicate<T> {
    keyWindowVisiblePredicate { $0 }
}

/// `beVisible()` for subjects seen as `any ViewHierarchyNode`.
@MainActor
func keyWindowVisiblePredicate<T>(_ node: @escaping (T) -> any ViewHierarchyNode) -> LarkExpect.Predicate<T> {
    hierarchyPredicate(
        { "be visible in the key window" },
        resolve: { .walk(.keyWindow, notInside: NotInside.keyWindow) },
        interaction: nil, as: node)
}
