import Foundation

/// A region of a view that a pointer style applies to, like `UIPointerRegion`.
public struct PointerRegion: Hashable, Sendable {
    /// The region's rectangle in the view's coordinates.
    public var rect: CGRect
    /// An identifier telling regions apart.
    public var identifier: String?

    /// Creates a region.
    public init(rect: CGRect, identifier: String? = nil) {
        self.rect = rect
        self.identifier = identifier
    }
}

/// The visual effect applied to a view under the pointer, like `UIPointerEffect`.
public enum PointerEffect: Hashable, Sendable {
    /// The system picks.
    case automatic
    /// A highlight behind the view.
    case highlight
    /// The view lifts with a shadow.
    case lift
    /// The view scales or tints while hovered.
    case hover
}

/// The pointer's shape, like `UIPointerShape`.
public enum PointerShape: Hashable, Sendable {
    /// A rounded rectangle.
    case roundedRect(CGRect, radius: CGFloat)
    /// A vertical text beam.
    case verticalBeam(length: CGFloat)
    /// A horizontal text beam.
    case horizontalBeam(length: CGFloat)
}

/// How the pointer and the view look while hovering, like `UIPointerStyle`.
public struct PointerStyle: Hashable, Sendable {
    /// The effect on the view, if any.
    public var effect: PointerEffect?
    /// The pointer's shape, if customised.
    public var shape: PointerShape?

    /// A style with an effect and optional shape.
    public init(effect: PointerEffect, shape: PointerShape? = nil) {
        self.effect = effect
        self.shape = shape
    }

    /// A style that only changes the pointer's shape.
    public init(shape: PointerShape) {
        self.effect = nil
        self.shape = shape
    }
}
