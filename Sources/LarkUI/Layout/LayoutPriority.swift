import Foundation

/// The priority of a layout constraint, like `UILayoutPriority`: 1 to 1000, where 1000 is
/// required and anything lower is optional, satisfied as closely as the higher ones allow.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority as a number from 1 to 1000.
    public var rawValue: Float

    /// A priority with the given value.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority with the given value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the priority of compression resistance by default.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the priority of content hugging by default.
    public static let defaultLow = LayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting(_:)` uses for the target size.
    public static let fittingSizeLevel = LayoutPriority(50)
    /// 510: the priority UIKit gives a label's hugging when dragged in (kept for source compatibility).
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// 490: UIKit's `dragThatCannotResizeScene`.
    public static let dragThatCannotResizeScene = LayoutPriority(490)

    /// Compares by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by `rhs`.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// A priority lowered by `rhs`.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
    /// Raises a priority by `rhs`.
    public static func += (lhs: inout LayoutPriority, rhs: Float) { lhs.rawValue += rhs }
    /// Lowers a priority by `rhs`.
    public static func -= (lhs: inout LayoutPriority, rhs: Float) { lhs.rawValue -= rhs }

    /// The number, e.g. `750`.
    public var description: String { compactNumber(CGFloat(rawValue)) }

    /// Whether the priority is required (1000 or more).
    var isRequired: Bool { rawValue >= 1000 }

    /// The strength of an optional priority in the solver: its own level, so a higher priority
    /// wins over any number of lower ones (UIKit satisfies priorities from highest to lowest).
    var solverStrength: LinearSolver.Strength {
        LinearSolver.Strength(level: Double(min(max(rawValue, 0), 999.999)))
    }
}

extension LayoutPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A priority written as a literal, e.g. `999`.
    public init(floatLiteral value: Float) { self.init(value) }
    /// A priority written as a literal, e.g. `999`.
    public init(integerLiteral value: Int) { self.init(Float(value)) }
}
