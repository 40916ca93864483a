import LarkExpect
import LarkUI

/// Passes when the subject has the default pointer interaction:
/// * a plain view has exactly one pointer interaction, and it has no delegate (other kinds of
///   interaction are ignored);
/// * a button (any subject with `systemPointerSettings`, decided by the dynamic type) has
///   `isPointerInteractionEnabled` on, no `pointerStyleProvider`, and no pointer interactions
///   added by hand next to the system one.
///
/// ```swift
/// expect(cardView).to(haveTheDefaultPointerInteraction())
/// expect(saveButton).to(haveTheDefaultPointerInteraction())
/// ```
///
/// When a button's flag is off or it has interactions added by hand, a detail line tells the
/// author to use `isPointerInteractionEnabled`. Message:
/// `expected to have the default pointer interaction, got <View#card> (2 pointer interactions)`.
@MainActor
public func haveTheDefaultPointerInteraction<T: PointerInteractive>() -> Predicate<T> {
    defaultPointerInteractionPredicate { $0 }
}

/// `haveTheDefaultPointerInteraction()` for subjects seen as `any PointerInteractive`.
@MainActor
func defaultPointerInteractionPredicate<T>(_ interactive: @escaping (T) -> any PointerInteractive) -> Predicate<T> {
    subjectPredicate({ "have the default pointer interaction" }, as: interactive) { subject in
        let interactions = subject.pointerInteractions
        guard let settings = subject.systemPointerSettings else {
            return plainViewVerdict(interactions)
        }
        let enabled = settings.isPointerInteractionEnabled
        let addedByHand = interactions.count - (enabled ? 1 : 0)
        let matches = enabled && !settings.hasPointerStyleProvider && addedByHand == 0
        let facts = "isPointerInteractionEnabled: \(enabled), pointerStyleProvider: "
            + (settings.hasPointerStyleProvider ? "set" : "nil") + ", " + countText(addedByHand, "added by hand")
        guard !enabled || addedByHand > 0 else { return Verdict(matches, facts: facts) }
        return Verdict(matches, facts: facts, details: {
            "On buttons, set `isPointerInteractionEnabled = true` for the default pointer interaction"
                + (addedByHand > 0 ? " instead of adding a `PointerInteraction` yourself." : ".")
        })
    }
}

@MainActor
private func plainViewVerdict(_ interactions: [PointerInteraction]) -> Verdict {
    guard interactions.count == 1 else {
        return Verdict(false, facts: countText(interactions.count, nil))
    }
    let hasDelegate = interactions[0].delegate != nil
    return Verdict(!hasDelegate, facts: "1 pointer interaction, " + (hasDelegate ? "with a delegate" : "without a delegate"))
}

/// `no pointer interactions`, `1 pointer interaction`, `2 pointer interactions added by hand`.
private func countText(_ count: Int, _ suffix: String?) -> String {
    let base = switch count {
    case ...0: "no pointer interactions"
    case 1: "1 pointer interaction"
    default: "\(count) pointer interactions"
    }
    return suffix.map { "\(base) \($0)" } ?? base
}
