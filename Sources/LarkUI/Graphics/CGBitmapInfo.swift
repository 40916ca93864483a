/// How a bitmap lays out its pixels, CoreGraphics' `CGBitmapInfo`: byte order and float flags,
/// with a `CGImageAlphaInfo` in its low bits. Accepted by the bitmap `CGContext` initialiser
/// through its raw value, and stored nowhere (the model keeps no pixels).
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates bitmap info from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The bits that hold a `CGImageAlphaInfo`.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits of the float flags.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// Components are floats.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits of the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The platform's byte order.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little-endian.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}
