import LarkExpect

/// Passes when the subject's own `isEnabled` is true (controls, alert actions, bar items, or
/// any `Enablable`).
///
/// ```swift
/// expect(saveButton).to(beEnabled())
/// expect(deleteAction).toNot(beEnabled())
/// ```
///
/// Only the subject's own flag counts: a control inside a container that ignores touches is
/// still enabled (use `beInteractible(insideOf:)` for that). A nil subject fails under `to` and
/// `toNot`. Message: `expected to be enabled, got <Button "Save"> (isEnabled: false)`.
@MainActor
public func beEnabled<T: Enablable>() -> Predicate<T> {
    enabledPredicate { $0 }
}

/// `beEnabled()` for subjects seen as `any Enablable`.
@MainActor
func enabledPredicate<T>(_ enablable: @escaping (T) -> any Enablable) -> Predicate<T> {
    subjectPredicate({ "be enabled" }, as: enablable) { subject in
        let enabled = subject.isEnabled
        return Verdict(enabled, facts: "isEnabled: \(enabled)")
    }
}
