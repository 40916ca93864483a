/// Lays out `RenderNode`s as text: on one line when it fits `lineWidth`, else one part per
/// line, indented by nesting, like Swift source formatted by hand.
struct RenderLayout {
    var lineWidth: Int

    /// The one-line rendering, however long.
    func flat(_ node: RenderNode) -> String {
        var out = ""
        _ = append(node, to: &out, stopAfter: .max)
        return out
    }

    /// The one-line rendering, cut to `limit` characters (ending in `…`) when longer.
    func flat(_ node: RenderNode, limit: Int) -> String {
        if let whole = flat(node, within: limit) { return whole }
        var out = ""
        _ = append(node, to: &out, stopAfter: Self.utf8Bound(limit))
        return String(out.prefix(max(0, limit - 1))) + "…"
    }

    /// The one-line rendering if it is at most `limit` characters; building stops early
    /// otherwise, so deciding that a large value does not fit costs little.
    func flat(_ node: RenderNode, within limit: Int) -> String? {
        guard limit >= 0 else { return nil }
        var out = ""
        guard append(node, to: &out, stopAfter: Self.utf8Bound(limit)), out.count <= limit else { return nil }
        return out
    }

    /// The rendering as lines: nested parts get their own indented lines when the whole does
    /// not fit on one.
    func lines(_ node: RenderNode) -> [String] {
        var out: [String] = []
        layout(node, indent: 0, prefix: "", suffix: "", into: &out)
        return out
    }

    /// A character takes at most four UTF-8 bytes: past this many bytes, `limit` is exceeded.
    private static func utf8Bound(_ limit: Int) -> Int {
        limit > Int.max / 4 ? .max : limit * 4
    }

    private func layout(_ node: RenderNode, indent: Int, prefix: String, suffix: String, into out: inout [String]) {
        let pad = String(repeating: " ", count: indent)
        let room: Int = lineWidth == .max ? .max : lineWidth - indent - prefix.count - suffix.count
        if let line = flat(node, within: room) {
            out.append("\(pad)\(prefix)\(line)\(suffix)")
            return
        }
        guard case let .composite(composite) = node, !composite.fields.isEmpty else {
            out.append("\(pad)\(prefix)\(flat(node))\(suffix)")
            return
        }
        let (open, close) = brackets(of: composite)
        out.append("\(pad)\(prefix)\(open)")
        for (offset, field) in composite.fields.enumerated() {
            let isLast: Bool = offset == composite.fields.count - 1 && composite.elided == 0
            layout(field.value, indent: indent + 2, prefix: fieldPrefix(field), suffix: isLast ? "" : ",", into: &out)
        }
        if composite.elided > 0 { out.append("\(pad)  \(Self.elisionMarker(composite.elided))") }
        out.append("\(pad)\(close)\(suffix)")
    }

    private func fieldPrefix(_ field: RenderField) -> String {
        if let key = field.key { return flat(key) + ": " }
        if let label = field.label { return label + ": " }
        return ""
    }

    private func brackets(of composite: CompositeNode) -> (open: String, close: String) {
        switch composite.kind {
        case let .structure(typeName): return (typeName + "(", ")")
        case .tuple: return ("(", ")")
        case let .enumCase(_, caseName): return ("." + caseName + "(", ")")
        case .array, .dictionary: return ("[", "]")
        case .set: return ("Set([", "])")
        }
    }

    static func elisionMarker(_ count: Int) -> String {
        "… (\(diagnosticGroupedDigits(count)) more)"
    }

    /// Appends the one-line rendering; false once `out` has more than `limit` UTF-8 bytes.
    private func append(_ node: RenderNode, to out: inout String, stopAfter limit: Int) -> Bool {
        switch node {
        case let .scalar(text):
            out += text
        case let .text(text, elided):
            out += diagnosticQuoted(text)
            if elided > 0 { out += "… (\(diagnosticGroupedDigits(elided)) more characters)" }
        case let .cycle(typeName):
            out += "<cycle: \(typeName)>"
        case .truncated:
            out += "…"
        case let .composite(composite):
            if case let .enumCase(_, caseName) = composite.kind, composite.fields.isEmpty {
                out += "." + caseName
            } else if composite.kind == .dictionary, composite.fields.isEmpty, composite.elided == 0 {
                out += "[:]"
            } else {
                let (open, close) = brackets(of: composite)
                out += open
                for (offset, field) in composite.fields.enumerated() {
                    if offset > 0 { out += ", " }
                    if let key = field.key {
                        guard append(key, to: &out, stopAfter: limit) else { return false }
                        out += ": "
                    } else if let label = field.label {
                        out += label + ": "
                    }
                    guard append(field.value, to: &out, stopAfter: limit) else { return false }
                }
                if composite.elided > 0 {
                    out += (composite.fields.isEmpty ? "" : ", ") + Self.elisionMarker(composite.elided)
                }
                out += close
            }
        }
        return out.utf8.count <= limit
    }
}

/// `text` as a Swift string literal: quoted, with quotes, backslashes and control characters
/// escaped, so invisible differences (a tab, a trailing `\r`) become visible.
func diagnosticQuoted(_ text: some StringProtocol) -> String {
    "\"" + diagnosticEscaped(text) + "\""
}

/// The inside of `diagnosticQuoted(text)`.
func diagnosticEscaped(_ text: some StringProtocol) -> String {
    // Most texts need no escape: return them without rebuilding them scalar by scalar.
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
        return String(text)
    }
    var out = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\0": out += "\\0"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out
}
