import Foundation
import LarkExpect
import LarkUI

/// Passes when a user can see a view of type `kind` matching `query` under the subject (a view,
/// a window, a view controller, `Application.shared` or a `Fleet.Screen`): at least one, or
/// exactly `count`. What "see" means, and how the search works, is `find`'s
/// (docs/reachability.md); views a user cannot see never count.
///
/// ```swift
/// expect(controller).to(containView(Button.self, where: .text("Save")))
/// expect(window).toNot(containView(where: .text("Loading…")))
/// await expect { controller }.toEventually(containView(TableViewCell.self, count: 3))
/// ```
///
/// A failure lists what is on screen: `expected to contain a Button with text "Save", got
/// <SignInViewController> (found none)`, then the Buttons a user can see, the matches that
/// are hidden, with why, and the screen (`screenText`, at most 40 lines). A controller whose view is not loaded cannot be searched: that fails
/// under both `to` and `toNot`.
@MainActor
public func containView<T: ViewSearchRoot, V: View>(
    _ kind: V.Type = View.self, where query: ViewQuery = .any, count: Int? = nil
) -> LarkExpect.Predicate<T> {
    let wanted = {
        let sought = ViewQueryError(kind: .notFound, soughtKind: ViewSearch<V>.kindName, condition: query.description, root: "")
        return switch count {
        case nil: sought.sought
        case 1: ["exactly one", sought.soughtKind, sought.condition].filter { !$0.isEmpty }.joined(separator: " ")
        case let count?: "\(count) \(sought.soughtPlural)"
        }
    }
    return subjectPredicate({ "contain \(wanted())" }) { (subject: T) in
        let search: ViewSearch<V>
        do throws(ViewQueryError) {
            search = try ViewSearch<V>(in: subject, query: query, includingHidden: false)
        } catch {
            return Verdict.cannotJudge(tail: ", but \(error.message)").showingActual { bracketed(subject.searchDescription) }
        }
        let found = search.found
        let matches = count.map { found.count == $0 } ?? !found.isEmpty
        let tail: () -> String = {
            switch found.count {
            case 0: " (found none)"
            case 1: " (found 1: \(FoundView(description: found[0].description, path: found[0].path(from: search.root)).line))"
            default: " (found \(found.count))"
            }
        }
        // Below the first line: what is on screen when nothing was found, the matches when
        // several were; nothing more for one match (the tail names it).
        let details: (() -> String)? = switch found.count {
        case 0:
            {
                // What is on screen, as displayText shows it: the views of the kind, the hidden
                // matches, then the whole (bounded) screen of the searched root.
                let listing = search.error().message.split(separator: "\n").dropFirst().map(String.init)
                let screen = search.screen.split(separator: "\n").map { "  " + $0 }
                return (listing + ["Screen:"] + screen).joined(separator: "\n")
            }
        case 1:
            nil
        default:
            {
                found.prefix(20).map { "  " + FoundView(description: $0.description, path: $0.path(from: search.root)).line }
                    .joined(separator: "\n") + (found.count > 20 ? "\n  … and \(found.count - 20) more" : "")
            }
        }
        return Verdict(matches, tail: tail(), details: details).showingActual { bracketed(subject.searchDescription) }
            .showingScreenInDetails()
    }
}
