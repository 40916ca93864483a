import Foundation

/// A registered storyboard definition, instantiated by name, like `UIStoryboard`.
///
/// `Storyboard(name:)` returns a new instance each call. Each instance has its own override
/// table: an identifier (scene or reference placeholder) mapped to a controller instance or a
/// provider. `instantiateViewController(withIdentifier:)` consults it first, and so does
/// everything that instantiates through it: segues, reference placeholders, relationship
/// children and `instantiateInitialViewController()`. Interaction helpers use this for binding
/// and mocking; introspection (`sceneIdentifiers`, `references`) lets them validate identifiers.
///
/// Unlike UIKit, the instantiating methods throw `StoryboardLookupError` instead of raising.
@preconcurrency @MainActor
public final class Storyboard: @MainActor CustomStringConvertible {
    /// Registers (or replaces) the definition for `definition.name` in the current application
    /// (`Application.shared`), so registrations are scoped like the application itself: per
    /// Swift Testing test, per XCTest test case, or per `Application.$current` scope.
    public static func register(_ definition: StoryboardDefinition) {
        Application.shared.storyboardDefinitions[definition.name] = definition
    }

    /// Removes the definition named `name` from the current application.
    public static func unregister(name: String) {
        Application.shared.storyboardDefinitions[name] = nil
    }

    /// The names of the storyboards registered in the current application.
    public static var registeredNames: Set<String> { Set(Application.shared.storyboardDefinitions.keys) }

    /// The storyboard's name.
    public let name: String
    /// The definition this instance was created from.
    public let definition: StoryboardDefinition

    private enum Override {
        case instance(ViewController)
        case provider(@MainActor () -> ViewController)
    }

    private var overrides: [String: Override] = [:]

    /// A new instance of the storyboard registered as `name`.
    /// - Throws: `StoryboardLookupError.Kind.storyboardNotFound` if none is registered.
    public convenience init(name: String) throws {
        guard let definition = Application.shared.storyboardDefinitions[name] else {
            throw StoryboardLookupError(kind: .storyboardNotFound, storyboard: nil, identifier: name)
        }
        self.init(name: name, definition: definition)
    }

    private init(name: String, definition: StoryboardDefinition) {
        self.name = name
        self.definition = definition
    }

    // MARK: Introspection

    /// The identifiers of the scenes (storyboard IDs and generated ones).
    public var sceneIdentifiers: Set<String> { Set(definition.scenes.map(\.identifier)) }

    /// The reference placeholders.
    public var references: [StoryboardReference] { definition.references }

    /// Every identifier `instantiateViewController(withIdentifier:)` accepts: scene identifiers
    /// and the placeholders' connected identifiers.
    public var localIdentifiers: Set<String> {
        sceneIdentifiers.union(definition.references.map(\.connectedIdentifier))
    }

    /// The initial scene's identifier, if any.
    public var initialSceneIdentifier: String? { definition.initialSceneIdentifier }

    // MARK: Overrides

    /// Makes `instantiateViewController(withIdentifier: identifier)` (and everything that goes
    /// through it on this instance) return `viewController` itself, every time. Replaces an
    /// earlier override of the same identifier. Identifiers are not validated.
    public func setOverride(_ viewController: ViewController, forIdentifier identifier: String) {
        overrides[identifier] = .instance(viewController)
    }

    /// Makes instantiating `identifier` on this instance call `provider` instead.
    public func setOverride(forIdentifier identifier: String, provider: @escaping @MainActor () -> ViewController) {
        overrides[identifier] = .provider(provider)
    }

    /// Removes the override of `identifier`.
    public func removeOverride(forIdentifier identifier: String) {
        overrides[identifier] = nil
    }

    /// Removes every override.
    public func removeAllOverrides() {
        overrides.removeAll()
    }

    /// The identifiers that currently have an override.
    public var overriddenIdentifiers: Set<String> { Set(overrides.keys) }

    /// The controller instance an identifier is overridden with, if it is an instance override.
    public func overridingViewController(forIdentifier identifier: String) -> ViewController? {
        if case .instance(let controller) = overrides[identifier] { return controller }
        return nil
    }

    // MARK: Instantiation

    /// A controller for `identifier`: its override if any; else a new controller of that scene
    /// (with `storyboard` set and relationship children attached); else, for a reference
    /// placeholder, the referenced scene (or initial controller) of a fresh instance of the
    /// referenced storyboard.
    /// - Throws: `StoryboardLookupError` for an unknown identifier or an unresolvable reference.
    public func instantiateViewControllerChecked(withIdentifier identifier: String) throws -> ViewController {
        switch overrides[identifier] {
        case .instance(let controller): return controller
        case .provider(let provider): return provider()
        case nil: break
        }
        if let scene = definition.scene(withIdentifier: identifier) {
            return try instantiate(scene)
        }
        if let reference = definition.reference(withConnectedIdentifier: identifier) {
            let referenced = try Storyboard(name: reference.storyboardName)
            if let target = reference.referencedIdentifier, !target.isEmpty {
                return try referenced.instantiateViewControllerChecked(withIdentifier: target)
            }
            guard let initial = try referenced.instantiateInitialViewControllerChecked() else {
                throw StoryboardLookupError(kind: .noInitialViewController, storyboard: name, identifier: identifier, found: reference.storyboardName)
            }
            return initial
        }
        throw StoryboardLookupError(kind: .unknownIdentifier, storyboard: name, identifier: identifier)
    }

    /// Like `instantiateViewControllerChecked(withIdentifier:)`, checking the controller's type.
    public func instantiateViewControllerChecked<T: ViewController>(withIdentifier identifier: String, as type: T.Type) throws -> T {
        let controller = try instantiateViewControllerChecked(withIdentifier: identifier)
        guard let typed = controller as? T else {
            throw StoryboardLookupError(kind: .typeMismatch, storyboard: name, identifier: identifier, found: typeName(of: controller), wanted: "\(T.self)")
        }
        return typed
    }

    /// The initial scene's controller (through overrides), or nil if there is no initial scene.
    public func instantiateInitialViewControllerChecked() throws -> ViewController? {
        guard let initial = definition.initialSceneIdentifier else { return nil }
        return try instantiateViewControllerChecked(withIdentifier: initial)
    }

    // MARK: UIKit's spellings (UIKit raises where the checked forms throw)

    /// The storyboard registered as `name`, as `UIStoryboard(name:bundle:)`. Where UIKit raises
    /// (no such storyboard) the running test fails, saying so, and the storyboard is empty.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        do {
            try self.init(name: name)
        } catch {
            modelFault(String(describing: error))
            self.init(name: name, definition: StoryboardDefinition(name: name, scenes: []))
        }
    }

    /// The controller for `identifier`, as UIKit's non-throwing method. Where UIKit raises
    /// (unknown identifier, broken reference) the running test fails, saying so, and a plain
    /// `ViewController` stands in.
    public func instantiateViewController(withIdentifier identifier: String) -> ViewController {
        do {
            return try instantiateViewControllerChecked(withIdentifier: identifier)
        } catch {
            modelFault(String(describing: error))
            return ViewController()
        }
    }

    /// The controller for `identifier` as type `T` (iOS 13's spelling). `creator`, when given,
    /// makes the controller from the scene's coder, as UIKit lets an app inject dependencies;
    /// without it the scene's class is made as usual. Where UIKit raises (unknown identifier, a
    /// controller of another type) the test fails, saying so, and a plain `T` stands in when `T`
    /// can be made.
    public func instantiateViewController<T: ViewController>(identifier: String, creator: ((NSCoder) -> T?)? = nil) -> T {
        if let creator, let made = creator(StoryboardCoder()) {
            made.storyboard = self
            made.awakeFromNib()
            return made
        }
        do {
            return try instantiateViewControllerChecked(withIdentifier: identifier, as: T.self)
        } catch {
            modelFault(String(describing: error))
            return T(coder: StoryboardCoder()) ?? { preconditionFailure("\(T.self)(coder:) returned nil after: \(error)") }()
        }
    }

    /// The initial scene's controller, or nil if there is none, as UIKit's non-throwing method.
    public func instantiateInitialViewController() -> ViewController? {
        do {
            return try instantiateInitialViewControllerChecked()
        } catch {
            modelFault(String(describing: error))
            return nil
        }
    }

    private func instantiate(_ scene: StoryboardScene) throws -> ViewController {
        let controller = scene.make()
        controller.storyboard = self
        controller.storyboardSceneIdentifier = scene.identifier
        let children = try scene.relationships.map { try instantiateViewControllerChecked(withIdentifier: $0) }
        guard !children.isEmpty else { return controller }
        if let navigation = controller as? NavigationController {
            navigation.setViewControllers(children, animated: false)
        } else if let tabs = controller as? TabBarController {
            tabs.setViewControllers(children, animated: false)
        } else {
            for child in children {
                controller.addChild(child)
                child.didMove(toParent: controller)
                controller.pendingEmbeddedChildren.append(child)
            }
        }
        return controller
    }

    // MARK: Segues

    func performSegue(withIdentifier identifier: String, from source: ViewController, sceneIdentifier: String, sender: Any?) throws {
        guard let segue = definition.scene(withIdentifier: sceneIdentifier)?.segues.first(where: { $0.identifier == identifier }) else {
            throw StoryboardLookupError(kind: .unknownSegue, storyboard: name, identifier: identifier, found: bracketed(source))
        }
        let destination = try instantiateViewControllerChecked(withIdentifier: segue.destination)
        let performer: @MainActor (StoryboardSegue) -> Void
        switch segue.kind {
        case .show: performer = { $0.source.show($0.destination, sender: sender) }
        case .present: performer = { $0.source.present($0.destination, animated: true, completion: nil) }
        case .custom(let body): performer = body
        }
        let segueObject = StoryboardSegue(identifier: identifier, source: source, destination: destination, kindHandler: performer)
        source.prepare(for: segueObject, sender: sender)
        segueObject.perform()
    }

    /// `Storyboard "Name"`.
    public var description: String { "Storyboard \"\(name)\"" }
}
