import Foundation

/// An animation of one layer property, Core Animation's `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
    /// An animation of the property at `path`, for example `"transform.rotation.z"`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// The animated property's key path.
    open var keyPath: String? {
        get { table["keyPath"] as? String }
        set { table["keyPath"] = newValue }
    }
    /// Whether values add to the current model value.
    open var isAdditive: Bool {
        get { stored("isAdditive", default: false) }
        set { table["isAdditive"] = newValue }
    }
    /// Whether repeated cycles build on the previous one's end value.
    open var isCumulative: Bool {
        get { stored("isCumulative", default: false) }
        set { table["isCumulative"] = newValue }
    }
}
