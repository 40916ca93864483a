import Foundation
import Lark

/// A custom matcher built from `Predicate`: passes when a table view lists exactly `titles`,
/// in order, in its first section. One-liners like this are how teams grow their own
/// vocabulary on top of the built-in matchers.
@MainActor
func listItems(_ titles: String...) -> Matcher<TableView> {
    Matcher.define("list items \(titles)") { actual, message in
        guard let table = try actual.evaluate() else { return MatcherResult(status: .fail, message: message) }
        let shown = (0..<table.numberOfRows(inSection: 0)).map { row in
            (try? table.fetchCell(at: IndexPath(row: row, section: 0)).textLabel?.text) ?? nil
        }
        return MatcherResult(bool: shown == titles, message: message.appended(details: "listed: \(shown.map { $0 ?? "nil" })"))
    }
}
