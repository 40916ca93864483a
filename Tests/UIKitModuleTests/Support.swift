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

/// A transitioning delegate that makes its presentation controller with `make` and keeps the
/// one it made, so a test can check its callbacks.
final class RecordingTransitions<Presentation: UIPresentationController>: NSObject, UIViewControllerTransitioningDelegate {
    private let make: (UIViewController, UIViewController?) -> Presentation
    private(set) var made: Presentation?

    init(_ make: @escaping (UIViewController, UIViewController?) -> Presentation) {
        self.make = make
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        let presentation = make(presented, presenting)
        made = presentation
        return presentation
    }
}
