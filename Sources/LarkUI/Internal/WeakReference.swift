import Foundation

/// Holds an object without keeping it alive; UIKit holds targets weakly and so does the model.
struct WeakReference {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}
