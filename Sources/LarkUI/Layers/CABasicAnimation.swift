import Foundation

/// An animation between two values, Core Animation's `CABasicAnimation` (stored only).
open class CABasicAnimation: CAPropertyAnimation {
    /// The value to start from (nil: the current value).
    open var fromValue: Any? {
        get { table["fromValue"] }
        set { table["fromValue"] = newValue }
    }
    /// The value to end at.
    open var toValue: Any? {
        get { table["toValue"] }
        set { table["toValue"] = newValue }
    }
    /// The change to apply, when `toValue` is not given.
    open var byValue: Any? {
        get { table["byValue"] }
        set { table["byValue"] = newValue }
    }
}
