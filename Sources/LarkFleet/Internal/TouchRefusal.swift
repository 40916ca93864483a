import Foundation
import LarkUI

// Every helper that acts through a touch (`tap()`, `flip()`, `startEditing()`, `clearText()`)
// asks one question, `View.touchProblem` (one `ReachabilityWalk` up the tree), before anything
// else, and refuses in the words below. The clause naming the culprit is the walk's own
// `explanation`, the one `beVisible` and `beInteractible` print too.

/// The kinds of a helper family that acts through a touch: one case carries why it could not.
protocol TouchRefusalKind: Fleet.RefusalKind {
    /// A touch would not reach the view.
    static func unreachable(_ reason: Fleet.Unreachable) -> Self
}

extension Fleet.ControlErrorKind: TouchRefusalKind {}
extension Fleet.TextFieldErrorKind: TouchRefusalKind {}
extension Fleet.TextViewErrorKind: TouchRefusalKind {}
extension Fleet.TableViewErrorKind: TouchRefusalKind {}
extension Fleet.ValueControlErrorKind: TouchRefusalKind {}
extension Fleet.GestureErrorKind: TouchRefusalKind {}
extension Fleet.ScrollViewErrorKind: TouchRefusalKind {}
extension Fleet.CollectionViewErrorKind: TouchRefusalKind {}
extension Fleet.MenuErrorKind: TouchRefusalKind {}
extension Fleet.SearchBarErrorKind: TouchRefusalKind {}

extension Fleet.Refusal where K: TouchRefusalKind {
    /// The refusal of an action whose touch would not reach its view, e.g.
    /// `Cannot tap Button "Save": Control is not visible (its ancestor <View> is hidden). Set isHidden = false on that view.`
    /// `noun` names the view's kind in the reason (`Control`, `Text field`).
    @MainActor
    init(unreachable problem: ReachabilityProblem, attempted: String, noun: String, name: String? = nil) {
        let flaws = problem.flaws
        let (reason, state): (Fleet.Unreachable, String) =
            if flaws.contains(.userInteractionDisabled) { (.userInteractionDisabled, "receives no touches") }
            else if !flaws.isDisjoint(with: [.hidden, .transparent]) { (.notVisible, "is not visible") }
            else if flaws.contains(.covered) { (.coveredByPresentation, "is under a presented controller") }
            else { (.outsideBounds, "is out of a touch's reach") }
        self.init(kind: .unreachable(reason), attempted: attempted, reason: "\(noun) \(state) (\(problem.explanation))", remedy: problem.remedy, name: name)
    }
}

/// The kinds of a helper family that touches a control, which must also be enabled.
protocol ControlTouchRefusalKind: TouchRefusalKind {
    /// The control's `isEnabled` is false.
    static var notEnabled: Self { get }
}

extension Fleet.ControlErrorKind: ControlTouchRefusalKind {}
extension Fleet.TextFieldErrorKind: ControlTouchRefusalKind {}
extension Fleet.ValueControlErrorKind: ControlTouchRefusalKind {}
extension Fleet.MenuErrorKind: ControlTouchRefusalKind {}

extension Fleet.Refusal where K: ControlTouchRefusalKind {
    /// Throws the refusal of touching `control` if a touch would not reach it, then if it is not
    /// enabled. `noun` names the control's kind in the reason (`Control`, `Text field`).
    @MainActor
    static func checkTouch(of control: Control, attempted: String, noun: String, name: String? = nil) throws(Self) {
        if let problem = control.touchProblem {
            throw Self(unreachable: problem, attempted: attempted, noun: noun, name: name)
        }
        guard control.isEnabled else {
            throw Self(kind: .notEnabled, attempted: attempted, reason: "\(noun) is not enabled", remedy: "Set isEnabled = true first", name: name)
        }
    }
}

extension ReachabilityProblem {
    /// What to change, as a sentence without the full stop, e.g. `Set isHidden = false on that view`.
    var remedy: String {
        let onCulprit = distance == 0 ? "" : " on that view"
        if flaws.contains(.userInteractionDisabled) { return "Set isUserInteractionEnabled = true\(onCulprit)" }
        if flaws.contains(.hidden) {
            if culprit is Window, distance > 0 {
                return "Call makeKeyAndVisible() on the window (or use Fleet.setAsAppWindowRoot)"
            }
            return "Set isHidden = false\(onCulprit)"
        }
        if flaws.contains(.transparent) { return "Raise alpha to at least \(Reachability.minimumAlpha)\(onCulprit)" }
        if flaws.contains(.outsideBounds) { return "Move it inside that view's bounds (check the frames on the way up)" }
        if flaws.contains(.covered) {
            if culprit.nodeCover?.isAlert == true { return "Tap one of the alert's actions first (tapAlertAction(withTitle:)), or dismiss it" }
            return "Dismiss the presented controller first"
        }
        return "Give that view a width and a height (set its frame)"
    }
}
