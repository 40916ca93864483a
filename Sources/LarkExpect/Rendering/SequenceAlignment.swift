/// One step of turning the expected sequence into the actual one.
enum AlignmentStep: Equatable {
    case same(expected: Int, actual: Int)
    /// Only in the expected sequence.
    case removed(expected: Int)
    /// Only in the actual sequence.
    case inserted(actual: Int)
}

/// A longest-common-subsequence alignment of two sequences of element identities.
///
/// Common prefixes and suffixes are matched first in linear time, which covers the usual
/// failure (a few elements changed, added or dropped); the middle gets the quadratic table only
/// while it has at most `maxCells` cells, else it is reported as removed then inserted, so a
/// huge, wholly different pair still costs linear time.
func alignment(_ expected: [Int], _ actual: [Int], maxCells: Int = 1_000_000) -> [AlignmentStep] {
    var prefix = 0
    while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < expected.count - prefix, suffix < actual.count - prefix,
          expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix] { suffix += 1 }

    var steps = (0..<prefix).map { AlignmentStep.same(expected: $0, actual: $0) }
    let middleExpected = prefix..<(expected.count - suffix)
    let middleActual = prefix..<(actual.count - suffix)
    let rows = middleExpected.count, columns = middleActual.count
    if rows > 0, columns > 0, rows.multipliedReportingOverflow(by: columns).partialValue <= maxCells,
       rows <= maxCells, columns <= maxCells {
        // lengths[i * (columns + 1) + j]: the LCS length of the middles from i and j on.
        var lengths = [Int32](repeating: 0, count: (rows + 1) * (columns + 1))
        let width = columns + 1
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                lengths[i * width + j] = expected[prefix + i] == actual[prefix + j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var i = 0, j = 0
        while i < rows || j < columns {
            if i < rows, j < columns, expected[prefix + i] == actual[prefix + j] {
                steps.append(.same(expected: prefix + i, actual: prefix + j))
                i += 1
                j += 1
            } else if j == columns || (i < rows && lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
                steps.append(.removed(expected: prefix + i))
                i += 1
            } else {
                steps.append(.inserted(actual: prefix + j))
                j += 1
            }
        }
    } else {
        steps += middleExpected.map { AlignmentStep.removed(expected: $0) }
        steps += middleActual.map { AlignmentStep.inserted(actual: $0) }
    }
    let expectedStart = expected.count - suffix, actualStart = actual.count - suffix
    steps += (0..<suffix).map { AlignmentStep.same(expected: expectedStart + $0, actual: actualStart + $0) }
    return steps
}

/// Stable small integers for equal keys, so alignment compares integers, not renderings.
func identities<Key: Hashable>(_ expected: [Key], _ actual: [Key]) -> ([Int], [Int]) {
    var ids: [Key: Int] = [:]
    func id(_ key: Key) -> Int {
        if let known = ids[key] { return known }
        ids[key] = ids.count
        return ids.count - 1
    }
    return (expected.map(id), actual.map(id))
}
