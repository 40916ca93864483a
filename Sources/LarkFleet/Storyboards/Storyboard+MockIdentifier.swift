import Foundation
import LarkUI

extension Storyboard {
    /// Creates `Fleet.mockFor(type)` and binds it to `identifier` as
    /// `bind(viewController:toIdentifier:)` does, then returns it: from now on this storyboard
    /// instance yields that mock for the identifier (also through segues); its lifecycle
    /// callbacks do not run.
    ///
    /// - Throws: the errors of `bind(viewController:toIdentifier:)`; the mock is discarded.
    @discardableResult
    public func mockIdentifier<T: ViewController>(_ identifier: String, usingMockFor type: T.Type, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.StoryboardError) -> T {
        try fleetMock(type, fileID, line, column) { mock throws(Fleet.StoryboardError) in try bind(viewController: mock, toIdentifier: identifier) }
    }
}
