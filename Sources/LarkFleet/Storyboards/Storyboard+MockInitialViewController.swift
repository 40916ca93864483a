import Foundation
import LarkUI

extension Storyboard {
    /// Creates `Fleet.mockFor(type)` and binds it to the placeholders leading to the initial
    /// view controller of the storyboard named `referencedStoryboardName`, as
    /// `bind(viewController:asInitialViewControllerForReferencedStoryboardWithName:)` does;
    /// returns it.
    ///
    /// - Throws: the errors of that binding; the mock is discarded.
    @discardableResult
    public func mockInitialViewController<T: ViewController>(
        forReferencedStoryboardWithName referencedStoryboardName: String,
        usingMockFor type: T.Type,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) throws(Fleet.StoryboardError) -> T {
        try fleetMock(type, fileID, line, column) { mock throws(Fleet.StoryboardError) in try bind(viewController: mock, asInitialViewControllerForReferencedStoryboardWithName: referencedStoryboardName) }
    }
}
