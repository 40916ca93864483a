import Foundation

/// A method that can be sent to a target object, the model's stand-in for an Objective-C
/// selector in target–action pairs (controls, bar button items, `Application.sendAction`).
///
/// Build one from an unapplied method reference, e.g. `ActionMethod(MyController.save)`, where
/// `save` takes no argument or the sender. Sending it to an object of another type does nothing
/// and reports `false`.
public struct ActionMethod: CustomStringConvertible {
    /// A readable name for messages (defaults to the target type's name plus `.action`).
    public let name: String
    private let accepts: @MainActor (AnyObject) -> Bool
    private let perform: @MainActor (AnyObject, Any?) -> Bool

    /// An action method that takes no argument.
    public init<Target: AnyObject>(_ method: @escaping @MainActor (Target) -> () -> Void, name: String? = nil) {
        self.name = name ?? "\(Target.self).action"
        accepts = { $0 is Target }
        perform = { target, _ in
            guard let target = target as? Target else { return false }
            method(target)()
            return true
        }
    }

    /// An action method that takes the sender. Sending from a sender of another type does nothing.
    public init<Target: AnyObject, Sender>(_ method: @escaping @MainActor (Target) -> (Sender) -> Void, name: String? = nil) {
        self.name = name ?? "\(Target.self).action"
        accepts = { $0 is Target }
        perform = { target, sender in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender)
            return true
        }
    }

    /// An action written as a closure receiving the target and the sender.
    public init<Target: AnyObject>(name: String? = nil, _ body: @escaping @MainActor (Target, Any?) -> Void) {
        self.name = name ?? "\(Target.self).action"
        accepts = { $0 is Target }
        perform = { target, sender in
            guard let target = target as? Target else { return false }
            body(target, sender)
            return true
        }
    }

    /// Whether `target` has the type this method belongs to.
    @preconcurrency @MainActor
    public func canBeSent(to target: AnyObject) -> Bool { accepts(target) }

    /// Calls the method on `target` with `sender`; returns whether it ran.
    @preconcurrency @MainActor
    @discardableResult
    public func send(to target: AnyObject, from sender: Any?) -> Bool {
        perform(target, sender)
    }

    /// The name.
    public var description: String { name }
}
