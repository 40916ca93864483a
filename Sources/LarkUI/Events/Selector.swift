import Foundation

/// The name of an Objective-C method (`Selector`). Linux has no Objective-C runtime: a selector
/// can be made from a string and compared, but nothing can be called through it. APIs that take
/// one say what they do instead (docs/uikit-module.md); `#selector` itself does not compile.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method name, e.g. `"save:"`.
    public let name: String
    /// A selector named `name`.
    public init(_ name: String) { self.name = name }
    /// A selector from a string literal.
    public init(stringLiteral name: String) { self.name = name }
    /// The method name.
    public var description: String { name }
}

extension NotificationCenter {
    /// Selector-based observing. The model cannot call `selector` on Linux, so no observer is
    /// added; a model warning says so and names the replacement,
    /// `addObserver(forName:object:queue:using:)`.
    @preconcurrency @MainActor
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        modelWarning("NotificationCenter.addObserver(_:selector:name:object:) cannot call '\(aSelector)' on Linux, so \(type(of: observer)) will not hear \(aName?.rawValue ?? "any notification"). Use addObserver(forName:object:queue:using:).")
    }
}
