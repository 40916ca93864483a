/// A screen orientation (`UIInterfaceOrientation`).
public enum InterfaceOrientation: Int, Hashable, Sendable {
    /// Unknown.
    case unknown
    /// Portrait, home button at the bottom.
    case portrait
    /// Portrait, upside down.
    case portraitUpsideDown
    /// Landscape, home side on the left.
    case landscapeLeft
    /// Landscape, home side on the right.
    case landscapeRight

    /// Whether this is a portrait orientation.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether this is a landscape orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of orientations (`UIInterfaceOrientationMask`).
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// A mask from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Portrait.
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape left.
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape right.
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    /// Portrait upside down.
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscapes.
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: InterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// Every orientation but upside down.
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
