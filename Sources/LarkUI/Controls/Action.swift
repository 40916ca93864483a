import Foundation

/// A closure-based action, the model's stand-in for `UIAction`: register it on a control with
/// `addAction(_:for:)`, or give it to a button or bar button item as its primary action.
@preconcurrency @MainActor
public final class Action: @MainActor CustomStringConvertible {
    /// Identifies an action; a control holds at most one registration per identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier string.
        public let rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    private static var nextGeneratedIdentifier = 1

    /// The identifier (generated and unique unless you pass one).
    public let identifier: Identifier
    /// The title (a button made with this primary action shows it).
    public var title: String
    /// The image.
    public var image: Image?
    /// The title shown in the keyboard shortcut overlay or menus.
    public var discoverabilityTitle: String?
    /// Menu attributes.
    public var attributes: MenuElementAttributes
    /// Checkmark state.
    public var state: MenuElementState
    /// The object that sent the action while its handler runs (the control), else nil.
    public private(set) var sender: Any?
    /// What the action does; receives the action itself.
    public let handler: @MainActor (Action) -> Void

    /// Creates an action, with UIKit's parameter order.
    public init(
        title: String = "",
        image: Image? = nil,
        identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil,
        attributes: MenuElementAttributes = [],
        state: MenuElementState = .off,
        handler: @escaping @MainActor (Action) -> Void
    ) {
        if let identifier {
            self.identifier = identifier
        } else {
            self.identifier = Identifier("lark.action.\(Action.nextGeneratedIdentifier)")
            Action.nextGeneratedIdentifier += 1
        }
        self.title = title
        self.image = image
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
    }

    /// Runs the handler with `sender` available as `self.sender` (a model addition; UIKit performs
    /// actions itself).
    public func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }

    /// For example `Action "Save"`.
    public var description: String {
        title.isEmpty ? "Action(\(identifier.rawValue))" : "Action \"\(title)\""
    }
}
