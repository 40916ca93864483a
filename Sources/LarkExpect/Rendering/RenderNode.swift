import Foundation

/// A value's structure, captured once through `Mirror`, so that laying it out and comparing it
/// with another never reflect on the value again (and never follow a reference cycle).
indirect enum RenderNode: Hashable {
    /// Text shown as is: numbers, `nil`, enum cases without payload, self-described values.
    case scalar(String)
    /// A string, character or substring, shown quoted; `elided` characters were cut off.
    case text(String, elided: Int)
    case composite(CompositeNode)
    /// An object already being rendered further up: shown, never followed.
    case cycle(typeName: String)
    /// What lies beyond the depth or size budget.
    case truncated
}

/// A value made of parts.
struct CompositeNode: Hashable {
    enum Kind: Hashable {
        /// A struct or class instance: `Name(label: value, ...)`.
        case structure(typeName: String)
        case tuple
        case enumCase(typeName: String, caseName: String)
        case array
        /// Elements sorted by their rendering, so the order is stable from run to run.
        case set
        /// Entries sorted by the rendering of their keys.
        case dictionary
    }

    var kind: Kind
    var fields: [RenderField]
    /// Elements past the element cap, shown as `… (N more)`.
    var elided = 0
}

/// One part of a composite: a labelled field, a tuple element, an element or an entry.
struct RenderField: Hashable {
    /// The field or tuple label; nil for unlabelled parts and collection elements.
    var label: String?
    /// The key, for dictionary entries.
    var key: RenderNode?
    var value: RenderNode
}

/// Lets the builder see through optionals of any depth without `Optional(...)` noise.
private protocol RenderableOptional {
    var renderedWrapped: Any? { get }
}

extension Optional: RenderableOptional {
    fileprivate var renderedWrapped: Any? { map { $0 as Any } }
}

/// Turns values into `RenderNode`s within `RenderLimits`.
struct RenderNodeBuilder {
    let limits: RenderLimits
    private var budget: Int
    /// Objects on the path from the root to the value being built: a cycle is a revisit.
    private var ancestors: Set<ObjectIdentifier> = []
    /// What each type turned out to be, so the elements of a large collection of structures
    /// skip the dozen failing casts that found it out.
    private var knownTypes: [ObjectIdentifier: TypeKind] = [:]

    private enum TypeKind {
        /// Optionals and the types `leafNode` renders.
        case leaf
        /// Types rendered by their own description.
        case described
        /// Types rendered through their mirror.
        case structured
    }

    init(limits: RenderLimits) {
        self.limits = limits
        budget = limits.compositeBudget
    }

    mutating func node(for value: Any?, depth: Int = 0) -> RenderNode {
        guard var value else { return .scalar("nil") }
        // The commonest elements first: a cast to a concrete type is far cheaper than one to a
        // protocol, and large collections are mostly made of these.
        if let integer = value as? Int { return .scalar(String(integer)) }
        if let string = value as? String { return text(string) }
        let typeID = ObjectIdentifier(type(of: value))
        let kind = knownTypes[typeID]
        if kind == nil || kind == .leaf {
            while let optional = value as? any RenderableOptional {
                guard let wrapped = optional.renderedWrapped else { return .scalar("nil") }
                value = wrapped
            }
            if let leaf = leafNode(for: value) {
                knownTypes[typeID] = .leaf
                return leaf
            }
        }
        guard depth < limits.maxDepth, budget > 0 else { return .truncated }
        budget -= 1
        let mirror = Mirror(reflecting: value)
        let valueKind = ObjectIdentifier(type(of: value))
        switch mirror.displayStyle {
        case .collection?, .set?, .dictionary?, .tuple?, .optional?:
            break  // the standard library's descriptions of these are what a structure improves on
        default:
            guard knownTypes[valueKind] != .structured else { break }
            if let described = selfDescription(of: value) {
                knownTypes[valueKind] = .described
                return .scalar(described)
            }
            knownTypes[valueKind] = .structured
        }
        return compositeNode(for: value, mirror: mirror, depth: depth)
    }

    /// Values that read best as a single literal-like token.
    private func leafNode(for value: Any) -> RenderNode? {
        switch value {
        case let string as String: return text(string)
        case let substring as Substring: return text(String(substring))
        case let character as Character: return text(String(character))
        case let bool as Bool: return .scalar(bool ? "true" : "false")
        case let integer as any BinaryInteger: return .scalar(String(describing: integer))
        case let number as any FloatingPoint: return .scalar(String(describing: number))
        case let date as Date:
            // Whole seconds read best; fractions are kept when present, so that two dates a few
            // milliseconds apart do not render alike.
            let fractional = date.timeIntervalSinceReferenceDate.rounded(.down) != date.timeIntervalSinceReferenceDate
            return .scalar(date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: fractional)))
        case let url as URL: return .scalar(url.absoluteString)
        case let uuid as UUID: return .scalar(uuid.uuidString)
        case let decimal as Decimal: return .scalar(decimal.description)
        case let data as Data: return .scalar(Self.describe(data))
        case let type as any Any.Type: return .scalar(String(describing: type) + ".self")
        default: return nil
        }
    }

    private func text(_ string: String) -> RenderNode {
        guard string.count > limits.maxStringLength else { return .text(string, elided: 0) }
        return .text(String(string.prefix(limits.maxStringLength)), elided: string.count - limits.maxStringLength)
    }

    /// A few bytes in hex (short data is usually a fixture worth reading), else the size.
    private static func describe(_ data: Data) -> String {
        let size = data.count == 1 ? "1 byte" : "\(diagnosticGroupedDigits(data.count)) bytes"
        guard data.count > 0, data.count <= 16 else { return "Data(\(size))" }
        let hex = data.map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "Data(\(size): \(hex.joined()))"
    }

    private mutating func compositeNode(for value: Any, mirror: Mirror, depth: Int) -> RenderNode {
        switch mirror.displayStyle {
        case .collection?:
            let shown = mirror.children.prefix(limits.maxElements).map {
                RenderField(value: node(for: $0.value, depth: depth + 1))
            }
            return .composite(CompositeNode(kind: .array, fields: shown, elided: mirror.children.count - shown.count))
        case .set?:
            return sortedComposite(kind: .set, mirror.children.map { RenderField(value: node(for: $0.value, depth: depth + 1)) })
        case .dictionary?:
            let entries = mirror.children.map { entry -> RenderField in
                let pair = Array(Mirror(reflecting: entry.value).children)
                guard pair.count == 2 else { return RenderField(value: node(for: entry.value, depth: depth + 1)) }
                return RenderField(key: node(for: pair[0].value, depth: depth + 1), value: node(for: pair[1].value, depth: depth + 1))
            }
            return sortedComposite(kind: .dictionary, entries)
        case .tuple?:
            return .composite(CompositeNode(kind: .tuple, fields: fields(of: mirror, depth: depth)))
        case .enum?:
            return enumNode(for: value, mirror: mirror, depth: depth)
        default:
            return structureNode(for: value, mirror: mirror, depth: depth)
        }
    }

    private mutating func fields(of mirror: Mirror, depth: Int) -> [RenderField] {
        mirror.children.map { child in
            RenderField(label: Self.meaningfulLabel(child.label), value: node(for: child.value, depth: depth + 1))
        }
    }

    /// Tuples label unlabelled elements `.0`, `.1`, ...: those are positions, not names.
    private static func meaningfulLabel(_ label: String?) -> String? {
        guard let label, !label.hasPrefix(".") else { return nil }
        return label
    }

    private mutating func sortedComposite(kind: CompositeNode.Kind, _ all: [RenderField]) -> RenderNode {
        let renderer = RenderLayout(lineWidth: .max)
        let sorted = all
            .map { field in (renderer.flat(field.key ?? field.value), field) }
            .sorted { $0.0 < $1.0 }
            .map(\.1)
        let shown = Array(sorted.prefix(limits.maxElements))
        return .composite(CompositeNode(kind: kind, fields: shown, elided: sorted.count - shown.count))
    }

    private mutating func enumNode(for value: Any, mirror: Mirror, depth: Int) -> RenderNode {
        let typeName = String(describing: type(of: value))
        guard let payload = mirror.children.first, let caseName = payload.label else {
            return .composite(CompositeNode(kind: .enumCase(typeName: typeName, caseName: String(describing: value)), fields: []))
        }
        let payloadMirror = Mirror(reflecting: payload.value)
        let fields = payloadMirror.displayStyle == .tuple
            ? self.fields(of: payloadMirror, depth: depth)
            : [RenderField(value: node(for: payload.value, depth: depth + 1))]
        return .composite(CompositeNode(kind: .enumCase(typeName: typeName, caseName: caseName), fields: fields))
    }

    private mutating func structureNode(for value: Any, mirror: Mirror, depth: Int) -> RenderNode {
        let typeName = String(describing: type(of: value))
        guard mirror.displayStyle == .class else {
            if mirror.displayStyle == nil, mirror.children.isEmpty { return .scalar(String(describing: value)) }
            return .composite(CompositeNode(kind: .structure(typeName: typeName), fields: fields(of: mirror, depth: depth)))
        }
        let identity = ObjectIdentifier(value as AnyObject)
        guard ancestors.insert(identity).inserted else { return .cycle(typeName: typeName) }
        defer { ancestors.remove(identity) }
        var chain = [mirror]
        while let superclass = chain.last?.superclassMirror { chain.append(superclass) }
        let all = chain.reversed().flatMap { fields(of: $0, depth: depth) }
        return .composite(CompositeNode(kind: .structure(typeName: typeName), fields: all))
    }

    /// A type's own description, when it has one worth more than its structure. NSObject's
    /// default (`<Module.Name: 0x...>`) names an address, not a value, so structure wins there.
    private func selfDescription(of value: Any) -> String? {
        let text: String
        if let custom = value as? any TestOutputStringConvertible {
            text = custom.testDescription
        } else if let debug = value as? any CustomDebugStringConvertible {
            text = debug.debugDescription
        } else if let plain = value as? any CustomStringConvertible {
            text = plain.description
        } else {
            return nil
        }
        if text.hasPrefix("<"), text.contains(": 0x") { return nil }
        return text
    }
}

/// `9990` as `9,990`: counts in elision markers are read at a glance.
func diagnosticGroupedDigits(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var out = ""
    for (offset, digit) in digits.enumerated() {
        if offset > 0, (digits.count - offset) % 3 == 0 { out.append(",") }
        out.append(digit)
    }
    return number < 0 ? "-" + out : out
}
