import Foundation
import LarkUI

extension Fleet {
    /// A new `T` whose lifecycle callbacks (`viewDidLoad`, `viewWillAppear`, `viewDidAppear`,
    /// `viewWillDisappear`, `viewDidDisappear`) do not run when the model drives them (view
    /// loading, window root, presentation, push, tab switches). Everything else about it is
    /// real: its view still loads (`loadView` runs), and a container mock still forwards
    /// appearance to its children.
    ///
    /// Limitation (no runtime subclassing on Linux): calling a lifecycle method directly, e.g.
    /// `mock.viewDidLoad()`, still runs `T`'s override. Nothing can fail here.
    @MainActor
    public static func mockFor<T: ViewController>(_ type: T.Type) -> T {
        let mock = T()
        mock.suppressesLifecycleCallbacks = true
        return mock
    }
}
