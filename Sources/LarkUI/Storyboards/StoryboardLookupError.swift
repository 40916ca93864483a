import Foundation

/// Why a storyboard lookup failed (`Storyboard(name:)`, instantiating a scene, performing a
/// segue); thrown by the model. (The binding helpers throw `Fleet.StoryboardError`.) The error
/// keeps what was looked up as data; `message` is rendered from it, here only.
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
    /// The storyboard looked for or looked in; nil for a segue asked of a controller that came
    /// from no storyboard.
    public let storyboard: String?
    /// What was asked for by name: the storyboard's name (`.storyboardNotFound`), a scene's
    /// identifier, a reference's placeholder identifier (`.noInitialViewController`) or a
    /// segue's identifier (`.unknownSegue`).
    public let identifier: String
    /// The other party, by kind: the referenced storyboard without an initial scene
    /// (`.noInitialViewController`), the controller asked to perform the segue (`.unknownSegue`),
    /// or the type made (`.typeMismatch`).
    public let found: String?
    /// The type asked for (`.typeMismatch`).
    public let wanted: String?

    /// Creates an error from its parts.
    public init(kind: Kind, storyboard: String?, identifier: String, found: String? = nil, wanted: String? = nil) {
        self.kind = kind
        self.storyboard = storyboard
        self.identifier = identifier
        self.found = found
        self.wanted = wanted
    }

    /// A readable explanation: what was attempted, where, and what to change.
    public var message: String {
        let name = storyboard ?? identifier
        switch kind {
        case .storyboardNotFound:
            return "Could not find a storyboard named '\(identifier)'. Register a StoryboardDefinition with that name using Storyboard.register(_:) before instantiating it."
        case .unknownIdentifier:
            return "Storyboard '\(name)' doesn't contain a view controller with identifier '\(identifier)'"
        case .noInitialViewController:
            return "Storyboard '\(name)' references the initial view controller of storyboard '\(found ?? "?")' (placeholder '\(identifier)'), but that storyboard has no initial scene."
        case .unknownSegue:
            guard let storyboard else {
                return "\(found ?? "The controller") has no segue with identifier '\(identifier)': it was not instantiated from a storyboard scene."
            }
            return "\(found ?? "The controller") has no segue with identifier '\(identifier)' in storyboard '\(storyboard)'"
        case .typeMismatch:
            return "Storyboard '\(name)' made a \(found ?? "?") for identifier '\(identifier)', not a \(wanted ?? "?")."
        }
    }

    /// The message.
    public var description: String { message }
}

/// The old name of `StoryboardLookupError`, renamed so that it is not confused with
/// `Fleet.StoryboardError` (the binding helpers' error).
@available(*, deprecated, renamed: "StoryboardLookupError")
public typealias StoryboardError = StoryboardLookupError
