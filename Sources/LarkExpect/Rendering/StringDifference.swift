/// Characters shown on each side of the first difference in a one-line string.
private let stringContext = 20

/// Where two strings differ, for a reader who cannot spot it in two long literals.
///
/// One-line strings: the first differing character, marked with `^` under a window of both
/// strings (long common parts elided with `…`). Strings with line breaks: a line diff, `-` for
/// expected lines, `+` for actual ones, one unchanged line of context, longer unchanged runs
/// counted. `path` (if any) names the string within a larger value.
///
/// `byteWalk: false` makes ASCII text take the `Character` walk too (for the tests that check
/// the two walks agree).
func diagnosticTextDifference(expected: String, actual: String, path: String, byteWalk: Bool = true) -> [String] {
    let lead = path.isEmpty ? "" : path + ": "
    // ASCII text (the common case) is walked byte by byte: there every character is one byte,
    // line breaks aside, and those take the line diff. Other text is walked by `Character`.
    let expectedBytes = scanBytes(expected), actualBytes = scanBytes(actual)
    let ascii = byteWalk && expectedBytes.ascii && actualBytes.ascii
    let lineBreak = ascii
        ? expectedBytes.asciiLineBreak || actualBytes.asciiLineBreak
        : expected.contains(where: \.isNewline) || actual.contains(where: \.isNewline)
    if lineBreak {
        return [lead + "lines differ:"] + lineDifference(expected: expected, actual: actual)
    }
    func move(_ text: String, _ index: String.Index, by distance: Int, limit: String.Index? = nil) -> String.Index? {
        guard ascii else {
            guard let limit else { return text.index(index, offsetBy: distance) }
            return text.index(index, offsetBy: distance, limitedBy: limit)
        }
        guard let limit else { return text.utf8.index(index, offsetBy: distance) }
        return text.utf8.index(index, offsetBy: distance, limitedBy: limit)
    }
    // Walks both strings by index (no arrays of characters, no per-character appends): the
    // windows are substrings.
    var expectedIndex = expected.startIndex, actualIndex = actual.startIndex, offset = 0
    if ascii {
        offset = commonPrefixLength(expected, actual)
        expectedIndex = expected.utf8.index(expectedIndex, offsetBy: offset)
        actualIndex = actual.utf8.index(actualIndex, offsetBy: offset)
    } else {
        while expectedIndex < expected.endIndex, actualIndex < actual.endIndex, expected[expectedIndex] == actual[actualIndex] {
            expected.formIndex(after: &expectedIndex)
            actual.formIndex(after: &actualIndex)
            offset += 1
        }
    }
    let context = min(offset, stringContext)
    let opening = offset > context ? "\"…" : "\""
    func window(_ text: String, _ difference: String.Index) -> String {
        let start = move(text, difference, by: -context) ?? text.startIndex
        let end = move(text, difference, by: stringContext, limit: text.endIndex) ?? text.endIndex
        return opening + diagnosticEscaped(text[start..<end]) + (end < text.endIndex ? "…\"" : "\"")
    }
    let commonStart = move(expected, expectedIndex, by: -context) ?? expected.startIndex
    let column = "- ".count + opening.count + diagnosticEscaped(expected[commonStart..<expectedIndex]).count
    return [
        lead + "first difference at offset \(offset):",
        "- " + window(expected, expectedIndex),
        "+ " + window(actual, actualIndex),
        // Spaces from bytes: `String(repeating: " ", count:)` measured ~7,000 instructions.
        String(decoding: repeatElement(UInt8(ascii: " "), count: column), as: UTF8.self) + "^",
    ]
}

/// How many leading bytes two strings share.
private func commonPrefixLength(_ first: String, _ second: String) -> Int {
    var first = first, second = second
    return first.withUTF8 { left in
        second.withUTF8 { right in
            var count = 0
            while count < left.count, count < right.count, left[count] == right[count] { count += 1 }
            return count
        }
    }
}

/// One pass over the bytes of `text`: whether it is ASCII, and whether it holds an ASCII line
/// break (LF, VT, FF or CR: in ASCII text, exactly the characters that are `isNewline`).
private func scanBytes(_ text: String) -> (ascii: Bool, asciiLineBreak: Bool) {
    var text = text
    return text.withUTF8 { bytes in
        var ascii = true, lineBreak = false
        for byte in bytes {
            if byte >= 0x80 { ascii = false } else if byte >= 0x0A && byte <= 0x0D { lineBreak = true }
        }
        return (ascii, lineBreak)
    }
}

/// A line diff: changed lines with one line of context; other unchanged runs as a count.
private func lineDifference(expected: String, actual: String) -> [String] {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let (expectedIDs, actualIDs) = diagnosticIdentities(expectedLines, actualLines)
    let steps = diagnosticAlignment(expectedIDs, actualIDs)
    let isChange = steps.map { if case .same = $0 { false } else { true } }
    // An unchanged line is shown when it is next to a change.
    let shown = steps.indices.map { index -> Bool in
        isChange[index] || (index > 0 && isChange[index - 1]) || (index + 1 < steps.count && isChange[index + 1])
    }
    func line(_ step: AlignmentStep) -> String {
        switch step {
        case let .same(expectedIndex, _): "  " + visible(expectedLines[expectedIndex])
        case let .removed(expectedIndex): "- " + visible(expectedLines[expectedIndex])
        case let .inserted(actualIndex): "+ " + visible(actualLines[actualIndex])
        }
    }
    var out: [String] = []
    var hidden: [AlignmentStep] = []
    func flushHidden() {
        // A count takes a line too: one hidden line is shown instead.
        if hidden.count == 1 {
            out.append(line(hidden[0]))
        } else if hidden.count > 1 {
            out.append("… (\(diagnosticGroupedDigits(hidden.count)) unchanged lines)")
        }
        hidden = []
    }
    for (index, step) in steps.enumerated() {
        guard shown[index] else {
            hidden.append(step)
            continue
        }
        flushHidden()
        out.append(line(step))
    }
    flushHidden()
    return out
}

/// A line as written, except control characters (a tab, a trailing `\r`), escaped so that a
/// difference made of them can be seen.
private func visible(_ line: String) -> String {
    guard line.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return line }
    var out = ""
    for scalar in line.unicodeScalars {
        if scalar.value < 0x20 || scalar.value == 0x7F {
            out += diagnosticEscaped(String(scalar))
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
    return out
}
