import Foundation

/// Two fingers moving apart or together, like `UIPinchGestureRecognizer`: continuous, `.began`,
/// `.changed` as the fingers move, `.ended`. `scale` is the distance now over the distance at
/// the start (1 when it begins); an action may reset it to 1 after applying it, as in UIKit.
@preconcurrency @MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    /// The scale since the pinch began (or since an action last set it).
    open var scale: CGFloat = 1
    /// How fast the scale changes, in scale per second; zero for the model's instant pinches
    /// unless a test sets it.
    open var velocity: CGFloat = 0
}

/// Two fingers turning, like `UIRotationGestureRecognizer`: continuous; `rotation` is the angle
/// in radians since it began (an action may reset it to 0).
@preconcurrency @MainActor
open class RotationGestureRecognizer: GestureRecognizer {
    /// The rotation in radians since the gesture began (or since an action last set it).
    open var rotation: CGFloat = 0
    /// Radians per second; zero for the model's instant rotations unless a test sets it.
    open var velocity: CGFloat = 0
}

/// A pointer hovering over the view, like `UIHoverGestureRecognizer` (iPad pointer, Mac
/// Catalyst). Users of a touch screen cannot hover, so no helper performs it; it is stored.
@preconcurrency @MainActor
open class HoverGestureRecognizer: GestureRecognizer {}
