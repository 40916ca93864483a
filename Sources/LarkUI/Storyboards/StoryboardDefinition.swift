import Foundation

/// An in-code description of a storyboard: named scenes (how to make each controller, its
/// relationship children and segues), an optional initial scene, and references to scenes of
/// other storyboards. Register it with `Storyboard.register(_:)`.
@preconcurrency @MainActor
public struct StoryboardDefinition {
    /// The storyboard's name, used by `Storyboard(name:)`.
    public var name: String
    /// The identifier of the initial scene, if any.
    public var initialSceneIdentifier: String?
    /// The scenes.
    public var scenes: [StoryboardScene]
    /// Placeholders standing for scenes of other storyboards.
    public var references: [StoryboardReference]

    /// Creates a definition.
    public init(name: String, initialScene: String? = nil, scenes: [StoryboardScene], references: [StoryboardReference] = []) {
        self.name = name
        initialSceneIdentifier = initialScene
        self.scenes = scenes
        self.references = references
    }

    /// The scene with `identifier`, if any.
    public func scene(withIdentifier identifier: String) -> StoryboardScene? {
        scenes.first { $0.identifier == identifier }
    }

    /// The reference placeholder whose connected identifier is `identifier`, if any.
    public func reference(withConnectedIdentifier identifier: String) -> StoryboardReference? {
        references.first { $0.connectedIdentifier == identifier }
    }
}

/// One scene of a storyboard: a controller factory plus its relationships and segues.
@preconcurrency @MainActor
public struct StoryboardScene {
    private static var nextGeneratedNumber = 1

    /// The storyboard ID, or a generated `ViewController-<n>` for scenes without one.
    public let identifier: String
    /// Whether `identifier` is a storyboard ID given by the author (not generated).
    public let hasStoryboardIdentifier: Bool
    /// Makes a new controller for the scene. Build outlets in the controller's `loadView` or
    /// `viewDidLoad`, so they are populated when its view loads, as with a real storyboard.
    public let make: @MainActor () -> ViewController
    /// Identifiers (scenes or reference placeholders) of relationship children: a navigation
    /// controller's root, a tab bar controller's tabs in order, or embedded children of any other
    /// controller (their views are added to its view when it loads).
    public var relationships: [String]
    /// The segues leaving this scene.
    public var segues: [StoryboardSegueDefinition]

    /// Creates a scene; pass nil as identifier for a scene without a storyboard ID.
    public init(
        identifier: String?,
        relationships: [String] = [],
        segues: [StoryboardSegueDefinition] = [],
        make: @escaping @MainActor () -> ViewController
    ) {
        if let identifier {
            self.identifier = identifier
            hasStoryboardIdentifier = true
        } else {
            self.identifier = "ViewController-\(StoryboardScene.nextGeneratedNumber)"
            StoryboardScene.nextGeneratedNumber += 1
            hasStoryboardIdentifier = false
        }
        self.relationships = relationships
        self.segues = segues
        self.make = make
    }
}

/// A storyboard reference placeholder: a local identifier standing for a scene (or the initial
/// scene) of another storyboard.
public struct StoryboardReference: Hashable, Sendable, CustomStringConvertible {
    /// The placeholder's own identifier in the referencing storyboard.
    public let connectedIdentifier: String
    /// The name of the referenced storyboard.
    public let storyboardName: String
    /// The referenced scene's identifier; nil or empty means the referenced storyboard's initial
    /// controller.
    public let referencedIdentifier: String?

    /// Creates a reference.
    public init(connectedIdentifier: String, storyboardName: String, referencedIdentifier: String?) {
        self.connectedIdentifier = connectedIdentifier
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
    }

    /// Whether the reference means the referenced storyboard's initial controller.
    public var referencesInitialViewController: Bool {
        referencedIdentifier?.isEmpty ?? true
    }

    /// For example `UIViewController-gcW-ev-w5z → CrabStoryboard/CrabViewController`.
    public var description: String {
        "\(connectedIdentifier) → \(storyboardName)/\(referencesInitialViewController ? "<initial>" : referencedIdentifier ?? "")"
    }
}

/// A segue leaving a scene.
@preconcurrency @MainActor
public struct StoryboardSegueDefinition {
    /// How the segue shows its destination.
    public enum Kind {
        /// `show(_:sender:)`: push inside a navigation controller, otherwise present.
        case show
        /// `present(_:animated:completion:)`.
        case present
        /// Runs the closure with the segue object.
        case custom(@MainActor (StoryboardSegue) -> Void)
    }

    /// The segue identifier.
    public let identifier: String
    /// How it shows its destination.
    public let kind: Kind
    /// The destination: a scene identifier or a reference placeholder's connected identifier.
    public let destination: String

    /// Creates a segue.
    public init(identifier: String, kind: Kind, destination: String) {
        self.identifier = identifier
        self.kind = kind
        self.destination = destination
    }

    /// A `show` segue.
    public static func show(_ identifier: String, to destination: String) -> StoryboardSegueDefinition {
        StoryboardSegueDefinition(identifier: identifier, kind: .show, destination: destination)
    }

    /// A `present` segue.
    public static func present(_ identifier: String, to destination: String) -> StoryboardSegueDefinition {
        StoryboardSegueDefinition(identifier: identifier, kind: .present, destination: destination)
    }
}
