import Foundation

/// An animation through a sequence of values or along a path, Core Animation's
/// `CAKeyframeAnimation` (stored only).
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]? {
        get { table["values"] as? [Any] }
        set { table["values"] = newValue }
    }
    /// When each keyframe is reached, as fractions 0...1 of the duration.
    open var keyTimes: [NSNumber]? {
        get { table["keyTimes"] as? [NSNumber] }
        set { table["keyTimes"] = newValue }
    }
    /// The pacing of each segment between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]? {
        get { table["timingFunctions"] as? [CAMediaTimingFunction] }
        set { table["timingFunctions"] = newValue }
    }
    /// A path for a point property to follow (takes precedence over `values`).
    open var path: CGPath? {
        get { table["path"] as? CGPath }
        set { table["path"] = newValue }
    }
    /// How values between keyframes are computed.
    open var calculationMode: CAAnimationCalculationMode {
        get { stored("calculationMode", default: .linear) }
        set { table["calculationMode"] = newValue }
    }
    /// Whether an object following `path` turns with it.
    open var rotationMode: CAAnimationRotationMode? {
        get { table["rotationMode"] as? CAAnimationRotationMode }
        set { table["rotationMode"] = newValue }
    }
    /// Tension of each keyframe, for cubic calculation modes.
    open var tensionValues: [NSNumber]? {
        get { table["tensionValues"] as? [NSNumber] }
        set { table["tensionValues"] = newValue }
    }
    /// Continuity of each keyframe, for cubic calculation modes.
    open var continuityValues: [NSNumber]? {
        get { table["continuityValues"] as? [NSNumber] }
        set { table["continuityValues"] = newValue }
    }
    /// Bias of each keyframe, for cubic calculation modes.
    open var biasValues: [NSNumber]? {
        get { table["biasValues"] as? [NSNumber] }
        set { table["biasValues"] = newValue }
    }
}
