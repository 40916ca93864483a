import LarkExpect
import LarkUI

/// What a matcher concluded about a non-nil subject, with the text that explains it. The text
/// closures only run when a message is built (failures, recorders), never on a passing path.
struct Verdict {
    /// The status: `.matches` or `.doesNotMatch`; `.fail` for a nil subject or one that cannot
    /// be judged.
    private(set) var status: PredicateStatus
    /// Text placed right after the actual value, e.g. ` (isEnabled: false)`.
    let tail: () -> String
    /// Lines shown below the message, if any (unmet preconditions, lists of what was found).
    let details: (() -> String)?
    /// The actual value's text, when the matcher shows the subject itself rather than leaving
    /// it to the engine (e.g. a tree node's `nodeDescription`).
    private(set) var actual: (() -> String)?
    /// For the view tree attached to a failure: the view whose tree to show (a container, or
    /// the end of the subject's chain) and the view to blame, with why.
    private(set) var treeRoot: AnyObject?
    private(set) var culprit: (node: AnyObject, note: String)?
    /// Whether the details already show the screen, so no "Screen around it" is added.
    private(set) var showsScreen = false

    /// A verdict whose tail is ` (<facts>)`.
    init(_ matches: Bool, facts: @escaping @autoclosure () -> String, details: (() -> String)? = nil) {
        self.init(matches, tail: " (\(facts()))", details: details)
    }

    /// A verdict with a free-form tail.
    init(_ matches: Bool, tail: @escaping @autoclosure () -> String, details: (() -> String)? = nil) {
        status = matches ? .matches : .doesNotMatch
        self.tail = tail
        self.details = details
    }

    /// A subject that cannot be judged (a controller whose view is not loaded, for a search):
    /// fails under `to` and `toNot` alike, so a negated expectation never passes by accident.
    static func cannotJudge(tail: @escaping @autoclosure () -> String) -> Verdict {
        var verdict = Verdict(false, tail: tail())
        verdict.status = .fail
        return verdict
    }

    /// This verdict, showing the subject as `<text>` instead of the engine's rendering.
    func showingActual(_ text: @escaping () -> String) -> Verdict {
        var copy = self
        copy.actual = text
        return copy
    }

    /// This verdict, attaching the tree below `root` (marking `culprit`) to a failure.
    func showingTree(below root: AnyObject?, culprit: AnyObject? = nil, note: @autoclosure () -> String = "") -> Verdict {
        var copy = self
        copy.treeRoot = root
        copy.culprit = culprit.map { ($0, note()) }
        return copy
    }

    /// This verdict, whose details show the screen themselves.
    func showingScreenInDetails() -> Verdict {
        var copy = self
        copy.showsScreen = true
        return copy
    }

    /// `expected to <expectation>, got <actual><tail>`, then the details on their own lines.
    func message(_ expectation: String) -> ExpectationMessage {
        let base: ExpectationMessage = actual.map { .expectedCustomValueTo(expectation, actual: $0()) }
            ?? .expectedActualValueTo(expectation)
        let message = base.appended(message: tail())
        guard let lines = details?(), !lines.isEmpty else { return message }
        return message.appended(details: lines)
    }
}

/// A predicate over a non-nil subject. A nil subject gives `.fail` with the be-nil hint
/// (`expected to <expectation>, got <nil> (use beNil() to match nils)`), so both `to` and
/// `toNot` fail; any other subject is judged by `judge`.
///
/// `expectation` is the text after "expected to"; it is only called to build a message or a
/// description, never on the passing path.
@MainActor
func subjectPredicate<T>(
    _ expectation: @escaping () -> String,
    judge: @escaping @MainActor (T) -> Verdict
) -> Predicate<T> {
    Predicate { actual in
        guard let subject = try actual.evaluate() else {
            return PredicateResult(
                status: .fail,
                message: ExpectationMessage.expectedActualValueTo(expectation()).appendedBeNilHint())
        }
        let verdict = judge(subject)
        return PredicateResult(status: verdict.status, message: {
            attachViewTree(of: subject, verdict)
            return verdict.message(expectation()).appended(difference: screenAround(subject, verdict))
        }())
    }
}

/// `subjectPredicate` with the judge written once over `S`, a capability existential such as
/// `any Enablable`, for subjects of any type `T` seen as `S`: a generic matcher and its overload
/// for existential subjects pass `{ $0 }` and share one body.
@MainActor
func subjectPredicate<T, S>(
    _ expectation: @escaping () -> String,
    as view: @escaping (T) -> S,
    judge: @escaping @MainActor (S) -> Verdict
) -> Predicate<T> {
    subjectPredicate(expectation) { judge(view($0)) }
}

/// The part of the screen around a view subject, below the message, so that XCTest's one-line
/// reports show it too: the views from the tree's root (or the container checked) down to the
/// subject, its siblings and its subviews, bounded (`View.screenText(around:)`). Nothing for
/// other subjects or a view alone.
@MainActor
private func screenAround<T>(_ subject: T, _ verdict: Verdict) -> [String] {
    guard !verdict.showsScreen, let view = subject as? View, view.superview != nil || !view.subviews.isEmpty else { return [] }
    let root = (verdict.treeRoot as? View) ?? view.window ?? view.ancestors.last ?? view
    let culprit = (verdict.culprit?.node as? View).map { ($0, verdict.culprit!.note) }
    return ["Screen around it:"] + root.screenText(around: view, culprit: culprit).split(separator: "\n").map { "  " + $0 }
}

/// Attaches the view tree around a view subject to the failure being reported (a Swift Testing
/// attachment named `view tree.txt`): the tree below the verdict's root (the container it was
/// checked inside), or else below the subject's window or topmost ancestor, with the subject
/// and the culprit marked. Other subjects get nothing.
@MainActor
private func attachViewTree<T>(of subject: T, _ verdict: Verdict) {
    guard let view = subject as? View else { return }
    let root = (verdict.treeRoot as? View) ?? view.window ?? view.ancestors.last ?? view
    var marks: [(view: View, note: String)] = [(view, "subject")]
    if let culprit = verdict.culprit, let culpritView = culprit.node as? View {
        if culpritView === view {
            marks[0].note = "subject: \(culprit.note)"
        } else {
            marks.append((culpritView, "culprit: \(culprit.note)"))
        }
    }
    FailureAttachment.attach(FailureAttachment(name: "view tree.txt", contents: root.recursiveDescription(marking: marks)))
}
