import Foundation
import LarkUI

extension Storyboard {
    /// Makes every reference placeholder of this storyboard that leads to the initial view
    /// controller of the storyboard named `referencedStoryboardName` yield exactly
    /// `viewController` (on this instance).
    ///
    /// - Throws: `Fleet.StoryboardError`: `.viewControllerAlreadyLoaded` (checked first),
    ///   `.unknownInitialReference` when no placeholder leads there. Nothing was bound.
    public func bind(
        viewController: ViewController,
        asInitialViewControllerForReferencedStoryboardWithName referencedStoryboardName: String,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) throws(Fleet.StoryboardError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.StoryboardError) in
            try fleetCheckNotLoaded(viewController, target: "initial view controller of storyboard '\(referencedStoryboardName)'")
            for target in try fleetInitialReferenceTargets(inStoryboardNamed: referencedStoryboardName) {
                setOverride(viewController, forIdentifier: target)
            }
        }
    }
}
