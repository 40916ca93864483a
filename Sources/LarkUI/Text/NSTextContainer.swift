import Foundation

/// Where a text view lays out its text (`NSTextContainer`); stored only.
@preconcurrency @MainActor
open class NSTextContainer {
    /// The container's size (zero: as wide as the view).
    open var size: CGSize
    /// Room at each line's start and end.
    open var lineFragmentPadding: CGFloat = 5
    /// The most lines (0: any).
    open var maximumNumberOfLines = 0
    /// How lines that do not fit end.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Whether the width follows the view's.
    open var widthTracksTextView = true
    /// Whether the height follows the view's.
    open var heightTracksTextView = false
    /// Areas text flows around (stored; the model's layout ignores them).
    open var exclusionPaths: [BezierPath] = []
    /// A container of `size`.
    public init(size: CGSize) { self.size = size }
}

/// Which data become links (`UIDataDetectorTypes`).
public struct DataDetectorTypes: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Types from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers.
    public static let phoneNumber = DataDetectorTypes(rawValue: 1 << 0)
    /// Links.
    public static let link = DataDetectorTypes(rawValue: 1 << 1)
    /// Addresses.
    public static let address = DataDetectorTypes(rawValue: 1 << 2)
    /// Calendar events.
    public static let calendarEvent = DataDetectorTypes(rawValue: 1 << 3)
    /// Every type.
    public static let all = DataDetectorTypes(rawValue: UInt.max)
}

extension TextField {
    /// `UITextField.BorderStyle`.
    public typealias BorderStyle = TextBorderStyle
}
