import Foundation
import LarkUI

extension View {
    /// Taps the view `taps` times as a user would: the tap recogniser that needs that many taps
    /// and wins (docs/helpers.md: the view's before its ancestors', unless delegates let several
    /// recognise at once or failure requirements decide) reports `.ended` (recognised) to its
    /// targets, once.
    ///
    /// - Throws: `Fleet.GestureError` (see `performGesture` below for the checks).
    public func performTap(taps: Int = 1, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.GestureError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.GestureError) in
            try fleetPerform("a \(taps == 1 ? "tap" : "\(taps)-tap")", states: [.ended]) { ($0 as? TapGestureRecognizer)?.numberOfTapsRequired == taps }
        }
    }

    /// Presses the view long enough, as a user would: the long-press recogniser that wins (see `performTap(taps:)`) reports
    /// `.began` where the finger went down (`at`, in the view's coordinates; its centre by
    /// default), `.changed` at each point of `movingThrough` as the finger moves while held (a
    /// held finger may leave the view), then `.ended` where it lifts (the last point).
    /// `location(in:)` reports the finger's point at each state.
    ///
    /// - Throws: `Fleet.GestureError`, also `.locationOutsideView` when `at` is outside the
    ///   view's bounds.
    public func performLongPress(
        at start: CGPoint? = nil, movingThrough points: [CGPoint] = [], fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) throws(Fleet.GestureError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.GestureError) in
            let start = start ?? CGPoint(x: bounds.midX, y: bounds.midY)
            let path = [start] + points + [points.last ?? start]
            let states: [GestureRecognizer.State] = [.began] + points.map { _ in .changed } + [.ended]
            try fleetPerform("a long press", states: states, startingAt: start) { $0 is LongPressGestureRecognizer } during: { recognizer, step in
                recognizer.touchLocation = fleetTouchPoint(path[step], for: recognizer)
            }
        }
    }

    /// Swipes across the view in `direction`: the swipe recogniser whose directions include it and
    /// that wins reports `.ended` (recognised).
    ///
    /// - Throws: `Fleet.GestureError`.
    public func performSwipe(_ direction: SwipeGestureRecognizer.Direction, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.GestureError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.GestureError) in
            try fleetPerform("a swipe", states: [.ended]) { ($0 as? SwipeGestureRecognizer)?.direction.isSuperset(of: direction) == true }
        }
    }

    /// Drags across the view by `translation`: the pan recogniser that wins reports `.began` (translation
    /// zero), `.changed` (translation `translation`) and `.ended`.
    ///
    /// - Throws: `Fleet.GestureError`.
    public func performPan(by translation: CGPoint, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.GestureError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.GestureError) in
            try fleetPerform("a pan", states: [.began, .changed, .ended]) { $0 is PanGestureRecognizer } during: { recognizer, step in
                (recognizer as? PanGestureRecognizer)?.setTranslation(step == 0 ? .zero : translation, in: nil)
            }
        }
    }

    /// Pinches the view to `scale` (above 1 spreads the fingers, below 1 closes them): the pinch
    /// recogniser that wins reports `.began` (scale 1), `.changed` (scale `scale`) and `.ended`.
    ///
    /// - Throws: `Fleet.GestureError`.
    public func performPinch(scale: CGFloat, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.GestureError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.GestureError) in
            try fleetPerform("a pinch", states: [.began, .changed, .ended]) { $0 is PinchGestureRecognizer } during: { recognizer, step in
                (recognizer as? PinchGestureRecognizer)?.scale = step == 0 ? 1 : scale
            }
        }
    }

    /// Turns two fingers on the view by `radians` (positive is clockwise): the rotation
    /// recogniser that wins reports `.began` (rotation 0), `.changed` (rotation `radians`) and `.ended`.
    ///
    /// - Throws: `Fleet.GestureError`.
    public func performRotation(by radians: CGFloat, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.GestureError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.GestureError) in
            try fleetPerform("a rotation", states: [.began, .changed, .ended]) { $0 is RotationGestureRecognizer } during: { recognizer, step in
                (recognizer as? RotationGestureRecognizer)?.rotation = step == 0 ? 0 : radians
            }
        }
    }

    /// The one path of every gesture. The touch lands on this view, so the recognizers of this
    /// view and of its ancestors take part (deepest first; on one view, in the order added).
    /// Checks, none of which has an effect: a touch would reach the view; one of those has a
    /// recognizer for the gesture (`matches`); one of those is enabled. Then
    /// `GestureArbitration` decides which recognise it, as UIKit's delegate questions and
    /// failure requirements would (docs/helpers.md). When none does because a
    /// `gestureRecognizerShouldBegin` declined, nothing happens; when none does because they wait
    /// on each other, the gesture is refused. Each that recognises, in the order it did, reports
    /// `states` to its targets (`during` prepares each step, by its index) and returns to
    /// `.possible`, its touch location cleared.
    private func fleetPerform(
        _ gesture: String, states: [GestureRecognizer.State], startingAt start: CGPoint? = nil,
        matches: (GestureRecognizer) -> Bool, during: (GestureRecognizer, Int) -> Void = { _, _ in }
    ) throws(Fleet.GestureError) {
        let attempt = "Cannot perform \(gesture) on \(description)"
        if let problem = touchProblem {
            throw Fleet.GestureError(unreachable: problem, attempted: attempt, noun: "View")
        }
        if let start, !bounds.contains(start) {
            throw Fleet.GestureError(
                kind: .locationOutsideView, attempted: attempt,
                reason: "It would start at \(pointText(start)), outside its bounds \(rectText(bounds))",
                remedy: "Start inside its bounds, or leave the start out to press its centre")
        }
        let involved = ([self] + ancestors).flatMap { $0.gestureRecognizers ?? [] }
        let candidates = involved.filter(matches)
        guard !candidates.isEmpty else {
            let present = involved.map(fleetNeeds)
            throw Fleet.GestureError(
                kind: .noRecognizer, attempted: attempt, reason: "It has no recognizer for it",
                remedy: present.isEmpty ? "Add a gesture recognizer for it (addGestureRecognizer)" : "Its recognizers are \(present.joined(separator: ", ")); perform one of their gestures, or add one")
        }
        guard candidates.contains(where: \.isEnabled) else {
            throw Fleet.GestureError(kind: .notEnabled, attempted: attempt, reason: "Its recognizers for it are disabled", remedy: "Set isEnabled = true on one of them")
        }
        let decision = GestureArbitration(involved: involved, matches: matches)
        if decision.recognized.isEmpty {
            // The app declined (docs/declines.md): the user made the gesture, nothing happened.
            guard decision.deadlocked else { return }
            let reason = "Its recognizers for it each wait for another of them to fail (require(toFail:) or their delegates), so none recognizes it"
            throw Fleet.GestureError(kind: .notRecognized, attempted: attempt, reason: reason, remedy: "Break the cycle of failure requirements")
        }
        let touch = start ?? CGPoint(x: bounds.midX, y: bounds.midY)
        for recognizer in decision.recognized {
            // A recognizer of an ancestor sees the touch where it landed on this view.
            if recognizer.view !== self { recognizer.touchLocation = fleetTouchPoint(touch, for: recognizer) }
            for (step, state) in states.enumerated() {
                during(recognizer, step)
                recognizer.report(state)
            }
            recognizer.state = .possible
            recognizer.touchLocation = nil
        }
    }

    /// A point of this view in the coordinates of `recognizer`'s view, where it reads touches.
    private func fleetTouchPoint(_ point: CGPoint, for recognizer: GestureRecognizer) -> CGPoint {
        guard let view = recognizer.view, view !== self else { return point }
        return convert(point, to: view)
    }
}

/// A recognizer as a refusal lists it, with what it needs: `TapGestureRecognizer on View (2
/// taps)`, `SwipeGestureRecognizer on View (left, right)`.
@MainActor
private func fleetNeeds(_ recognizer: GestureRecognizer) -> String {
    if let tap = recognizer as? TapGestureRecognizer {
        return "\(tap.description) (\(tap.numberOfTapsRequired) tap\(tap.numberOfTapsRequired == 1 ? "" : "s"))"
    }
    if let swipe = recognizer as? SwipeGestureRecognizer {
        let names: [(SwipeGestureRecognizer.Direction, String)] = [(.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
        let accepted = names.filter { swipe.direction.contains($0.0) }.map(\.1)
        return "\(swipe.description) (\(accepted.isEmpty ? "no direction" : accepted.joined(separator: ", ")))"
    }
    return recognizer.description
}
