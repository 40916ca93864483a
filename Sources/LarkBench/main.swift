import Foundation
import LarkExpect

// lark-bench: ns per expectation, next to a hand-written floor. Run in release:
//   swift run -c release lark-bench [--cases a,b] [--iterations N]
// For instruction counts, run it under callgrind twice (N and 2N) and subtract.

struct BenchCase {
    let name: String
    let failing: Bool
    let run: (BenchData, Int) -> Int
    let floor: (BenchData, Int) -> Int
}

let cases: [BenchCase] = [
    BenchCase(name: "pass_int", failing: false, run: passInt, floor: floorPassInt),
    BenchCase(name: "pass_string", failing: false, run: passString, floor: floorPassString),
    BenchCase(name: "pass_contain", failing: false, run: passContain, floor: floorPassContain),
    BenchCase(name: "pass_havecount", failing: false, run: passHaveCount, floor: floorPassHaveCount),
    BenchCase(name: "pass_allof", failing: false, run: passAllOf, floor: floorPassAllOf),
    BenchCase(name: "pass_tonot", failing: false, run: passToNot, floor: floorPassToNot),
    BenchCase(name: "pass_nothrow", failing: false, run: passNoThrow, floor: floorPassNoThrow),
    BenchCase(name: "pass_nothrow_str", failing: false, run: passNoThrowString, floor: floorPassNoThrowString),
    BenchCase(name: "fail_int", failing: true, run: failInt, floor: floorFailInt),
    BenchCase(name: "fail_string", failing: true, run: failString, floor: floorFailString),
    BenchCase(name: "fail_contain", failing: true, run: failContain, floor: floorFailContain),
] + extraCases()

let options = BenchOptions(CommandLine.arguments)
let data = BenchData(seed: options.seed)

/// Every loop's result is summed and printed, so no loop can be optimised away.
var sink = 0

/// Set by a case that times only part of each op (e.g. a layout pass, not building the views):
/// the time of that part, which `nanoseconds` reports instead of the whole loop's.
var timedRegion: Duration?

@MainActor func nanoseconds(_ body: () -> Int, iterations: Int) -> Double {
    let clock = ContinuousClock()
    var result = 0
    timedRegion = nil
    var elapsed = clock.measure { result = body() }
    if let timedRegion { elapsed = timedRegion }
    sink &+= result
    let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    return ns / Double(iterations)
}

print("case              ns/op (lark)   ns/op (floor)   ratio   checked")
for benchCase in cases where options.includes(benchCase.name) {
    let n = benchCase.failing ? max(1, options.iterations / 10) : options.iterations
    var recorded = 0
    let ns: Double
    if benchCase.failing {
        // Failures go into a recorder, as a test of a matcher's failure path would do.
        let recorder = AssertionRecorder()
        var measured = 0.0
        withAssertionHandler(recorder) {
            measured = nanoseconds({ benchCase.run(data, n) }, iterations: n)
        }
        ns = measured
        recorded = recorder.assertions.filter { !$0.success }.count
    } else {
        ns = nanoseconds({ benchCase.run(data, n) }, iterations: n)
    }
    let floor = nanoseconds({ benchCase.floor(data, n) }, iterations: n)
    let check = benchCase.failing ? (recorded == n ? "\(recorded) failures" : "INVALID: \(recorded) of \(n)") : "passing"
    print(
        benchCase.name.padding(toLength: 18, withPad: " ", startingAt: 0)
            + String(format: "%12.1f   %13.2f   %5.0fx   %@", ns, floor, ns / max(floor, 0.01), check))
}
print("(checksum \(sink))")
