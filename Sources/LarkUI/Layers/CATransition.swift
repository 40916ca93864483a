import Foundation

/// A transition of a layer's whole content, Core Animation's `CATransition` (stored only).
open class CATransition: CAAnimation {
    /// The kind of transition, `.fade` by default.
    open var type: CATransitionType {
        get { stored("type", default: .fade) }
        set { table["type"] = newValue }
    }
    /// The direction, for directional types.
    open var subtype: CATransitionSubtype? {
        get { table["subtype"] as? CATransitionSubtype }
        set { table["subtype"] = newValue }
    }
    /// Where the transition starts, 0...1.
    open var startProgress: Float {
        get { stored("startProgress", default: 0) }
        set { table["startProgress"] = newValue }
    }
    /// Where the transition ends, 0...1.
    open var endProgress: Float {
        get { stored("endProgress", default: 1) }
        set { table["endProgress"] = newValue }
    }
}

/// The key Core Animation adds transitions under.
public let kCATransition = "transition"
