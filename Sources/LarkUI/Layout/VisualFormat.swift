import Foundation

/// A format string of Apple's Visual Format Language, parsed: an axis, views with size
/// predicates, and the connections between them and to the superview's edges.
@MainActor
struct VisualFormat {
    /// One relation of a predicate: to a constant or to another view's length, at a priority.
    struct Predicate {
        enum Object {
            case constant(CGFloat)
            case view(View)
        }

        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: LayoutPriority
    }

    /// The space between two neighbours: none (`[a][b]`), the standard space (`-`), or predicates.
    enum Connection {
        case adjacent
        case standard
        case predicates([Predicate])
    }

    /// A failure to parse, with where it happened.
    struct ParseError: Error {
        var reason: String
        var position: Int
    }

    var isVertical = false
    var leadingEdge: Connection?
    var views: [(view: View, predicates: [Predicate])] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    var trailingEdge: Connection?

    /// Parses `format` with names looked up in `metrics` and `views`.
    init(parsing format: String, metrics: [String: Any], views named: [String: Any]) throws(ParseError) {
        var parser = Parser(text: Array(format.filter { !$0.isWhitespace }), metrics: metrics, views: named)
        try parser.parse(into: &self)
    }

    private struct Parser {
        let text: [Character]
        let metrics: [String: Any]
        let views: [String: Any]
        var index = 0

        var next: Character? { index < text.count ? text[index] : nil }

        func fail(_ reason: String) -> ParseError { ParseError(reason: reason, position: index) }

        mutating func take(_ character: Character) -> Bool {
            guard next == character else { return false }
            index += 1
            return true
        }

        mutating func expect(_ character: Character) throws(ParseError) {
            guard take(character) else { throw fail("Expected '\(character)'") }
        }

        mutating func parse(into format: inout VisualFormat) throws(ParseError) {
            if text.count >= 2, text[1] == ":" {
                switch text[0] {
                case "H": format.isVertical = false
                case "V": format.isVertical = true
                default: throw fail("Expected 'H' or 'V' before ':'")
                }
                index = 2
            }
            if take("|") { format.leadingEdge = try connection() }
            guard next == "[" else { throw fail("Expected a view") }
            format.views.append(try view())
            while let character = next {
                let joint = try connection()
                if character == "|" || (next == "|" && joint != nil) {
                    try expect("|")
                    format.trailingEdge = joint ?? .adjacent
                    break
                }
                guard next == "[" else { throw fail(next == nil ? "Expected a view or '|' at the end" : "Expected a view") }
                format.connections.append(joint ?? .adjacent)
                format.views.append(try view())
            }
            guard next == nil else { throw fail("Unexpected '\(next!)' after the end of the format") }
        }

        /// A connection before a view or `|`: nil when there is none (the neighbours touch).
        mutating func connection() throws(ParseError) -> Connection? {
            guard take("-") else { return nil }
            if next == "[" || next == "|" { return .standard }
            let predicates: [Predicate]
            if take("(") {
                predicates = try predicateList()
            } else {
                predicates = [Predicate(relation: .equal, object: .constant(try constant()), priority: .required)]
            }
            try expect("-")
            for predicate in predicates {
                if case .view = predicate.object { throw fail("A view cannot stand for a spacing") }
            }
            return .predicates(predicates)
        }

        mutating func view() throws(ParseError) -> (view: View, predicates: [Predicate]) {
            try expect("[")
            let start = index
            let name = identifier()
            guard !name.isEmpty else { throw fail("Expected a view name") }
            guard let view = views[name] as? View else {
                index = start
                throw fail("\(name) is not a key in the views dictionary")
            }
            var predicates: [Predicate] = []
            if take("(") { predicates = try predicateList() }
            try expect("]")
            return (view, predicates)
        }

        /// `predicate (, predicate)* )`, the opening parenthesis already taken.
        mutating func predicateList() throws(ParseError) -> [Predicate] {
            var list: [Predicate] = []
            repeat { list.append(try predicate()) } while take(",")
            try expect(")")
            return list
        }

        mutating func predicate() throws(ParseError) -> Predicate {
            var relation = NSLayoutConstraint.Relation.equal
            if take("=") {
                try expect("=")
            } else if take("<") {
                try expect("=")
                relation = .lessThanOrEqual
            } else if take(">") {
                try expect("=")
                relation = .greaterThanOrEqual
            }
            let object: Predicate.Object
            if let character = next, character.isLetter || character == "_" {
                let start = index
                let name = identifier()
                if let value = metric(name) {
                    object = .constant(value)
                } else if let view = views[name] as? View {
                    object = .view(view)
                } else {
                    index = start
                    throw fail("\(name) is not a key in the metrics or views dictionaries")
                }
            } else {
                object = .constant(try constant())
            }
            var priority = LayoutPriority.required
            if take("@") {
                let value = try constant()
                guard (1...1000).contains(value) else { throw fail("A priority must be from 1 to 1000") }
                priority = LayoutPriority(Float(value))
            }
            return Predicate(relation: relation, object: object, priority: priority)
        }

        /// A number or a metric's name.
        mutating func constant() throws(ParseError) -> CGFloat {
            if let character = next, character.isLetter || character == "_" {
                let start = index
                let name = identifier()
                guard let value = metric(name) else {
                    index = start
                    throw fail("\(name) is not a key in the metrics dictionary")
                }
                return value
            }
            let start = index
            if next == "-" || next == "+" { index += 1 }
            while let character = next, character.isNumber || character == "." { index += 1 }
            guard let value = Double(String(text[start..<index])), value.isFinite else {
                index = start
                throw fail("Expected a number or a metric name")
            }
            return CGFloat(value)
        }

        mutating func identifier() -> String {
            let start = index
            while let character = next, character.isLetter || character.isNumber || character == "_" {
                if index == start, character.isNumber { break }
                index += 1
            }
            return String(text[start..<index])
        }

        func metric(_ name: String) -> CGFloat? { cgFloat(metrics[name]) }
    }
}
