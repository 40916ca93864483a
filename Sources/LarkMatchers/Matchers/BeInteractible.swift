import Foundation
import LarkExpect
import LarkUI

/// The smallest touch target Apple's guidelines allow: 44 x 44 points.
public let minimumTouchTarget = CGSize(width: 44, height: 44)

/// Passes when a touch would reach the subject inside `container` and it is visible there:
/// every node from the subject up to the container allows user interaction and is neither
/// hidden nor below 0.01 alpha, no ancestor lacks a size, part of the subject lies inside every
/// ancestor's bounds, and the subject is at least `minimumSize` (44 x 44 points by default, the
/// minimum touch target). Judged by LarkUI's `ReachabilityWalk`, like `tap()`: for a container at
/// the root of the subject's tree, the matcher passes exactly when a tap is not refused as
/// unreachable, once the subject is large enough, and a failure names the same culprit in the
/// same words as the refusal.
///
/// ```swift
/// expect(saveButton).to(beInteractible(insideOf: rootView))
/// ```
///
/// Every walk stops at the container. A control's `isEnabled` is not checked (use `beEnabled()`).
/// Message: `expected to be interactible inside <View#root>, got <Button "Save">, but its ancestor <StackView> has user interaction disabled (path: View#root > StackView > Button "Save")`.
@MainActor
public func beInteractible<T: ViewHierarchyNode>(
    insideOf container: some ViewHierarchyNode, minimumSize: CGSize = minimumTouchTarget
) -> LarkExpect.Predicate<T> {
    interactiblePredicate(insideOf: container, minimumSize: minimumSize) { $0 }
}

/// `beInteractible(insideOf:minimumSize:)` for subjects seen as `any ViewHierarchyNode`.
@MainActor
func interactiblePredicate<T>(
    insideOf container: any ViewHierarchyNode, minimumSize: CGSize, _ node: @escaping (T) -> any ViewHierarchyNode
) -> LarkExpect.Predicate<T> {
    hierarchyPredicate(
        { "be interactible inside \(bracketed(container.nodeDescription))" },
        resolve: { .walk(.node(container), notInside: NotInside.container(container)) },
        interaction: minimumSize, as: node)
}

/// Passes when the subject is interactible inside the view of `viewController`, as
/// `beInteractible(insideOf:)` for that view. The view is read at evaluation, never loaded.
///
/// ```swift
/// expect(controller.saveButton).to(beInteractible(insideOf: controller))
/// ```
@MainActor
public func beInteractible<T: ViewHierarchyNode>(
    insideOf viewController: ViewController, minimumSize: CGSize = minimumTouchTarget
) -> LarkExpect.Predicate<T> {
    hierarchyPredicate(
        { "be interactible inside \(bracketed(viewController.description))" },
        resolve: { resolveView(of: viewController) },
        interaction: minimumSize, as: { $0 })
}

/// Passes when the subject is interactible in the key window's hierarchy: its chain of ancestors
/// reaches the application's key window, a touch would reach it there, it is visible, and it is
/// at least `minimumSize`, by the rules of `beInteractible(insideOf:)`.
///
/// ```swift
/// expect(saveButton).to(beInteractible())
/// ```
@MainActor
public func beInteractible<T: ViewHierarchyNode>(minimumSize: CGSize = minimumTouchTarget) -> LarkExpect.Predicate<T> {
    keyWindowInteractiblePredicate(minimumSize: minimumSize) { $0 }
}

/// `beInteractible(minimumSize:)` for subjects seen as `any ViewHierarchyNode`.
@MainActor
func keyWindowInteractiblePredicate<T>(minimumSize: CGSize, _ node: @escaping (T) -> any ViewHierarchyNode) -> LarkExpect.Predicate<T> {
    hierarchyPredicate(
        { "be interactible in the key window" },
        resolve: { .walk(.keyWindow, notInside: NotInside.keyWindow) },
        interaction: minimumSize, as: node)
}
