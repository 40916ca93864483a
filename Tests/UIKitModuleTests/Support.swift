import Lark
import Testing
import UIKit

/// The first line of each failure `body` records, silently.
@MainActor
func failures(_ body: () throws -> Void) -> [String] {
    gatherFailingExpectations(silently: true) { try body() }.map { $0.message.stringValue.split(separator: "\n").first.map(String.init) ?? "" }
}

/// A visible key window showing `controller`, laid out.
@MainActor
@discardableResult
func show(_ controller: UIViewController) -> UIWindow {
    Fleet.setAsAppWindowRoot(controller)
    controller.view.layoutIfNeeded()
    return controller.view.window!
}
