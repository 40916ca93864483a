import Foundation

/// Colours at locations along a gradient, CoreGraphics' `CGGradient` (stored; drawing one into a
/// `CGContext` records it).
public final class CGGradient: Equatable, Sendable {
    /// The colours, in order.
    public let colors: [CGColor]
    /// Where each colour sits, 0...1; nil spreads them evenly.
    public let locations: [CGFloat]?

    /// A gradient of `colors` (`CGColor`s; anything else is skipped) at `locations`.
    public init?(colorsSpace space: CGColorSpace?, colors: [Any], locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty else { return nil }
        self.colors = cgColors
        self.locations = locations.map { Array(UnsafeBufferPointer(start: $0, count: cgColors.count)) }
    }

    /// A gradient of `colors` at `locations` (nil: evenly spread).
    public init(colors: [CGColor], locations: [CGFloat]?) {
        self.colors = colors
        self.locations = locations
    }

    /// Equal when colours and locations are.
    public static func == (lhs: CGGradient, rhs: CGGradient) -> Bool {
        lhs.colors == rhs.colors && lhs.locations == rhs.locations
    }
}

/// Whether a drawn gradient extends beyond its end points, CoreGraphics' `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Extends the first colour before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Extends the last colour after the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
