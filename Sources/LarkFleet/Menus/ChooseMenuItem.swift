import Foundation
import LarkUI

extension Button {
    /// Opens the button's menu and chooses the shown action titled `title` (searched depth-first,
    /// submenus included, unless `atTopLevel` keeps the search to the menu itself), as a user
    /// would: its handler runs once with the button as `sender`. A title with `" > "` that no
    /// action has is read as a path (`"Share > Mail"`, see `chooseMenuItem(atPath:)`).
    ///
    /// - Throws: `Fleet.MenuError` when a touch would not reach the button, it is not enabled, it
    ///   has no `menu`, no shown action has that title, or that action is `.disabled`.
    public func chooseMenuItem(
        withTitle title: String, atTopLevel: Bool = false, fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) throws(Fleet.MenuError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.MenuError) in
            try fleetChoose(MenuItemChoice(title: title, atTopLevel: atTopLevel))
        }
    }

    /// Opens the button's menu and chooses the action at `path`, the titles of the submenus a
    /// user opens then the action's, joined by `" > "` (`"Share > Mail"`), as `haveMenuItems`
    /// and refusals write them. Untitled submenus show their actions inline and take no step.
    ///
    /// - Throws: `Fleet.MenuError`, as `chooseMenuItem(withTitle:)`; `.noSuchItem` when no shown
    ///   action is at that path.
    public func chooseMenuItem(atPath path: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.MenuError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.MenuError) in
            try fleetChoose(MenuItemChoice(path: path))
        }
    }

    private func fleetChoose(_ choice: MenuItemChoice) throws(Fleet.MenuError) {
        let attempt = "Cannot choose \(choice.named) from the menu of \(description)"
        try Fleet.MenuError.checkTouch(of: self, attempted: attempt, noun: "Control")
        guard let menu else {
            throw Fleet.MenuError(kind: .noMenu, attempted: attempt, reason: "It has no menu", remedy: "Set its menu first")
        }
        try menu.fleetChoose(choice, attempted: attempt, sender: self)
    }
}

extension View {
    /// Long-presses the view to open its context menu and chooses the shown action titled
    /// `title` (searched depth-first, submenus included, unless `atTopLevel`): its handler runs
    /// once with the view as `sender`. The menu provider runs once, given `location` (in the
    /// view's coordinates; its centre by default).
    ///
    /// - Throws: `Fleet.MenuError` when a touch would not reach the view, `location` is outside
    ///   it, it has no `ContextMenuInteraction` or the provider returned nil, no shown action has
    ///   that title, or that action is `.disabled`.
    public func chooseContextMenuItem(
        withTitle title: String, atTopLevel: Bool = false, at location: CGPoint? = nil,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) throws(Fleet.MenuError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.MenuError) in
            try fleetChooseFromContextMenu(MenuItemChoice(title: title, atTopLevel: atTopLevel), at: location)
        }
    }

    /// Long-presses the view to open its context menu and chooses the action at `path`
    /// (`"Share > Mail"`, as `Button.chooseMenuItem(atPath:)` reads it). The provider runs once,
    /// given `location` (the view's centre by default).
    ///
    /// - Throws: `Fleet.MenuError`, as `chooseContextMenuItem(withTitle:)`.
    public func chooseContextMenuItem(
        atPath path: String, at location: CGPoint? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) throws(Fleet.MenuError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.MenuError) in
            try fleetChooseFromContextMenu(MenuItemChoice(path: path), at: location)
        }
    }

    private func fleetChooseFromContextMenu(_ choice: MenuItemChoice, at location: CGPoint?) throws(Fleet.MenuError) {
        let attempt = "Cannot choose \(choice.named) from the context menu of \(description)"
        if let problem = touchProblem {
            throw Fleet.MenuError(unreachable: problem, attempted: attempt, noun: "View")
        }
        let point = location ?? CGPoint(x: bounds.midX, y: bounds.midY)
        guard bounds.contains(point) else {
            throw Fleet.MenuError(
                kind: .locationOutsideView, attempted: attempt,
                reason: "The press at \(pointText(point)) is outside its bounds \(rectText(bounds))",
                remedy: "Press at a point inside its bounds, or leave the location out to press its centre")
        }
        guard let interaction = contextMenuInteraction else {
            throw Fleet.MenuError(kind: .noMenu, attempted: attempt, reason: "It has no context menu interaction", remedy: "Add a ContextMenuInteraction with addInteraction first")
        }
        guard let menu = interaction.menu(at: point) else {
            throw Fleet.MenuError(kind: .noMenu, attempted: attempt, reason: "Its context menu provider returned nil, so nothing opens", remedy: "Return a Menu from the provider")
        }
        try menu.fleetChoose(choice, attempted: attempt, sender: self)
    }
}

/// Which shown action a helper chooses: the first titled so (anywhere, or at the top level
/// only), or the one at a path of titles.
private struct MenuItemChoice {
    private enum Rule {
        case title(String, atTopLevel: Bool)
        case path([String])
    }

    private let rule: Rule

    init(title: String, atTopLevel: Bool) { rule = .title(title, atTopLevel: atTopLevel) }

    init(path: String) {
        rule = .path(path.components(separatedBy: ">").map { $0.trimmingCharacters(in: .whitespaces) })
    }

    /// `'Mail'`, or `'Share > Mail'` for a path, as the attempt names it.
    var named: String {
        switch rule {
        case let .title(title, _): "'\(title)'"
        case let .path(titles): "'\(titles.joined(separator: " > "))'"
        }
    }

    @MainActor
    func accepts(_ item: Menu.ShownAction) -> Bool {
        switch rule {
        case let .title(title, atTopLevel): item.action.title == title && (!atTopLevel || item.isTopLevel)
        case let .path(titles): item.titles == titles
        }
    }

    /// A title that reads as a path, `"Share > Mail"`, for when no action has it as its title.
    var titleAsPath: MenuItemChoice? {
        guard case let .title(title, atTopLevel: false) = rule, title.contains(" > ") else { return nil }
        return MenuItemChoice(path: title)
    }

    /// Why nothing was chosen: `The menu shows no action titled 'Mail' at its top level`.
    var notFound: String {
        switch rule {
        case let .title(title, atTopLevel): "The menu shows no action titled '\(title)'" + (atTopLevel ? " at its top level" : "")
        case .path: "The menu shows no action at \(named)"
        }
    }

    /// The shown actions a refusal lists: those at the top level when only they count.
    @MainActor
    func listed(_ shown: [Menu.ShownAction]) -> [Menu.ShownAction] {
        if case .title(_, atTopLevel: true) = rule { return shown.filter(\.isTopLevel) }
        return shown
    }
}

extension Menu {
    /// The one path of both helpers once the menu is open: find the first shown action the
    /// choice accepts, refuse a disabled one, run it.
    fileprivate func fleetChoose(_ choice: MenuItemChoice, attempted: String, sender: Any) throws(Fleet.MenuError) {
        let shown = shownActions
        guard let item = shown.first(where: choice.accepts) ?? choice.titleAsPath.flatMap({ path in shown.first(where: path.accepts) }) else {
            let listed = choice.listed(shown)
            let remedy = listed.isEmpty
                ? (shown.isEmpty ? "The menu shows no actions" : "It shows no actions at its top level; give a path such as \(shown[0].path)")
                : "It shows \(listed.map(\.path).joined(separator: ", ")); choose one of those"
            throw Fleet.MenuError(kind: .noSuchItem, attempted: attempted, reason: choice.notFound, remedy: remedy)
        }
        guard !item.action.attributes.contains(.disabled) else {
            throw Fleet.MenuError(kind: .itemDisabled, attempted: attempted, reason: "\(item.path) is disabled", remedy: "Remove .disabled from its attributes first")
        }
        item.action.perform(sender: sender)
    }
}
