import Foundation

/// Command-line options of lark-bench.
struct BenchOptions {
    var iterations = 1_000_000
    var seed = 12_345
    var only: Set<String>?

    init(_ arguments: [String]) {
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--iterations": iterations = iterator.next().flatMap { Int($0) } ?? iterations
            case "--seed": seed = iterator.next().flatMap { Int($0) } ?? seed
            case "--cases": only = iterator.next().map { Set($0.split(separator: ",").map(String.init)) }
            case "--help", "-h":
                print("""
                    usage: lark-bench [--cases a,b] [--iterations N] [--seed N]
                    Prints ns per expectation for each case next to a hand-written floor (run with -c release).
                    For instruction counts: scripts/bench-instructions.sh [case ...] (callgrind).
                    """)
                exit(0)
            default: print("unknown argument \(argument); use --iterations N, --seed N, --cases a,b")
            }
        }
    }

    func includes(_ name: String) -> Bool { only?.contains(name) ?? true }
}
