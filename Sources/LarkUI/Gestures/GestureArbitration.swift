import Foundation

/// Which recognizers recognise one simulated gesture, when several on the touched view and its
/// ancestors could (docs/helpers.md, "Which recognizers recognize"). Fleet's gesture helpers
/// ask it, then report states to the winners.
///
/// Recognizers are considered deepest view first, and on one view in the order they were added.
/// One that is disabled or does not match the gesture fails at once. The others, in that order,
/// each as soon as nothing it waits for is still undecided:
/// 1. it fails if a recognizer it must wait for recognised (`require(toFail:)`, the subclass
///    methods `shouldRequireFailure(of:)` and the other's `shouldBeRequiredToFail(by:)`, its
///    delegate's `shouldRequireFailureOf`, the other's delegate's `shouldBeRequiredToFailBy`;
///    asked once per pair and gesture), and waits while one is undecided;
/// 2. it fails if one already recognised and neither's delegate allows recognising
///    simultaneously (`shouldRecognizeSimultaneouslyWith`);
/// 3. it fails if its view's, then its delegate's, `gestureRecognizerShouldBegin` says no;
/// 4. otherwise it recognises.
/// Recognizers left waiting on each other (a cycle) fail.
@MainActor
package struct GestureArbitration {
    /// The recognizers that recognise, in the order they did.
    package private(set) var recognized: [GestureRecognizer] = []
    /// Whether a `gestureRecognizerShouldBegin` said no to one that would otherwise have begun.
    package private(set) var declined = false
    /// Whether some recognizers failed only because they waited on one another for ever.
    package private(set) var deadlocked = false

    /// Decides the gesture over `involved` (every recognizer on the touched view and its
    /// ancestors, in priority order), of which those `matches` accepts could recognise it.
    package init(involved: [GestureRecognizer], matches: (GestureRecognizer) -> Bool) {
        var pending = involved.filter { $0.isEnabled && matches($0) }
        var waitsFor: [ObjectIdentifier: [GestureRecognizer]] = [:]
        for recognizer in pending {
            waitsFor[ObjectIdentifier(recognizer)] = involved.filter { other in
                other !== recognizer && (
                    recognizer.failureRequirements.contains { $0 === other }
                        || recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                        || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                        || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true)
            }
        }
        // Each round decides the first recognizer (in priority order) that waits for nothing
        // undecided; a round that decides none leaves only recognizers waiting on each other.
        while let index = pending.firstIndex(where: { recognizer in
            let awaited = waitsFor[ObjectIdentifier(recognizer)] ?? []
            return awaited.contains { other in recognized.contains { $0 === other } }
                || !awaited.contains { other in pending.contains { $0 === other } }
        }) {
            let recognizer = pending.remove(at: index)
            let awaited = waitsFor[ObjectIdentifier(recognizer)] ?? []
            if awaited.contains(where: { other in recognized.contains { $0 === other } }) { continue }
            if recognized.contains(where: { !Self.simultaneous(recognizer, $0) }) { continue }
            guard recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? true,
                  recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true else {
                declined = true
                continue
            }
            recognized.append(recognizer)
        }
        deadlocked = !pending.isEmpty
    }

    /// Whether either's delegate lets the two recognise at once (a true from either is enough,
    /// as in UIKit).
    private static func simultaneous(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
        first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
            || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
    }
}
