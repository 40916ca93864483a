import Foundation
import LarkUI

/// The checks shared by binding and mocking; the public entry points are in the files named
/// after them.
extension Storyboard {
    /// The "already loaded" check: a segue destination's view never loads before
    /// `prepare(for:sender:)`, so binding a controller whose view loaded (or whose
    /// `viewDidLoad` ran, e.g. called directly) would give the test a state UIKit never has.
    func fleetCheckNotLoaded(_ viewController: ViewController, target: String) throws(Fleet.StoryboardError) {
        guard viewController.isViewLoaded || viewController.hasRunViewDidLoad else { return }
        throw Fleet.StoryboardError(
            kind: .viewControllerAlreadyLoaded,
            attempted: "Cannot bind \(viewController.description) to \(target)",
            reason: "Attempted to bind \(viewController.description), whose view has already been loaded, to \(target) (UIKit does not load the view of a segue destination view controller before calling 'prepare(for:sender:)', so binding a preloaded view controller invalidates the environment of the test code)",
            remedy: "Bind a controller whose view has not been accessed, or use mockIdentifier")
    }

    /// The connected identifiers to bind for a local identifier (a scene or a placeholder).
    func fleetLocalTargets(forIdentifier identifier: String) throws(Fleet.StoryboardError) -> [String] {
        if localIdentifiers.contains(identifier) { return [identifier] }
        let referencing = references.filter { $0.referencedIdentifier == identifier }
        if !referencing.isEmpty {
            let storyboards = Array(Set(referencing.map(\.storyboardName))).sorted()
            throw Fleet.StoryboardError(
                kind: .identifierOnlyOnReference,
                attempted: "Cannot bind to identifier '\(identifier)' of storyboard '\(name)'",
                reason: "Could not find identifier '\(identifier)' on storyboard with name '\(name)', but found this identifier on an external storyboard reference to \(quotedList(storyboards))",
                remedy: "Use bind(viewController:toIdentifier:forReferencedStoryboardWithName: \"\(storyboards[0])\") (or mockIdentifier(_:forReferencedStoryboardWithName:usingMockFor:)) to bind to external references")
        }
        let named = definition.scenes.filter(\.hasStoryboardIdentifier).map(\.identifier).sorted()
        throw Fleet.StoryboardError(
            kind: .unknownIdentifier,
            attempted: "Cannot bind to identifier '\(identifier)' of storyboard '\(name)'",
            reason: "Could not find identifier '\(identifier)' on storyboard with name '\(name)' (its storyboard IDs are: \(quotedList(named)))",
            remedy: "Add a scene with storyboard ID '\(identifier)' to the StoryboardDefinition named '\(name)', or fix the identifier")
    }

    /// The placeholders leading to `identifier` in the storyboard named `referencedName`.
    func fleetReferenceTargets(toIdentifier identifier: String, inStoryboardNamed referencedName: String) throws(Fleet.StoryboardError) -> [String] {
        let matches = references.filter { $0.storyboardName == referencedName && $0.referencedIdentifier == identifier }
        guard matches.isEmpty else { return matches.map(\.connectedIdentifier) }
        let existing = references.filter { $0.storyboardName == referencedName }
            .map { $0.referencesInitialViewController ? "<initial view controller>" : ($0.referencedIdentifier ?? "") }
        throw Fleet.StoryboardError(
            kind: .unknownReference,
            attempted: "Cannot bind to identifier '\(identifier)' through storyboard '\(name)'",
            reason: "Could not find identifier '\(identifier)' (external storyboard reference: '\(referencedName)') on storyboard '\(name)'",
            remedy: (existing.isEmpty
                    ? "It has no reference to storyboard '\(referencedName)'. "
                    : "Its references to '\(referencedName)' lead to: \(quotedList(existing)). ")
                + "Add a StoryboardReference to storyboard '\(referencedName)' with referenced identifier '\(identifier)' to the StoryboardDefinition named '\(name)'")
    }

    /// The placeholders leading to the initial view controller of `referencedName`.
    func fleetInitialReferenceTargets(inStoryboardNamed referencedName: String) throws(Fleet.StoryboardError) -> [String] {
        let matches = references.filter { $0.storyboardName == referencedName && $0.referencesInitialViewController }
        guard matches.isEmpty else { return matches.map(\.connectedIdentifier) }
        let referenced = Array(Set(references.map(\.storyboardName))).sorted()
        throw Fleet.StoryboardError(
            kind: .unknownInitialReference,
            attempted: "Cannot bind to the initial view controller of storyboard '\(referencedName)' through storyboard '\(name)'",
            reason: "Could not find reference to an external storyboard with name '\(referencedName)' on storyboard '\(name)' (a reference to its initial view controller; it references the storyboards: \(quotedList(referenced)))",
            remedy: "Add a StoryboardReference to storyboard '\(referencedName)' with no referenced identifier to the StoryboardDefinition named '\(name)'")
    }
}

extension Storyboard {
    /// The one path of the three `mock...` helpers: make `Fleet.mockFor(type)`, bind it with
    /// `bind`, return it; a refusal is attributed to the caller's line.
    func fleetMock<T: ViewController>(
        _ type: T.Type, _ fileID: String, _ line: Int, _ column: Int,
        bind: (ViewController) throws(Fleet.StoryboardError) -> Void
    ) throws(Fleet.StoryboardError) -> T {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.StoryboardError) -> T in
            let mock = Fleet.mockFor(type)
            try bind(mock)
            return mock
        }
    }
}
