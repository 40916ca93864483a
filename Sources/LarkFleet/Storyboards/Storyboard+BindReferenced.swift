import Foundation
import LarkUI

extension Storyboard {
    /// Makes every reference placeholder of this storyboard that leads to `identifier` in the
    /// storyboard named `referencedStoryboardName` yield exactly `viewController` (on this
    /// instance), so segues through any of them show it.
    ///
    /// - Throws: `Fleet.StoryboardError`: `.viewControllerAlreadyLoaded` (checked first),
    ///   `.unknownReference` when no placeholder leads there. Nothing was bound.
    public func bind(
        viewController: ViewController,
        toIdentifier identifier: String,
        forReferencedStoryboardWithName referencedStoryboardName: String,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) throws(Fleet.StoryboardError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.StoryboardError) in
            try fleetCheckNotLoaded(viewController, target: "view controller identifier '\(identifier)' on storyboard '\(referencedStoryboardName)'")
            for target in try fleetReferenceTargets(toIdentifier: identifier, inStoryboardNamed: referencedStoryboardName) {
                setOverride(viewController, forIdentifier: target)
            }
        }
    }
}
