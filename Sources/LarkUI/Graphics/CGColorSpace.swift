import Foundation

/// A colour space, CoreGraphics' `CGColorSpace`: a name and a component model, nothing more
/// (no colour management exists in the model).
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    /// The kind of components a colour space's colours have, CoreGraphics' `CGColorSpaceModel`.
    public enum Model: Int32, Hashable, Sendable {
        /// Unknown.
        case unknown = -1
        /// One grey component.
        case monochrome = 0
        /// Red, green and blue components.
        case rgb = 1
    }

    /// The space's name, for example `CGColorSpace.sRGB`.
    public let name: String?
    /// The component model.
    public let model: Model

    /// The number of colour components (alpha excluded).
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    /// The space named `name`: grey for a name containing "Gray", otherwise RGB.
    public init?(name: String) {
        self.name = name
        model = name.contains("Gray") ? .monochrome : .rgb
    }

    init(name: String, model: Model) {
        self.name = name
        self.model = model
    }

    /// The name of the sRGB space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of the extended sRGB space.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The name of the Display P3 space.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The name of the generic grey space.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The name of the linear grey space.
    public static let linearGray = "kCGColorSpaceLinearGray"

    static let deviceRGB = CGColorSpace(name: "kCGColorSpaceDeviceRGB", model: .rgb)
    static let deviceGray = CGColorSpace(name: "kCGColorSpaceDeviceGray", model: .monochrome)

    /// Equal when name and model are.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.model == rhs.model
    }

    /// Hashes the name and model.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }

    /// The space's name.
    public var description: String { "CGColorSpace(\(name ?? "unnamed"))" }
}

/// The device RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// The device grey colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
