import Foundation

extension IndexPath {
    /// Creates a two-element index path addressing `item` in `section`, as UIKit's extension does.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item component (the second index), for collection views.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
