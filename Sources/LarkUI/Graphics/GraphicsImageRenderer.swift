import Foundation

/// Makes images from drawing code, UIKit's `UIGraphicsImageRenderer`.
///
/// The drawing closure runs at once with a recording `CGContext` made current (so
/// `BezierPath.fill()` and `Color.setFill()` record into it); the result is an `Image` of the
/// renderer's size and the format's scale. `lastOperations` keeps what the last call drew.
/// `pngData`/`jpegData` return deterministic bytes: the format's signature, then a text header
/// with the pixel size and a checksum of the recorded operations.
open class GraphicsImageRenderer {
    /// The drawing closure's type.
    public typealias DrawingActions = (GraphicsImageRendererContext) -> Void

    /// The format, its `bounds` set to this renderer's.
    public let format: GraphicsImageRendererFormat
    /// Whether the renderer produces images (always true).
    open var allowsImageOutput: Bool { true }
    /// What the last `image`, `pngData` or `jpegData` call drew.
    public private(set) var lastOperations: [CGContext.Operation] = []

    /// A renderer for images of `size` points, in the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer for images of `size` points, in `format`.
    public convenience init(size: CGSize, format: GraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for `bounds`, in the default format; drawing at `bounds.origin` lands at the
    /// image's top-left.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer for `bounds`, in (a copy of) `format`.
    public init(bounds: CGRect, format: GraphicsImageRendererFormat) {
        let adopted = format.copied()
        adopted.bounds = bounds
        self.format = adopted
    }

    /// Runs `actions` and returns an image of the renderer's size and scale.
    open func image(actions: DrawingActions) -> Image {
        draw(actions)
        return Image(size: format.bounds.size, scale: format.scale)
    }

    /// Runs `actions` and returns PNG-like bytes (see the type's documentation).
    open func pngData(actions: DrawingActions) -> Data {
        draw(actions)
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + header
    }

    /// Runs `actions` and returns JPEG-like bytes (see the type's documentation).
    open func jpegData(withCompressionQuality quality: CGFloat, actions: DrawingActions) -> Data {
        draw(actions)
        return Data([0xFF, 0xD8, 0xFF]) + header + Data(" q\(formatted(quality))".utf8) + Data([0xFF, 0xD9])
    }

    private func draw(_ actions: DrawingActions) {
        let context = CGContext(size: format.bounds.size)
        if format.bounds.origin != .zero {
            context.translateBy(x: -format.bounds.origin.x, y: -format.bounds.origin.y)
            context.removeAllOperations()
        }
        let rendererContext = GraphicsImageRendererContext(cgContext: context, format: format)
        GraphicsContext.withCurrent(context) { actions(rendererContext) }
        lastOperations = context.operations
    }

    /// The pixel size and a 64-bit FNV-1a checksum of the recorded operations' descriptions.
    private var header: Data {
        var checksum: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in lastOperations.map(\.description).joined(separator: "\n").utf8 {
            checksum = (checksum ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let width = Int((format.bounds.width * format.scale).rounded(.up))
        let height = Int((format.bounds.height * format.scale).rounded(.up))
        return Data("LarkImage \(width)x\(height) \(String(checksum, radix: 16))".utf8)
    }
}
