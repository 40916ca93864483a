import Foundation

/// The device's screen, the model's stand-in for `UIScreen`: a 390 × 844 point phone screen at
/// scale 3, the size new windows take.
@preconcurrency @MainActor
public final class Screen {
    /// The one screen.
    public static let main = Screen()
    /// The screen's bounds in points.
    public var bounds: CGRect { Window.defaultScreenBounds }
    /// Points to pixels.
    public var scale: CGFloat { 3 }
    /// The physical scale.
    public var nativeScale: CGFloat { 3 }
    /// The bounds in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * 3, height: bounds.height * 3) }
    /// The brightness, 0...1 (stored only).
    public var brightness: CGFloat = 0.5
    /// The screen's traits: a phone's.
    public var traitCollection: TraitCollection { .phone }
    /// The screen's coordinates as the interface is turned (`UICoordinateSpace`); the model's
    /// screen never rotates, so it is `fixedCoordinateSpace`.
    public var coordinateSpace: any CoordinateSpace { ScreenCoordinateSpace.shared }
    /// The screen's coordinates in portrait, whatever the interface orientation.
    public var fixedCoordinateSpace: any CoordinateSpace { ScreenCoordinateSpace.shared }
    /// The highest frame rate.
    public var maximumFramesPerSecond: Int { 60 }
}
