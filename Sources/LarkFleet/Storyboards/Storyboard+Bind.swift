import Foundation
import LarkUI

extension Storyboard {
    /// Makes `identifier` (a scene's storyboard ID, or a reference placeholder's own identifier)
    /// yield exactly `viewController` on this storyboard instance: from
    /// `instantiateViewController(withIdentifier:)` and everything that instantiates through it
    /// (segues, relationship children, `instantiateInitialViewController()`). Binding again
    /// replaces the binding; `removeOverride(forIdentifier:)` and `removeAllOverrides()` undo it.
    /// Bindings belong to this instance only: another `Storyboard(name:)` has none.
    ///
    /// - Throws: `Fleet.StoryboardError`: `.viewControllerAlreadyLoaded` (checked first),
    ///   `.identifierOnlyOnReference` when the identifier is a scene of a referenced storyboard
    ///   (the message names it and the method to use), `.unknownIdentifier`. Nothing was bound.
    public func bind(viewController: ViewController, toIdentifier identifier: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.StoryboardError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.StoryboardError) in
            try fleetCheckNotLoaded(viewController, target: "storyboard identifier '\(identifier)'")
            for target in try fleetLocalTargets(forIdentifier: identifier) {
                setOverride(viewController, forIdentifier: target)
            }
        }
    }
}
