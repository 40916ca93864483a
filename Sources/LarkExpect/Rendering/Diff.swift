/// One step from a value to one of its parts, as a difference line names it.
enum DifferencePathComponent: Equatable {
    /// A stored property: `roles`, and `.roles` after another component.
    case property(String)
    /// A tuple element or enum payload part, always dotted: `.0`, `.x`.
    case member(String)
    case enumCase(String)
    case index(Int)
    /// A changed element whose position differs: `[3→4]` (expected index → actual index).
    case moved(expected: Int, actual: Int)
    /// A dictionary key, rendered: `["b"]`.
    case key(String)
}

/// `roles[1]`, `.circle.radius`, `["b"].name`; empty for the value itself.
func diagnosticPathText(_ path: [DifferencePathComponent]) -> String {
    var out = ""
    for component in path {
        switch component {
        case let .property(name): out += out.isEmpty ? name : "." + name
        case let .member(name): out += "." + name
        case let .enumCase(name): out += "." + name
        case let .index(index): out += "[\(index)]"
        case let .moved(expected, actual): out += "[\(expected)→\(actual)]"
        case let .key(key): out += "[\(key)]"
        }
    }
    return out
}

/// Gathers difference lines up to a cap; past it, differences are only counted, so a
/// thousand differing elements cost a count, not a thousand renderings.
struct DifferenceCollector {
    /// Nil for no cap.
    let maxLines: Int?
    private(set) var lines: [String] = []
    /// Differences not (or only partly) shown.
    private(set) var omitted = 0
    private(set) var count = 0

    init(maxLines: Int?) {
        self.maxLines = maxLines
    }

    /// Adds one difference, indented under the header; `group` runs only if there is room.
    mutating func add(_ group: () -> [String]) {
        count += 1
        if let maxLines, lines.count >= maxLines {
            omitted += 1
            return
        }
        let indented = group().map { "  " + $0 }
        if let maxLines, lines.count + indented.count > maxLines {
            lines += indented.prefix(maxLines - lines.count)
            omitted += 1
        } else {
            lines += indented
        }
    }
}

/// Walks two `RenderNode` trees side by side and reports each leaf-most difference once,
/// with its path. Sides are marked `-` (expected) and `+` (actual).
struct StructuralDiffer {
    let renderer: RenderLayout
    /// Longest value text in a `expected …, got …` line.
    let valueLimit: Int
    var collector: DifferenceCollector
    /// Whether the only difference is the two values as wholes (nothing a matcher's own
    /// `expected …, got …` line does not already say).
    private(set) var differsOnlyAsWholes = false

    init(settings: DiagnosticsSettings) {
        renderer = RenderLayout(lineWidth: settings.lineWidth)
        valueLimit = settings.fullOutput ? .max : max(settings.lineWidth * 3 / 2, 40)
        collector = DifferenceCollector(maxLines: settings.fullOutput ? nil : settings.maxDifferenceLines)
    }

    mutating func compare(_ expected: RenderNode, _ actual: RenderNode, at path: [DifferencePathComponent] = []) {
        guard expected != actual else { return }
        switch (expected, actual) {
        case let (.text(expectedText, _), .text(actualText, _)) where !diagnosticIsShortText(expectedText, actualText):
            let lead = diagnosticPathText(path)
            collector.add { diagnosticTextDifference(expected: expectedText, actual: actualText, path: lead) }
        case let (.composite(expectedComposite), .composite(actualComposite))
            where expectedComposite.kind == actualComposite.kind:
            compare(expectedComposite, actualComposite, at: path)
        default:
            changed(expected, actual, at: path)
        }
    }

    private mutating func compare(_ expected: CompositeNode, _ actual: CompositeNode, at path: [DifferencePathComponent]) {
        switch expected.kind {
        case .structure:
            compareFields(expected, actual, at: path) { field, _ in .property(field.label ?? "?") }
        case .tuple:
            compareFields(expected, actual, at: path) { field, offset in .member(field.label ?? String(offset)) }
        case let .enumCase(_, caseName):
            let casePath = path + [.enumCase(caseName)]
            if expected.fields.count == 1, expected.fields[0].label == nil {
                // A single unlabelled payload is the case's value: `.success`, not `.success.0`.
                guard actual.fields.count == 1, actual.fields[0].label == nil else { return changed(.composite(expected), .composite(actual), at: path) }
                return compare(expected.fields[0].value, actual.fields[0].value, at: casePath)
            }
            compareFields(expected, actual, at: casePath) { field, offset in .member(field.label ?? String(offset)) }
        case .array:
            compareElements(expected, actual, at: path)
        case .set:
            compareMembers(expected, actual, at: path)
        case .dictionary:
            compareEntries(expected, actual, at: path)
        }
    }

    private mutating func compareFields(
        _ expected: CompositeNode, _ actual: CompositeNode, at path: [DifferencePathComponent],
        component: (RenderField, Int) -> DifferencePathComponent
    ) {
        guard expected.fields.map(\.label) == actual.fields.map(\.label) else {
            return changed(.composite(expected), .composite(actual), at: path)
        }
        for (offset, (expectedField, actualField)) in zip(expected.fields, actual.fields).enumerated() {
            compare(expectedField.value, actualField.value, at: path + [component(expectedField, offset)])
        }
    }

    /// Same length: position by position. Otherwise an alignment, so one inserted element
    /// reads as one insertion rather than every later element changed.
    private mutating func compareElements(_ expected: CompositeNode, _ actual: CompositeNode, at path: [DifferencePathComponent]) {
        if expected.fields.count == actual.fields.count {
            for index in expected.fields.indices where expected.fields[index] != actual.fields[index] {
                compare(expected.fields[index].value, actual.fields[index].value, at: path + [.index(index)])
            }
        } else {
            let expectedValues = expected.fields.map(\.value), actualValues = actual.fields.map(\.value)
            // Equal ends need no identities: only the middle is aligned.
            let (prefix, suffix) = commonEnds(expectedValues, actualValues)
            let (expectedIDs, actualIDs) = diagnosticIdentities(
                expectedValues[prefix..<(expectedValues.count - suffix)], actualValues[prefix..<(actualValues.count - suffix)])
            var removed: [Int] = [], inserted: [Int] = []
            for step in diagnosticAlignment(expectedIDs, actualIDs) + [.same(expected: -1, actual: -1)] {
                switch step {
                case let .removed(index): removed.append(prefix + index)
                case let .inserted(index): inserted.append(prefix + index)
                case .same:
                    // Removed and inserted elements side by side are most likely one changed element.
                    for (from, to) in zip(removed, inserted) {
                        compare(expectedValues[from], actualValues[to], at: path + [from == to ? .index(from) : .moved(expected: from, actual: to)])
                    }
                    for index in removed.dropFirst(inserted.count) { missing(expectedValues[index], at: path + [.index(index)]) }
                    for index in inserted.dropFirst(removed.count) { extra(actualValues[index], at: path + [.index(index)]) }
                    removed = []
                    inserted = []
                }
            }
        }
        if expected.elided != actual.elided {
            // Only past the size budget: say so rather than imply the rest is equal.
            let lead = diagnosticPathText(path)
            collector.add {
                [(lead.isEmpty ? "" : lead + ": ") + "\(diagnosticGroupedDigits(expected.elided)) and \(diagnosticGroupedDigits(actual.elided)) elements not compared"]
            }
        }
    }

    private mutating func compareMembers(_ expected: CompositeNode, _ actual: CompositeNode, at path: [DifferencePathComponent]) {
        let flat = RenderLayout(lineWidth: .max)
        let expectedTexts = expected.fields.map { flat.flat($0.value) }
        let actualTexts = actual.fields.map { flat.flat($0.value) }
        let expectedSet = Set(expectedTexts), actualSet = Set(actualTexts)
        let lead = diagnosticPathText(path)
        let subject = lead.isEmpty ? "contains " : lead + " contains "
        let valueLimit = valueLimit
        func clipped(_ text: String) -> String {
            text.count <= valueLimit ? text : String(text.prefix(valueLimit - 1)) + "…"
        }
        for text in expectedTexts where !actualSet.contains(text) {
            collector.add { ["- " + subject + clipped(text)] }
        }
        for text in actualTexts where !expectedSet.contains(text) {
            collector.add { ["+ " + subject + clipped(text)] }
        }
    }

    private mutating func compareEntries(_ expected: CompositeNode, _ actual: CompositeNode, at path: [DifferencePathComponent]) {
        let flat = RenderLayout(lineWidth: .max)
        func byKey(_ composite: CompositeNode) -> [String: RenderNode] {
            Dictionary(composite.fields.map { (flat.flat($0.key ?? .truncated), $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        let expectedEntries = byKey(expected), actualEntries = byKey(actual)
        for key in Set(expectedEntries.keys).union(actualEntries.keys).sorted() {
            switch (expectedEntries[key], actualEntries[key]) {
            case let (expectedValue?, actualValue?): compare(expectedValue, actualValue, at: path + [.key(key)])
            case let (expectedValue?, nil): missing(expectedValue, at: path + [.key(key)])
            case let (nil, actualValue?): extra(actualValue, at: path + [.key(key)])
            case (nil, nil): break
            }
        }
    }

    private mutating func changed(_ expected: RenderNode, _ actual: RenderNode, at path: [DifferencePathComponent]) {
        // Two scalars as wholes are what the matcher's own message already shows.
        differsOnlyAsWholes = path.isEmpty && !expected.isComposite && !actual.isComposite
        let lead = diagnosticPathText(path)
        let renderer = renderer, valueLimit = valueLimit
        collector.add {
            let expectedText = renderer.flat(expected, limit: valueLimit)
            let actualText = renderer.flat(actual, limit: valueLimit)
            let line = (lead.isEmpty ? "" : lead + ": ") + "expected \(expectedText), got \(actualText)"
            if line.count + 2 <= renderer.lineWidth { return [line] }
            return [(lead.isEmpty ? "value" : lead) + ":", "- " + expectedText, "+ " + actualText]
        }
    }

    /// Only in the expected value.
    private mutating func missing(_ value: RenderNode, at path: [DifferencePathComponent]) {
        let renderer = renderer, valueLimit = valueLimit
        collector.add { ["- \(diagnosticPathText(path)): \(renderer.flat(value, limit: valueLimit))"] }
    }

    /// Only in the actual value.
    private mutating func extra(_ value: RenderNode, at path: [DifferencePathComponent]) {
        let renderer = renderer, valueLimit = valueLimit
        collector.add { ["+ \(diagnosticPathText(path)): \(renderer.flat(value, limit: valueLimit))"] }
    }
}

/// Strings short enough that `expected "ops", got "dev"` says it all.
func diagnosticIsShortText(_ expected: String, _ actual: String) -> Bool {
    expected.count <= 20 && actual.count <= 20
        && !expected.contains(where: \.isNewline) && !actual.contains(where: \.isNewline)
}

extension RenderNode {
    var isComposite: Bool {
        if case .composite = self { true } else { false }
    }
}
