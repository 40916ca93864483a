import Foundation

extension ViewSearchRoot {
    /// The controllers shown over this root, in order: for a controller, the one it presents and
    /// what that one presents, and so on; for a window (or anything that searches one), the same
    /// from the window's root.
    public var presentedControllers: [ViewController] {
        let start = self as? ViewController ?? (searchedView as? Window)?.rootViewController
        var current = start?.presentedViewController
        var chain: [ViewController] = []
        while let controller = current, !chain.contains(where: { $0 === controller }) {
            chain.append(controller)
            current = controller.presentedViewController
        }
        return chain
    }

    /// The alert a user sees over this root: the last alert controller among
    /// `presentedControllers`, or nil.
    public var presentedAlert: AlertController? {
        presentedControllers.last { $0 is AlertController } as? AlertController
    }
}
