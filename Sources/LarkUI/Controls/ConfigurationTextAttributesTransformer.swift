import Foundation

/// Changes the attributes of a configuration's text, like
/// `UIConfigurationTextAttributesTransformer`: a button configuration applies it to its title.
/// Two transformers are equal only when one is a copy of the other (closures cannot be compared).
public struct ConfigurationTextAttributesTransformer: Hashable, Sendable {
    private let identity = UUID()
    private let transform: @Sendable (AttributeContainer) -> AttributeContainer

    /// A transformer running `transform`.
    public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    /// The attributes `transform` makes of `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }

    /// Whether one is a copy of the other.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
