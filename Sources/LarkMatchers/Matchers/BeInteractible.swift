import Foundation
import LarkExpect
import LarkUI

/// The smallest touch target Apple's guidelines allow: 44 x 44 points.
public let minimumTouchTarget = CGSize(width: 44, height: 44)

/// Passes when the subject is visible inside `container` (see `beVisible(insideOf:)`), every
/// node from the subject up to the container allows user interaction
/// (`isUserInteractionEnabled`), and the subject is at least `minimumSize` (44 x 44 points by
/// default, the minimum touch target). Visibility and user interaction are judged by LarkUI's
/// `Reachability`, like `tap()`: for a container at the root of the subject's tree, the matcher
/// passes exactly when a tap is not refused as unreachable, once the subject is large enough.
///
/// ```swift
/// expect(saveButton).to(beInteractible(insideOf: rootView))
/// ```
///
/// The user-interaction walk stops at the container, like the visibility walk. A control's
/// `isEnabled` is not checked (use `beEnabled()`).
/// Message: `expected to be interactible inside <View#root>, got <Button "Save">, but its ancestor <StackView> does not allow user interaction (path: View#root > StackView > Button "Save")`.
@MainActor
public func beInteractible<T: ViewHierarchyNode>(
    insideOf container: some ViewHierarchyNode, minimumSize: CGSize = minimumTouchTarget
) -> LarkExpect.Predicate<T> {
    let container: any ViewHierarchyNode = container
    return hierarchyPredicate(
        { "be interactible inside \(bracketed(container.nodeDescription))" },
        resolve: { .walk(.node(container), VisibilityWording.container(container)) },
        interaction: minimumSize)
}

/// Passes when the subject is interactible inside the view of `viewController`, as
/// `beInteractible(insideOf:)` for that view. The view is read at evaluation, never loaded, so
/// building the matcher has no side effects.
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
        interaction: minimumSize)
}
