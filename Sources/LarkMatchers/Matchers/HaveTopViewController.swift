import Foundation
import LarkExpect
import LarkUI

/// Passes when the top of the subject navigation controller's stack is a `type`.
///
/// ```swift
/// try itemsScreen.find(TableViewCell.self, where: .text("Milk")).tap()
/// expect(navigation).to(haveTopViewController(ItemDetailViewController.self))
/// ```
///
/// A failure shows the stack, bottom first:
/// `expected to have an ItemDetailViewController on top, got <NavigationController> (stack: ItemsViewController)`.
@MainActor
public func haveTopViewController<T: NavigationController, P: ViewController>(_ type: P.Type) -> LarkExpect.Predicate<T> {
    let name = String(describing: P.self)
    return subjectPredicate({ "have \(article(for: name)) \(name) on top" }) { (subject: T) in
        Verdict(subject.topViewController is P, tail: {
            let stack = subject.viewControllers.map(\.description)
            return " (stack: \(stack.isEmpty ? "empty" : stack.joined(separator: " > ")))"
        }())
    }
}
