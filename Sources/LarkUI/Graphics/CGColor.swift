import Foundation

/// An immutable colour, CoreGraphics' `CGColor`: components in a colour space, alpha last.
///
/// Unlike CoreGraphics, two colours are equal when their spaces' models and components are,
/// whoever created them (CoreGraphics' `==` is `CGColorEqualToColor`, which compares the same way
/// within one space).
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour components, alpha last (`[red, green, blue, alpha]` or `[gray, alpha]`).
    public let components: [CGFloat]?
    /// The colour space.
    public let colorSpace: CGColorSpace?

    /// Creates an RGB colour; components are 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        colorSpace = CGColorSpace(name: CGColorSpace.sRGB)
    }

    /// Creates an sRGB colour; components are 0...1.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a grey colour.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
        colorSpace = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)
    }

    /// Creates a colour in `space` from its components, alpha last; nil when the count does not
    /// match the space.
    public init?(colorSpace space: CGColorSpace, components values: [CGFloat]) {
        guard values.count == space.numberOfComponents + 1 else { return nil }
        components = values
        colorSpace = space
    }

    /// The opacity, the last component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The same colour with another opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var values = components, let space = colorSpace, !values.isEmpty else { return nil }
        values[values.count - 1] = alpha
        return CGColor(colorSpace: space, components: values)
    }

    /// A copy of this colour.
    public func copy() -> CGColor? { self }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Equal when the spaces' models and all components are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace?.model == rhs.colorSpace?.model && lhs.components == rhs.components
    }

    /// Hashes the model and components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace?.model)
        hasher.combine(components)
    }

    /// For example `CGColor(red: 1, green: 0, blue: 0, alpha: 1)` or `CGColor(gray: 0, alpha: 1)`.
    public var description: String {
        let values = (components ?? []).map { formatted($0) }
        if values.count == 2 { return "CGColor(gray: \(values[0]), alpha: \(values[1]))" }
        if values.count == 4 {
            return "CGColor(red: \(values[0]), green: \(values[1]), blue: \(values[2]), alpha: \(values[3]))"
        }
        return "CGColor(\(values.joined(separator: ", ")))"
    }
}

/// `1` for 1.0, `0.5` for 0.5: descriptions without trailing ".0".
func formatted(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
}
