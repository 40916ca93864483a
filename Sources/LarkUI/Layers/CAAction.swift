import Foundation

/// Something a layer runs when a property changes, Core Animation's `CAAction`. The model runs no
/// implicit animations, so actions are stored (`CALayer.actions`) and never run by the model.
public protocol CAAction {
    /// Runs the action for `event` on `anObject`.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAction {
    /// Does nothing by default.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// `NSNull()` in `CALayer.actions` disables a property's implicit animation, as in Core Animation.
extension NSNull: CAAction {}
