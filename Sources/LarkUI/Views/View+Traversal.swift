import Foundation

extension View {
    /// Every descendant, depth-first in front-to-back subview order (pre-order, excluding self).
    public var allSubviews: [View] {
        var result: [View] = []
        func visit(_ view: View) {
            for subview in view.subviews {
                result.append(subview)
                visit(subview)
            }
        }
        visit(self)
        return result
    }

    /// The superview chain from the direct superview up to the root.
    public var ancestors: [View] {
        var result: [View] = []
        var current = superview
        while let view = current {
            result.append(view)
            current = view.superview
        }
        return result
    }

    /// Every descendant of the given type, in `allSubviews` order.
    public func subviews<T: View>(ofType type: T.Type) -> [T] {
        allSubviews.compactMap { $0 as? T }
    }

    /// The first descendant of the given type that satisfies `predicate`, in `allSubviews` order.
    public func firstSubview<T: View>(ofType type: T.Type, where predicate: (T) -> Bool = { _ in true }) -> T? {
        for view in allSubviews {
            if let match = view as? T, predicate(match) { return match }
        }
        return nil
    }
}
