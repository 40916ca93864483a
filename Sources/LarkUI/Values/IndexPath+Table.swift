import Foundation

extension IndexPath {
    /// Creates a two-element index path addressing `row` in `section`, as UIKit's extension does.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section component (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row component (the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
