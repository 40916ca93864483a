import Foundation

extension View {
    /// Where this view is, as a user would name it, from `root` (or the top of its tree) down:
    /// a controller's root view is named by its controller, the rest by their descriptions, e.g.
    /// `NavigationController > SignInViewController > StackView > Button "Sign in"`. Chains longer
    /// than 8 keep their two first and four last names around `…`.
    public func path(from root: View? = nil) -> String {
        var names: [String] = []
        var current: View? = self
        while let view = current {
            names.append(view.owningViewController?.description ?? view.description)
            if view === root { break }
            current = view.superview
        }
        names.reverse()
        if names.count > 8 { names = names.prefix(2) + ["… \(names.count - 6) more …"] + names.suffix(4) }
        return names.joined(separator: " > ")
    }
}

extension View {
    /// Where this view's frame starts, seen from `root` (an ancestor, or the top): relative to
    /// the top-left corner of `root`'s bounds.
    package func origin(in root: View) -> CGPoint {
        var origin = frame.origin
        var current = superview
        while let view = current, view !== root {
            origin.x += view.frame.minX - view.bounds.minX
            origin.y += view.frame.minY - view.bounds.minY
            current = view.superview
        }
        if let root = current {
            origin.x -= root.bounds.minX
            origin.y -= root.bounds.minY
        }
        return origin
    }
}
