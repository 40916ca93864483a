import Foundation
import LarkUI

extension Fleet {
    /// A new `T` whose lifecycle callbacks (`viewDidLoad`, `viewWillAppear`, `viewDidAppear`,
    /// `viewWillDisappear`, `viewDidDisappear`) do not run when the model drives them (view
    /// loading, window root, presentation, push, tab switches). Everything else about it is
    /// real: its view still loads (`loadView` runs), and a container mock still forwards
    /// appearance to its children.
    ///
    /// The mock is made as a storyboard makes `T` (`init?(coder:)`, then `awakeFromNib()`), the
    /// only initializer every controller has. A `T` whose `init?(coder:)` returns nil cannot be
    /// made by a storyboard either, and there is no `T` to return: that stops the test with a
    /// message naming `T`. For a controller whose `init?(coder:)` calls `fatalError`, make it with
    /// its own initializer and set `suppressesLifecycleCallbacks = true`: that is the whole mock.
    ///
    /// Limitation (no runtime subclassing on Linux): calling a lifecycle method directly, e.g.
    /// `mock.viewDidLoad()`, still runs `T`'s override.
    @MainActor
    public static func mockFor<T: ViewController>(_ type: T.Type) -> T {
        guard let mock = ViewController.instantiatedFromStoryboard(T.self) else {
            fatalError("Fleet.mockFor(\(T.self).self): \(T.self).init?(coder:) returned nil, so no \(T.self) can be made as a storyboard makes it.")
        }
        mock.suppressesLifecycleCallbacks = true
        return mock
    }
}
