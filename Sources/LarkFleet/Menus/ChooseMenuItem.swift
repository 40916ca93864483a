import Foundation
import LarkUI

extension Button {
    /// Opens the button's menu and chooses the shown action titled `title` (searched depth-first,
    /// submenus included), as a user would: its handler runs once with the button as `sender`.
    ///
    /// - Throws: `Fleet.MenuError` when a touch would not reach the button, it is not enabled, it
    ///   has no `menu`, no shown action has that title, or that action is `.disabled`.
    public func chooseMenuItem(withTitle title: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.MenuError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.MenuError) in
            let attempt = "Cannot choose '\(title)' from the menu of \(description)"
            try Fleet.MenuError.checkTouch(of: self, attempted: attempt, noun: "Control")
            guard let menu else {
                throw Fleet.MenuError(kind: .noMenu, attempted: attempt, reason: "It has no menu", remedy: "Set its menu first")
            }
            try menu.fleetChoose(title, attempted: attempt, sender: self)
        }
    }
}

extension View {
    /// Long-presses the view to open its context menu and chooses the shown action titled
    /// `title` (searched depth-first, submenus included): its handler runs once with the view
    /// as `sender`. The menu provider runs once.
    ///
    /// - Throws: `Fleet.MenuError` when a touch would not reach the view, it has no
    ///   `ContextMenuInteraction` or the provider returned nil, no shown action has that title,
    ///   or that action is `.disabled`.
    public func chooseContextMenuItem(withTitle title: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.MenuError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.MenuError) in
            let attempt = "Cannot choose '\(title)' from the context menu of \(description)"
            if let problem = touchProblem {
                throw Fleet.MenuError(unreachable: problem, attempted: attempt, noun: "View")
            }
            guard let interaction = contextMenuInteraction else {
                throw Fleet.MenuError(kind: .noMenu, attempted: attempt, reason: "It has no context menu interaction", remedy: "Add a ContextMenuInteraction with addInteraction first")
            }
            guard let menu = interaction.menuProvider() else {
                throw Fleet.MenuError(kind: .noMenu, attempted: attempt, reason: "Its context menu provider returned nil, so nothing opens", remedy: "Return a Menu from the provider")
            }
            try menu.fleetChoose(title, attempted: attempt, sender: self)
        }
    }
}

extension Menu {
    /// The one path of both helpers once the menu is open: find the first shown action titled
    /// `title`, refuse a disabled one, run it.
    fileprivate func fleetChoose(_ title: String, attempted: String, sender: Any) throws(Fleet.MenuError) {
        let shown = shownActions
        guard let item = shown.first(where: { $0.action.title == title }) else {
            let remedy = shown.isEmpty
                ? "The menu shows no actions"
                : "It shows \(shown.map(\.path).joined(separator: ", ")); choose one of those"
            throw Fleet.MenuError(kind: .noSuchItem, attempted: attempted, reason: "The menu shows no action titled '\(title)'", remedy: remedy)
        }
        guard !item.action.attributes.contains(.disabled) else {
            throw Fleet.MenuError(kind: .itemDisabled, attempted: attempted, reason: "\(item.path) is disabled", remedy: "Remove .disabled from its attributes first")
        }
        item.action.perform(sender: sender)
    }
}
