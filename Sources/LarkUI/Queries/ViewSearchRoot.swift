import Foundation

/// Something a user looks at and a test searches: a view (a window included) or a view
/// controller (its view).
@preconcurrency @MainActor
public protocol ViewSearchRoot {
    /// The view whose tree is searched; nil when there is none yet (a controller whose view is
    /// not loaded: searching never loads it).
    var searchedView: View? { get }
    /// How messages name the root, e.g. `View#root` or `SignInViewController`.
    var searchDescription: String { get }
}

extension View: ViewSearchRoot {
    /// The view itself.
    public var searchedView: View? { self }
    /// The view's `description`.
    public var searchDescription: String { description }
}

extension ViewController: ViewSearchRoot {
    /// The controller's view, if loaded.
    public var searchedView: View? { viewIfLoaded }
    /// The controller's `description`.
    public var searchDescription: String { description }
}

extension ViewSearchRoot {
    /// The one view of type `kind` matching `query` that a user can see under this root.
    ///
    /// ```swift
    /// try controller.find(Button.self, where: .text("Save")).tap()
    /// ```
    ///
    /// A user sees a view when the one reachability rule says so (docs/reachability.md: nothing
    /// on the way up to this root hidden, transparent, sizeless or clipping it away);
    /// `includingHidden: true` finds the others too. Tables show the rows within their bounds,
    /// as on screen.
    ///
    /// - Throws: `ViewQueryError` when no view or several views match (listing what is on screen
    ///   and which matches were skipped as hidden, and why), or when there is nothing to search.
    ///   It keeps the call site (`fileID`, `line`, `column`: leave the defaults) and its
    ///   description starts with it, as a refused helper's does.
    public func find<V: View>(
        _ kind: V.Type = View.self, where query: ViewQuery = .any, includingHidden: Bool = false,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) throws(ViewQueryError) -> V {
        do throws(ViewQueryError) {
            let search = try ViewSearch<V>(in: self, query: query, includingHidden: includingHidden)
            guard search.found.count == 1 else { throw search.error() }
            return search.found[0]
        } catch {
            throw error.located(fileID: fileID, line: line, column: column)
        }
    }

    /// Every view of type `kind` matching `query` that a user can see under this root, in screen
    /// order: top to bottom, then leading to trailing (right to left when the root's
    /// `semanticContentAttribute`, or its nearest ancestor's that forces one, is right to left),
    /// then tree order.
    ///
    /// - Throws: `ViewQueryError` only when there is nothing to search (a controller whose view
    ///   is not loaded), so an empty result always means "none on screen". It keeps the call site.
    public func findAll<V: View>(
        _ kind: V.Type = View.self, where query: ViewQuery = .any, includingHidden: Bool = false,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) throws(ViewQueryError) -> [V] {
        do throws(ViewQueryError) {
            return try ViewSearch<V>(in: self, query: query, includingHidden: includingHidden).found
        } catch {
            throw error.located(fileID: fileID, line: line, column: column)
        }
    }
}

extension Application: ViewSearchRoot {
    /// The key window, if any.
    public var searchedView: View? { keyWindow }
    /// `the key window`.
    public var searchDescription: String { "the key window" }
}
