import Foundation
import LarkExpect
import LarkUI

/// Passes when the menu the subject opens (a button's `menu`, else its context menu) shows
/// exactly the actions titled `titles`, depth-first in menu order; hidden ones do not count.
///
/// ```swift
/// expect(sortButton).to(haveMenuItems("By date", "By name"))
/// ```
///
/// Message: `expected to have the menu items 'By date', 'By name', got <Button "Sort"> (menu: 'By date', 'More > By size', 'Delete' (destructive))`:
/// each shown action with the submenus leading to it, and what a user sees of its attributes
/// (`destructive`, `disabled`) and state (`on`, `mixed`).
@MainActor
public func haveMenuItems<T: View>(_ titles: String...) -> LarkExpect.Predicate<T> {
    haveMenuItems(titles)
}

/// The array form of `haveMenuItems(_:)`.
@MainActor
public func haveMenuItems<T: View>(_ titles: [String]) -> LarkExpect.Predicate<T> {
    subjectPredicate({ "have the menu items \(titles.map { "'\($0)'" }.joined(separator: ", "))" }) { (subject: T) in
        guard let menu = (subject as? Button)?.menu ?? subject.contextMenu else {
            return Verdict(false, facts: "no menu")
        }
        let shown = menu.shownActions
        return Verdict(shown.map(\.action.title) == titles, facts: "menu: \(shown.isEmpty ? "empty" : shown.map(\.listing).joined(separator: ", "))")
    }
}
