import Foundation

/// A background's look, like `UIBackgroundConfiguration`: colour, corners, stroke, insets,
/// image or custom view. Stored: the model draws nothing; a button configuration carries one.
public struct BackgroundConfiguration: Hashable, Sendable {
    /// The fill colour (nil: the configuration's default, e.g. the tint for a filled button).
    public var backgroundColor: Color?
    /// Changes the fill colour.
    public var backgroundColorTransformer: ConfigurationColorTransformer?
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// The stroke colour (nil: none).
    public var strokeColor: Color?
    /// Changes the stroke colour.
    public var strokeColorTransformer: ConfigurationColorTransformer?
    /// The stroke's width.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background.
    public var strokeOutset: CGFloat = 0
    /// Room between the background and its view's edges.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// Edges whose insets also take the layout margins.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// An image shown in the background.
    public var image: Image?
    /// How the image fits.
    public var imageContentMode: View.ContentMode = .scaleToFill
    /// A view shown in the background.
    public var customView: View?
    /// A blur or vibrancy behind the background.
    public var visualEffect: VisualEffect?

    /// An empty background.
    public init() {}

    /// A clear background.
    public static func clear() -> BackgroundConfiguration { BackgroundConfiguration() }
    /// A list cell's background.
    public static func listCell() -> BackgroundConfiguration { BackgroundConfiguration() }
    /// A plain list's cell background.
    public static func listPlainCell() -> BackgroundConfiguration { BackgroundConfiguration() }
    /// A grouped list's cell background.
    public static func listGroupedCell() -> BackgroundConfiguration { BackgroundConfiguration() }
    /// A sidebar's cell background.
    public static func listSidebarCell() -> BackgroundConfiguration { BackgroundConfiguration() }
    /// A list header's background.
    public static func listHeader() -> BackgroundConfiguration { BackgroundConfiguration() }
    /// A list footer's background.
    public static func listFooter() -> BackgroundConfiguration { BackgroundConfiguration() }
    /// A plain list's header or footer background.
    public static func listPlainHeaderFooter() -> BackgroundConfiguration { BackgroundConfiguration() }
    /// A grouped list's header or footer background.
    public static func listGroupedHeaderFooter() -> BackgroundConfiguration { BackgroundConfiguration() }

    /// Whether both have the same values (views and effects by identity).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.backgroundColor == rhs.backgroundColor && lhs.backgroundColorTransformer == rhs.backgroundColorTransformer
            && lhs.cornerRadius == rhs.cornerRadius && lhs.strokeColor == rhs.strokeColor
            && lhs.strokeColorTransformer == rhs.strokeColorTransformer && lhs.strokeWidth == rhs.strokeWidth
            && lhs.strokeOutset == rhs.strokeOutset && lhs.backgroundInsets == rhs.backgroundInsets
            && lhs.edgesAddingLayoutMarginsToBackgroundInsets == rhs.edgesAddingLayoutMarginsToBackgroundInsets
            && lhs.image == rhs.image && lhs.imageContentMode == rhs.imageContentMode && lhs.customView === rhs.customView
            && lhs.visualEffect === rhs.visualEffect
    }

    /// Hashes the colours, radius and stroke width.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(backgroundColor)
        hasher.combine(cornerRadius)
        hasher.combine(strokeColor)
        hasher.combine(strokeWidth)
    }
}
