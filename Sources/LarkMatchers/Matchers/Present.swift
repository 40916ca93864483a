import Foundation
import LarkExpect
import LarkUI

/// Passes when the subject presents a controller of type `type` (any controller by default):
/// its `presentedViewController` is one.
///
/// ```swift
/// try controller.find(Button.self, where: .text("Details")).tap()
/// expect(controller).to(present(DetailViewController.self))
/// ```
///
/// A failure says what is presented instead:
/// `expected to present a DetailViewController, got <ItemsViewController> (presenting nothing)`;
/// a presented container is named with what it shows,
/// `(presenting <NavigationController showing <EditViewController>>)`.
@MainActor
public func present<T: ViewController, P: ViewController>(_ type: P.Type = ViewController.self) -> LarkExpect.Predicate<T> {
    let name = P.self == ViewController.self ? "view controller" : String(describing: P.self)
    return subjectPredicate({ "present \(article(for: name)) \(name)" }) { (subject: T) in
        let presented = subject.presentedViewController
        return Verdict(presented is P, tail: " (presenting \(presented.map { bracketed($0.shownDescription) } ?? "nothing"))")
    }
}

/// `a` or `an`, for the name that follows.
func article(for name: String) -> String {
    name.first.map { "AEIOUaeiou".contains($0) } == true ? "an" : "a"
}
