import Foundation

/// Changes a configuration's colour, like `UIConfigurationColorTransformer`. The system ones
/// return the colour unchanged in the model, which draws nothing. Two transformers are equal
/// only when one is a copy of the other.
public struct ConfigurationColorTransformer: Hashable, Sendable {
    private let identity: String
    private let transform: @Sendable (Color) -> Color

    /// A transformer running `transform`.
    public init(_ transform: @escaping @Sendable (Color) -> Color) {
        identity = UUID().uuidString
        self.transform = transform
    }

    private init(system name: String) {
        identity = name
        transform = { $0 }
    }

    /// The colour `transform` makes of `input`.
    public func callAsFunction(_ input: Color) -> Color { transform(input) }

    /// Grey of the same brightness (unchanged in the model).
    public static let grayscale = ConfigurationColorTransformer(system: "grayscale")
    /// The tint colour (unchanged in the model).
    public static let preferredTint = ConfigurationColorTransformer(system: "preferredTint")
    /// A single tint (unchanged in the model).
    public static let monochromeTint = ConfigurationColorTransformer(system: "monochromeTint")

    /// Whether one is a copy of the other (or both the same system transformer).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
