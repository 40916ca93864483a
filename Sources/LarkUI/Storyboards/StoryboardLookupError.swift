import Foundation

/// Why a storyboard lookup failed (`Storyboard(name:)`, instantiating a scene, performing a
/// segue); thrown by the model. (The binding helpers throw `Fleet.StoryboardError`.) `message`
/// says what was attempted, on which storyboard or
/// controller, and what to change.
public struct StoryboardLookupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kinds of failure.
    public enum Kind: Hashable, Sendable {
        /// No storyboard with that name is registered.
        case storyboardNotFound
        /// The storyboard has no scene or reference with that identifier.
        case unknownIdentifier
        /// A referenced storyboard has no initial scene.
        case noInitialViewController
        /// The controller's scene has no segue with that identifier, or it has no scene.
        case unknownSegue
        /// The instantiated controller is not of the requested type.
        case typeMismatch
    }

    /// The kind of failure.
    public let kind: Kind
    /// A readable explanation.
    public let message: String

    /// Creates an error.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

/// The old name of `StoryboardLookupError`, renamed so that it is not confused with
/// `Fleet.StoryboardError` (the binding helpers' error).
@available(*, deprecated, renamed: "StoryboardLookupError")
public typealias StoryboardError = StoryboardLookupError
