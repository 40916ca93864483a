import Foundation

/// A font description (name, size, weight), the model's stand-in for `UIFont`. Nothing is rendered.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// Stroke weights, as UIKit names them.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        /// Ultra light.
        case ultraLight
        /// Thin.
        case thin
        /// Light.
        case light
        /// Regular (the default).
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
        /// Black.
        case black
    }

    /// The name used for the system font.
    public static let systemFontName = ".SystemFont"

    /// The font's name (`systemFontName` for the system font).
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight

    /// A named font. Unlike `UIFont(name:size:)` this never fails: the model has no font files.
    public init(name: String, size: CGFloat, weight: Weight = .regular) {
        fontName = name
        pointSize = size
        self.weight = weight
    }

    /// The system font at the given size and weight.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(name: systemFontName, size: size, weight: weight)
    }

    /// The bold system font at the given size.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        systemFont(ofSize: size, weight: .bold)
    }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> Font {
        Font(name: fontName, size: size, weight: weight)
    }

    /// Whether this is the system font.
    public var isSystemFont: Bool { fontName == Font.systemFontName }

    /// For example `Font(system 17 regular)` or `Font("Avenir" 12 regular)`.
    public var description: String {
        let name = isSystemFont ? "system" : "\"\(fontName)\""
        return "Font(\(name) \(compactNumber(pointSize)) \(weight.rawValue))"
    }
}
