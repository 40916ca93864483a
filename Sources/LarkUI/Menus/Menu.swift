import Foundation

/// An element of a menu: an `Action` (UIKit's `UIAction`) or a submenu, like `UIMenuElement`.
@preconcurrency @MainActor
public protocol MenuElement: AnyObject {
    /// The title a user reads.
    var title: String { get }
}

extension Action: MenuElement {}

// UIKit nests these in `UIMenuElement`, so screen code spells them `UIAction.Attributes`.
extension MenuElement {
    /// `MenuElementAttributes`, as UIKit nests it.
    public typealias Attributes = MenuElementAttributes
    /// `MenuElementState`, as UIKit nests it.
    public typealias State = MenuElementState
}

/// A menu of actions and submenus, like `UIMenu`.
@preconcurrency @MainActor
public final class Menu: MenuElement, @MainActor CustomStringConvertible {
    /// The title (empty for a menu that shows its children inline).
    public let title: String
    /// The image, if any.
    public let image: Image?
    /// The actions and submenus, in order.
    public let children: [any MenuElement]
    /// A line under the title (stored).
    public let subtitle: String?
    /// Identifies the menu (generated and unique unless given).
    public let identifier: Identifier
    /// How the menu shows (stored).
    public let options: Options

    /// A menu of `children`, with UIKit's parameters.
    public init(title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [any MenuElement] = []) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.identifier = identifier ?? Identifier("lark.menu.\(UUID().uuidString)")
        self.options = options
        self.children = children
    }

    /// The same menu with `newChildren`, as UIKit's `replacingChildren(_:)`.
    public func replacingChildren(_ newChildren: [any MenuElement]) -> Menu {
        Menu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// `Menu "Sort"`.
    public var description: String { title.isEmpty ? "Menu" : "Menu \(String(reflecting: title))" }

    /// An action a user sees in the menu, with the titles of the submenus that lead to it.
    @MainActor
    public struct ShownAction {
        /// The titles of the submenus opened on the way (titled ones only), outermost first.
        public let submenus: [String]
        /// The action.
        public let action: Action

        /// `'Sort > By name'`.
        public var path: String { "'\(titles.joined(separator: " > "))'" }

        /// The submenu titles then the action's: what a path to it names.
        public var titles: [String] { submenus + [action.title] }

        /// Whether it is in the menu itself, not in a titled submenu (an untitled submenu shows
        /// its actions inline, so they are at the top level too).
        public var isTopLevel: Bool { submenus.isEmpty }

        /// `'Delete' (destructive)`, `'More > By colour' (disabled)`, `'Bold' (on)`: the path,
        /// then what a user sees of its attributes and state, for failure messages.
        public var listing: String {
            var marks: [String] = []
            if action.attributes.contains(.destructive) { marks.append("destructive") }
            if action.attributes.contains(.disabled) { marks.append("disabled") }
            if action.state != .off { marks.append(action.state == .on ? "on" : "mixed") }
            return path + (marks.isEmpty ? "" : " (\(marks.joined(separator: ", ")))")
        }
    }

    /// The actions a user sees, depth-first in menu order; `.hidden` actions are left out,
    /// `.disabled` ones kept.
    public var shownActions: [ShownAction] {
        shownActions(under: [])
    }

    private func shownActions(under submenus: [String]) -> [ShownAction] {
        children.flatMap { element -> [ShownAction] in
            if let action = element as? Action {
                return action.attributes.contains(.hidden) ? [] : [ShownAction(submenus: submenus, action: action)]
            }
            guard let menu = element as? Menu else { return [] }
            return menu.shownActions(under: menu.title.isEmpty ? submenus : submenus + [menu.title])
        }
    }
}

/// Shows a menu when a user long-presses a view, like `UIContextMenuInteraction`: the provider
/// makes the menu each time it opens (nil: nothing opens), and may be given where the press is,
/// as UIKit's delegate is asked for a configuration at a location.
@preconcurrency @MainActor
public final class ContextMenuInteraction: Interaction {
    private let provider: @MainActor (CGPoint) -> Menu?
    /// The view it is attached to.
    public private(set) weak var view: View?
    /// The delegate that configures the menu, for an interaction made with `init(delegate:)`
    /// (held weakly, as in UIKit).
    public private(set) weak var delegate: (any ContextMenuInteractionDelegate)?

    /// An interaction whose menu `menuProvider` makes.
    public init(menuProvider: @escaping @MainActor () -> Menu?) {
        provider = { _ in menuProvider() }
    }

    /// An interaction whose menu `menuProvider` makes for a press at a location, in the view's
    /// coordinates (a list can offer the menu of the row pressed).
    public init(menuProvider: @escaping @MainActor (CGPoint) -> Menu?) {
        provider = menuProvider
    }

    /// Makes the menu for a press at the centre of the view.
    public var menuProvider: @MainActor () -> Menu? {
        { [self] in menu(at: view.map { CGPoint(x: $0.bounds.midX, y: $0.bounds.midY) } ?? .zero) }
    }

    /// The menu a press at `location` (in the view's coordinates) opens; the provider runs.
    public func menu(at location: CGPoint) -> Menu? {
        provider(location)
    }

    /// An interaction whose menu comes from `delegate`, as UIKit makes it: when it opens, the
    /// delegate's configuration (asked for the view's centre) makes the menu, suggested no
    /// actions.
    public convenience init(delegate: any ContextMenuInteractionDelegate) {
        let owner = InteractionOwner()
        self.init(menuProvider: {
            guard let interaction = owner.interaction, let delegate = interaction.delegate else { return nil }
            let centre = interaction.view.map { CGPoint(x: $0.bounds.midX, y: $0.bounds.midY) } ?? .zero
            return delegate.contextMenuInteraction(interaction, configurationForMenuAtLocation: centre)?.makeMenu(suggestedActions: [])
        })
        owner.interaction = self
        self.delegate = delegate
    }

    /// Where the long press is, in `view`'s coordinates: the interaction's view's centre in the
    /// model, which has no touches in flight.
    public func location(in view: View?) -> CGPoint {
        guard let own = self.view else { return .zero }
        return own.convert(CGPoint(x: own.bounds.midX, y: own.bounds.midY), to: view)
    }

    /// Closes the menu (none is ever open in the model).
    public func dismissMenu() {}

    /// Updates the open menu (none is ever open in the model).
    public func updateVisibleMenu(_ block: (Menu) -> Menu) {}

    /// Nothing to prepare.
    public func willMove(to view: View?) {}

    /// Records the view.
    public func didMove(to view: View?) {
        self.view = view
    }
}

extension View {
    /// The view's context-menu interaction (the first one added), if any.
    public var contextMenuInteraction: ContextMenuInteraction? {
        interactions.lazy.compactMap { $0 as? ContextMenuInteraction }.first
    }

    /// The menu the view's context-menu interaction would open now, if any (its provider runs).
    public var contextMenu: Menu? {
        contextMenuInteraction?.menuProvider()
    }
}

/// Lets a delegate-made interaction's provider find the interaction, which exists only after
/// the provider is made.
@MainActor
private final class InteractionOwner {
    weak var interaction: ContextMenuInteraction?
}
