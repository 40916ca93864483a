import Foundation

/// A bitmap image's shape, CoreGraphics' `CGImage`: its pixel size and nothing else (no pixels
/// exist in the model).
public final class CGImage: Hashable, Sendable, CustomStringConvertible {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bits per colour component (8, as most bitmaps).
    public let bitsPerComponent: Int
    /// Bits per pixel (32: four 8-bit components).
    public let bitsPerPixel: Int

    /// Creates an image of the given pixel size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        bitsPerComponent = 8
        bitsPerPixel = 32
    }

    /// Bytes per row of pixels.
    public var bytesPerRow: Int { width * bitsPerPixel / 8 }
    /// How the pixels store alpha: premultiplied, last, as the model's renderers make them.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
    /// The pixel layout: the platform's byte order with `alphaInfo`.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }
    /// The colour space of the pixels: device RGB for every image, as the model's renderers and
    /// bitmap contexts all make RGB images (the space a context was created with is not kept).
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }

    /// The part of the image inside `rect` (in pixels), nil when they do not overlap.
    public func cropping(to rect: CGRect) -> CGImage? {
        let cropped = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !cropped.isNull, !cropped.isEmpty else { return nil }
        return CGImage(width: Int(cropped.width), height: Int(cropped.height))
    }

    /// Images are equal only when they are the same object, as CoreGraphics compares them.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// For example `CGImage(40×30)`.
    public var description: String { "CGImage(\(width)×\(height))" }
}
