import Foundation
import LarkRuntime

/// Every image identity handed out so far: the next fresh one, and those cached by name.
private struct ImageIdentities {
    var next: UInt64 = 1
    var named: [String: UInt64] = [:]

    mutating func fresh() -> UInt64 {
        defer { next += 1 }
        return next
    }
}

private let imageIdentities = Locked(ImageIdentities())

/// An image with identity semantics, the model's stand-in for `UIImage` (a class, as in UIKit).
///
/// Two images are equal only when they are the same image, as UIKit's pointer comparison of
/// `UIImage` objects. `Image(named:)` and `Image(systemName:)` cache by name for the whole
/// process, like UIKit's image cache, so asking twice for the same name gives equal images;
/// `Image(size:)` makes a new identity on every call. No pixels exist. The failable
/// initialisers keep UIKit's signatures but never fail: Linux has no asset catalogue, and an
/// app's own assets always exist on iOS.
public final class Image: Hashable, Sendable, CustomStringConvertible, _ExpressibleByImageLiteral {
    private let identity: UInt64
    /// The asset or symbol name, if the image was created by name.
    public let name: String?
    /// Whether the image is a system symbol (`Image(systemName:)`).
    public let isSymbolImage: Bool
    /// The nominal size in points.
    public let size: CGSize
    /// The nominal scale factor.
    public let scale: CGFloat
    /// How the image is drawn: as is, or as a template tinted by the view.
    public let renderingMode: RenderingMode
    /// The tint colour given by `withTintColor(_:)`, if any.
    public let tintColor: Color?
    /// The symbol configuration given by `withConfiguration(_:)`, if any.
    public let symbolConfiguration: SymbolConfiguration?
    /// Insets that define the image's alignment rectangle.
    public let alignmentRectInsets: EdgeInsets
    /// The cap insets of a resizable image.
    public let capInsets: EdgeInsets

    /// How an image is drawn (`UIImage.RenderingMode`).
    public enum RenderingMode: Int, Hashable, Sendable {
        /// The context decides.
        case automatic
        /// Drawn as is.
        case alwaysOriginal
        /// Drawn as a template in the tint colour.
        case alwaysTemplate
    }

    /// How a resizable image fills (`UIImage.ResizingMode`).
    public enum ResizingMode: Int, Hashable, Sendable {
        /// Tiles the middle.
        case tile
        /// Stretches the middle.
        case stretch
    }

    /// A symbol's drawing configuration (`UIImage.SymbolConfiguration`).
    public struct SymbolConfiguration: Hashable, Sendable {
        /// The point size, if given.
        public var pointSize: CGFloat?
        /// The weight, if given.
        public var weight: Font.Weight?
        /// The text style, if given.
        public var textStyle: Font.TextStyle?
        /// The scale, if given.
        public var scale: SymbolScale?
        /// A configuration of a point size and optional weight and scale.
        public init(pointSize: CGFloat, weight: Font.Weight = .regular, scale: SymbolScale = .default) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }
        /// A configuration of a weight.
        public init(weight: Font.Weight) { self.weight = weight }
        /// A configuration of a scale.
        public init(scale: SymbolScale) { self.scale = scale }
        /// A configuration matching a text style.
        public init(textStyle: Font.TextStyle, scale: SymbolScale = .default) {
            self.textStyle = textStyle
            self.scale = scale
        }
        /// A configuration matching a font.
        public init(font: Font, scale: SymbolScale = .default) {
            pointSize = font.pointSize
            weight = font.weight
            self.scale = scale
        }
    }

    /// A symbol's scale relative to text (`UIImage.SymbolScale`).
    public enum SymbolScale: Int, Hashable, Sendable {
        /// The default scale.
        case `default` = -1
        /// Unspecified.
        case unspecified = 0
        /// Small.
        case small = 1
        /// Medium.
        case medium = 2
        /// Large.
        case large = 3
    }

    private init(identity: UInt64, name: String?, isSymbol: Bool, size: CGSize, scale: CGFloat,
                 renderingMode: RenderingMode = .automatic, tintColor: Color? = nil,
                 symbolConfiguration: SymbolConfiguration? = nil, alignmentRectInsets: EdgeInsets = .zero,
                 capInsets: EdgeInsets = .zero) {
        self.identity = identity
        self.name = name
        isSymbolImage = isSymbol
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        self.tintColor = tintColor
        self.symbolConfiguration = symbolConfiguration
        self.alignmentRectInsets = alignmentRectInsets
        self.capInsets = capInsets
    }

    /// A new, distinct image of the given nominal size.
    public convenience init(size: CGSize = CGSize(width: 1, height: 1), scale: CGFloat = 1) {
        self.init(identity: imageIdentities.withLock { $0.fresh() }, name: nil, isSymbol: false, size: size, scale: scale)
    }

    /// A new, empty image (zero size), as `UIImage()`.
    public convenience init() {
        self.init(size: .zero)
    }

    /// The image named `name`; every call with the same name returns an equal image.
    public convenience init?(named name: String) {
        self.init(cachedName: name, isSymbol: false)
    }

    /// The image named `name` in `bundle`; as `init?(named:)`.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        self.init(cachedName: name, isSymbol: false)
    }

    /// The image named `name` with a symbol configuration; as `init?(named:)`.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: SymbolConfiguration?) {
        self.init(cachedName: name, isSymbol: false)
    }

    /// The system symbol named `name`; cached by name like `init?(named:)`.
    public convenience init?(systemName name: String) {
        self.init(cachedName: name, isSymbol: true)
    }

    /// The system symbol named `name` with a configuration.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(cachedName: name, isSymbol: true)
    }

    /// The system symbol named `name`, for `traitCollection`.
    public convenience init?(systemName name: String, compatibleWith traitCollection: TraitCollection?) {
        self.init(cachedName: name, isSymbol: true)
    }

    /// An image from encoded data; the model decodes nothing, so any non-empty data gives a new
    /// 1×1 image and empty data gives nil.
    public convenience init?(data: Data) {
        guard !data.isEmpty else { return nil }
        self.init(size: CGSize(width: 1, height: 1))
    }

    /// An image from encoded data at a scale; see `init?(data:)`.
    public convenience init?(data: Data, scale: CGFloat) {
        guard !data.isEmpty else { return nil }
        self.init(size: CGSize(width: 1, height: 1), scale: scale)
    }

    /// An image from a file: nil when the file does not exist.
    public convenience init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.init(size: CGSize(width: 1, height: 1))
    }

    /// An image of a Core Graphics image's size.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage`'s pixels at `scale` (the orientation is not modelled).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(size: CGSize(width: CGFloat(cgImage.width) / max(scale, 1), height: CGFloat(cgImage.height) / max(scale, 1)), scale: scale)
    }

    /// An image from an image literal (`#imageLiteral(resourceName:)`).
    public convenience init(imageLiteralResourceName name: String) {
        self.init(cachedName: name, isSymbol: false)
    }

    private convenience init(cachedName name: String, isSymbol: Bool) {
        let key = (isSymbol ? "system:" : "asset:") + name
        let identity = imageIdentities.withLock { identities in
            if let existing = identities.named[key] { return existing }
            let fresh = identities.fresh()
            identities.named[key] = fresh
            return fresh
        }
        self.init(identity: identity, name: name, isSymbol: isSymbol, size: CGSize(width: 1, height: 1), scale: 1)
    }

    /// A variant of this image, a distinct image as in UIKit.
    private func variant(renderingMode: RenderingMode? = nil, tintColor: Color? = nil, configuration: SymbolConfiguration? = nil,
                         alignmentRectInsets: EdgeInsets? = nil, capInsets: EdgeInsets? = nil) -> Image {
        Image(identity: imageIdentities.withLock { $0.fresh() }, name: name, isSymbol: isSymbolImage, size: size, scale: scale,
              renderingMode: renderingMode ?? self.renderingMode, tintColor: tintColor ?? self.tintColor,
              symbolConfiguration: configuration ?? symbolConfiguration,
              alignmentRectInsets: alignmentRectInsets ?? self.alignmentRectInsets, capInsets: capInsets ?? self.capInsets)
    }

    /// The image drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image { variant(renderingMode: renderingMode) }
    /// The image tinted with `color` (drawn as original).
    public func withTintColor(_ color: Color) -> Image { variant(renderingMode: .alwaysOriginal, tintColor: color) }
    /// The image tinted with `color` in `renderingMode`.
    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
        variant(renderingMode: renderingMode, tintColor: color)
    }
    /// The image with a symbol configuration.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image { variant(configuration: configuration) }
    /// The image with alignment insets.
    public func withAlignmentRectInsets(_ insets: EdgeInsets) -> Image { variant(alignmentRectInsets: insets) }
    /// A resizable image with cap insets.
    public func resizableImage(withCapInsets insets: EdgeInsets) -> Image { variant(capInsets: insets) }
    /// A resizable image with cap insets and a resizing mode.
    public func resizableImage(withCapInsets insets: EdgeInsets, resizingMode: ResizingMode) -> Image { variant(capInsets: insets) }
    /// The image flipped for right-to-left layouts (the model keeps it as is).
    public func imageFlippedForRightToLeftLayoutDirection() -> Image { self }
    /// The image mirrored horizontally (the model keeps it as is).
    public func withHorizontallyFlippedOrientation() -> Image { self }

    /// The bitmap's shape: the size in pixels (`size` × `scale`); nil for a symbol image, which
    /// has no bitmap in UIKit either.
    public var cgImage: CGImage? {
        isSymbolImage ? nil : CGImage(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    }

    /// The image's orientation: always `.up`, since the model makes no photos.
    public var imageOrientation: Orientation { .up }

    /// How an image's pixels are turned (`UIImage.Orientation`).
    public enum Orientation: Int, Hashable, Sendable {
        /// As stored.
        case up
        /// Turned 180°.
        case down
        /// Turned 90° anticlockwise.
        case left
        /// Turned 90° clockwise.
        case right
        /// Mirrored.
        case upMirrored
        /// Turned 180° and mirrored.
        case downMirrored
        /// Turned anticlockwise and mirrored.
        case leftMirrored
        /// Turned clockwise and mirrored.
        case rightMirrored
    }

    /// The image as PNG data: deterministic bytes naming the image (there are no pixels).
    public func pngData() -> Data? { Data("PNG \(description) \(size.width)x\(size.height)@\(scale)".utf8) }
    /// The image as JPEG data: deterministic bytes naming the image (there are no pixels).
    public func jpegData(compressionQuality: CGFloat) -> Data? { Data("JPEG \(description) \(size.width)x\(size.height)@\(scale)".utf8) }

    /// Equal only when both are the same image (one identity).
    public static func == (lhs: Image, rhs: Image) -> Bool { lhs.identity == rhs.identity }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }

    /// For example `Image(named: "turtle")`, `Image(systemName: "star")` or `Image#7`.
    public var description: String {
        guard let name else { return "Image#\(identity)" }
        return isSymbolImage ? "Image(systemName: \"\(name)\")" : "Image(named: \"\(name)\")"
    }
}
