import Foundation

/// Animations that run together, Core Animation's `CAAnimationGroup` (stored only; only the
/// group's delegate is told when it starts and stops, as in Core Animation).
open class CAAnimationGroup: CAAnimation {
    /// The grouped animations.
    open var animations: [CAAnimation]? {
        get { table["animations"] as? [CAAnimation] }
        set { table["animations"] = newValue }
    }
}
