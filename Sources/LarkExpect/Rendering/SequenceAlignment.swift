/// One step of turning the expected sequence into the actual one.
enum AlignmentStep: Equatable {
    case same(expected: Int, actual: Int)
    /// Only in the expected sequence.
    case removed(expected: Int)
    /// Only in the actual sequence.
    case inserted(actual: Int)
}

/// How many elements two sequences share at the start, and then at the end of what is left.
func commonEnds<Element: Equatable>(_ expected: [Element], _ actual: [Element]) -> (prefix: Int, suffix: Int) {
    let shorter = min(expected.count, actual.count)
    var prefix = 0
    while prefix < shorter, expected[prefix] == actual[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix, expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix] { suffix += 1 }
    return (prefix, suffix)
}

/// A shortest edit script between two sequences of element identities (Myers' O(ND) diff).
///
/// Common prefixes and suffixes are matched first in linear time, which covers the usual
/// failure (a few elements changed, added or dropped). The middle gets Myers' search while
/// its cost, (length × edits), stays under `maxWork`; past that it is reported as removed then
/// inserted (paired up position by position by the caller), so a huge, wholly different pair
/// still costs linear time.
func diagnosticAlignment(_ expected: [Int], _ actual: [Int], maxWork: Int = 2_000_000) -> [AlignmentStep] {
    let (prefix, suffix) = commonEnds(expected, actual)
    var steps = (0..<prefix).map { AlignmentStep.same(expected: $0, actual: $0) }
    let middleExpected = Array(expected[prefix..<(expected.count - suffix)])
    let middleActual = Array(actual[prefix..<(actual.count - suffix)])
    let length = middleExpected.count + middleActual.count
    let maxEdits = min(length, max(16, maxWork / max(1, length)))
    if let middle = shortestEdit(middleExpected, middleActual, maxEdits: maxEdits) {
        steps += middle.map { step in
            switch step {
            case let .same(e, a): .same(expected: prefix + e, actual: prefix + a)
            case let .removed(e): .removed(expected: prefix + e)
            case let .inserted(a): .inserted(actual: prefix + a)
            }
        }
    } else {
        steps += middleExpected.indices.map { AlignmentStep.removed(expected: prefix + $0) }
        steps += middleActual.indices.map { AlignmentStep.inserted(actual: prefix + $0) }
    }
    let expectedStart = expected.count - suffix, actualStart = actual.count - suffix
    steps += (0..<suffix).map { AlignmentStep.same(expected: expectedStart + $0, actual: actualStart + $0) }
    return steps
}

/// Myers' greedy search; nil when more than `maxEdits` edits are needed. Keeps, per edit
/// count d, only the 2d + 1 furthest-reaching diagonals, so memory is O(maxEdits²).
private func shortestEdit(_ a: [Int], _ b: [Int], maxEdits: Int) -> [AlignmentStep]? {
    let n = a.count, m = b.count
    if n == 0 || m == 0 {
        return a.indices.map { .removed(expected: $0) } + b.indices.map { .inserted(actual: $0) }
    }
    let offset = maxEdits + 1
    var furthest = [Int](repeating: 0, count: 2 * offset + 1)
    var trace: [[Int]] = []
    for d in 0...maxEdits {
        trace.append(Array(furthest[(offset - d)...(offset + d)]))
        for k in stride(from: -d, through: d, by: 2) {
            var x = (k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1]))
                ? furthest[offset + k + 1]
                : furthest[offset + k - 1] + 1
            var y = x - k
            while x < n, y < m, a[x] == b[y] {
                x += 1
                y += 1
            }
            furthest[offset + k] = x
            if x >= n, y >= m { return backtrack(trace, n: n, m: m) }
        }
    }
    return nil
}

private func backtrack(_ trace: [[Int]], n: Int, m: Int) -> [AlignmentStep] {
    var steps: [AlignmentStep] = []
    var x = n, y = m
    for d in stride(from: trace.count - 1, to: 0, by: -1) {
        let before = trace[d]  // diagonals after d - 1 edits, indexed by k + d
        let k = x - y
        let previousK = (k == -d || (k != d && before[k - 1 + d] < before[k + 1 + d])) ? k + 1 : k - 1
        let previousX = before[previousK + d], previousY = previousX - previousK
        while x > previousX, y > previousY {
            x -= 1
            y -= 1
            steps.append(.same(expected: x, actual: y))
        }
        steps.append(previousK == k + 1 ? .inserted(actual: previousY) : .removed(expected: previousX))
        x = previousX
        y = previousY
    }
    while x > 0, y > 0 {
        x -= 1
        y -= 1
        steps.append(.same(expected: x, actual: y))
    }
    return steps.reversed()
}

/// Stable small integers for equal keys, so alignment compares integers, not renderings.
func diagnosticIdentities<Keys: Collection>(_ expected: Keys, _ actual: Keys) -> ([Int], [Int]) where Keys.Element: Hashable {
    var ids: [Keys.Element: Int] = [:]
    func id(_ key: Keys.Element) -> Int {
        if let known = ids[key] { return known }
        ids[key] = ids.count
        return ids.count - 1
    }
    return (expected.map(id), actual.map(id))
}
