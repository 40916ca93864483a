import Lark

/// Prints the demo as a short report: one line per step with its verdict, failure messages
/// indented below.
@MainActor
final class DemoReport {
    private(set) var unexpectedFailures = 0
    private var steps = 0

    func section(_ title: String) {
        say("\n\(title)")
    }

    /// Runs one step of the walkthrough: user actions and the expectations that check them.
    /// Expectations are gathered (not sent to a test framework), so the demo can print them.
    func step(_ title: String, _ body: () throws -> Void) {
        steps += 1
        var thrown: (any Error)?
        let records = gatherExpectations(silently: true) {
            do { try body() } catch { thrown = error }
        }
        let failures = records.filter { !$0.success }.map(\.message.stringValue) + (thrown.map { ["threw: \($0)"] } ?? [])
        let checks = records.count == 1 ? "1 check" : "\(records.count) checks"
        say("  \(failures.isEmpty ? "✓" : "✗") \(title)  (\(checks))")
        printIndented(failures)
        unexpectedFailures += failures.count
    }

    /// Shows what a failure looks like: runs expectations that are meant to fail and prints
    /// the messages they produce.
    func showcase(_ family: String, _ body: () throws -> Void) {
        var thrown: (any Error)?
        let recorded = gatherFailingExpectations(silently: true) {
            do { try body() } catch { thrown = error }
        }.map(\.message.stringValue)
        // A failed `require` both records its failure and throws; show the failure once.
        let failures = recorded.isEmpty ? (thrown.map { ["\($0)"] } ?? []) : recorded
        say("  • \(family)")
        printIndented(failures.isEmpty ? ["(did not fail: this showcase is broken)"] : failures)
        if failures.isEmpty { unexpectedFailures += 1 }
    }

    func summary(elapsed: Duration) {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        say("\n\(steps) walkthrough steps, \(unexpectedFailures == 0 ? "all passed" : "\(unexpectedFailures) unexpected failure\(unexpectedFailures == 1 ? "" : "s")"); finished in \(String(format: "%.2f", seconds)) s.")
    }

    private func printIndented(_ lines: [String]) {
        for message in lines {
            for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
                say("      \(line)")
            }
        }
    }
}
