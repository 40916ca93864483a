/// Which corners `CALayer.cornerRadius` rounds, Core Animation's `CACornerMask` (stored only).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at minimum x and y (top-left on a y-down screen).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at maximum x, minimum y (top-right).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at minimum x, maximum y (bottom-left).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at maximum x and y (bottom-right).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
