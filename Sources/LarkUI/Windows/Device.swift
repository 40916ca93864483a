import Foundation

/// The device, like `UIDevice`: a phone running the model, in portrait.
@preconcurrency @MainActor
public final class Device {
    /// The current application's device: each test has its own (see `Application.shared`), so
    /// a test that turns it does not turn another's.
    public static var current: Device { Application.shared.device }

    init() {}
    /// The device's name.
    public var name: String { "Lark Simulated iPhone" }
    /// The model name.
    public var model: String { "iPhone" }
    /// The system's name.
    public var systemName: String { "iOS" }
    /// The system's version: the newest the model follows.
    public var systemVersion: String { "18.0" }
    /// The kind of device.
    public var userInterfaceIdiom: UserInterfaceIdiom { .phone }
    /// The physical orientation (portrait unless a test sets it).
    public var orientation: Orientation = .portrait {
        didSet {
            if oldValue != orientation, isGeneratingDeviceOrientationNotifications {
                postNotification(Device.orientationDidChangeNotification, object: self)
            }
        }
    }
    /// Whether orientation changes post `orientationDidChangeNotification`.
    public private(set) var isGeneratingDeviceOrientationNotifications = false
    /// Starts posting orientation changes.
    public func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    /// Stops posting orientation changes.
    public func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
    /// Posted when `orientation` changes while notifications are on.
    public nonisolated static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery level changes (never by the model).
    public nonisolated static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the battery state changes (never by the model).
    public nonisolated static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// A stable identifier for the vendor.
    public let identifierForVendor: UUID? = UUID(uuidString: "00000000-0000-0000-0000-000000000001")
    /// Whether battery monitoring is on (stored).
    public var isBatteryMonitoringEnabled = false
    /// The battery level (unknown).
    public var batteryLevel: Float { -1 }
    /// Whether the device supports multitasking.
    public var isMultitaskingSupported: Bool { true }

    /// A physical orientation (`UIDeviceOrientation`).
    public enum Orientation: Int, Hashable, Sendable {
        /// Unknown.
        case unknown
        /// Portrait.
        case portrait
        /// Upside down.
        case portraitUpsideDown
        /// Landscape, home side right.
        case landscapeLeft
        /// Landscape, home side left.
        case landscapeRight
        /// Face up.
        case faceUp
        /// Face down.
        case faceDown

        /// Whether this is a portrait orientation.
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        /// Whether this is a landscape orientation.
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    }
}

/// The pasteboard, like `UIPasteboard`: it keeps what is copied. Each test has its own (it
/// belongs to `Application.shared`), so parallel tests do not see each other's copies.
@preconcurrency @MainActor
public final class Pasteboard {
    /// The current application's general pasteboard.
    public static var general: Pasteboard { Application.shared.generalPasteboard }

    init() {}
    /// The copied text, if any.
    public var string: String?
    /// The copied texts.
    public var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }
    /// The copied URL, if any.
    public var url: URL?
    /// The copied image, if any.
    public var image: Image?
    /// Whether text is on the pasteboard.
    public var hasStrings: Bool { string != nil }
    /// Whether a URL is on the pasteboard.
    public var hasURLs: Bool { url != nil }
    /// Whether an image is on the pasteboard.
    public var hasImages: Bool { image != nil }
}

extension Application {
    /// Opens `url`: recorded in `openedURLs` (nothing leaves the process), then `completion`
    /// with `true`.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        openedURLs.append(url)
        completion?(true)
    }

    /// Whether a URL can be opened: true in the model.
    public func canOpenURL(_ url: URL) -> Bool { true }
}
