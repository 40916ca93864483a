import Foundation
import Lark

// lark-demo: drives the sample app with the helpers, checks each step with the matchers, then shows
// one deliberate failure per matcher family. Exits 0 when every walkthrough step passed.

say("Lark demo: a sample app driven like a user would, checked with expectations")
let clock = ContinuousClock()
let start = clock.now
let report = DemoReport()
do {
    try Walkthrough(report: report).run()
} catch {
    report.step("set up the sample app") { throw error }
}
Showcase(report: report).run()
report.summary(elapsed: clock.now - start)
exit(report.unexpectedFailures == 0 ? 0 : 1)
