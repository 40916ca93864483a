import Foundation

/// The content of a list cell, like `UIListContentConfiguration`: get one from
/// `TableViewCell.defaultContentConfiguration()` (or `.cell()`, `.subtitleCell()`, ...), set
/// its parts, and assign it to the cell's `contentConfiguration`, which puts text, secondary
/// text and image in the cell's labels and image view, with the text properties' font, colour,
/// alignment and number of lines. Its content view is a `ListContentView`.
public struct ListContentConfiguration: Hashable {
    /// The primary text.
    public var text: String?
    /// The primary text with attributes; its string is what the label shows.
    public var attributedText: NSAttributedString?
    /// The secondary text, shown in the detail label (which every style gets once a
    /// configuration with secondary text is applied, as in UIKit).
    public var secondaryText: String?
    /// The secondary text with attributes.
    public var secondaryAttributedText: NSAttributedString?
    /// The image.
    public var image: Image?
    /// How the primary text looks.
    public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
    /// How the secondary text looks.
    public var secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    /// How the image looks.
    public var imageProperties = ImageProperties()
    /// The margins around the content (stored).
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Which axes keep the superview's margins (stored).
    public var axesPreservingSuperviewLayoutMargins: AxisOptions = .horizontal
    /// The space between image and text (stored).
    public var imageToTextPadding: CGFloat = 16
    /// The vertical space between the texts (stored).
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The horizontal space between the texts (stored).
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Whether the texts sit side by side (stored).
    public var prefersSideBySideTextAndSecondaryText = false

    /// An empty configuration.
    public init(text: String? = nil, secondaryText: String? = nil, image: Image? = nil) {
        self.text = text
        self.secondaryText = secondaryText
        self.image = image
    }

    /// A plain cell's configuration.
    public static func cell() -> ListContentConfiguration { ListContentConfiguration() }
    /// A cell with the secondary text below.
    public static func subtitleCell() -> ListContentConfiguration { ListContentConfiguration() }
    /// A cell with the secondary text at the trailing side.
    public static func valueCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        return configuration
    }
    /// A sidebar cell.
    public static func sidebarCell() -> ListContentConfiguration { ListContentConfiguration() }
    /// A sidebar cell with its secondary text.
    public static func accompaniedSidebarCell() -> ListContentConfiguration { ListContentConfiguration() }
    /// A sidebar subtitle cell.
    public static func sidebarSubtitleCell() -> ListContentConfiguration { ListContentConfiguration() }
    /// A plain list's section header.
    public static func plainHeader() -> ListContentConfiguration { header(.headline) }
    /// A plain list's section footer.
    public static func plainFooter() -> ListContentConfiguration { header(.footnote) }
    /// A grouped list's section header.
    public static func groupedHeader() -> ListContentConfiguration { header(.footnote) }
    /// A grouped list's section footer.
    public static func groupedFooter() -> ListContentConfiguration { header(.footnote) }
    /// A prominent inset-grouped header.
    public static func prominentInsetGroupedHeader() -> ListContentConfiguration { header(.title3) }
    /// An extra-prominent inset-grouped header.
    public static func extraProminentInsetGroupedHeader() -> ListContentConfiguration { header(.title2) }
    /// A sidebar header.
    public static func sidebarHeader() -> ListContentConfiguration { header(.headline) }
    /// A header (iOS 15).
    public static func header() -> ListContentConfiguration { header(.headline) }
    /// A footer (iOS 15).
    public static func footer() -> ListContentConfiguration { header(.footnote) }

    private static func header(_ style: Font.TextStyle) -> ListContentConfiguration {
        var configuration = ListContentConfiguration()
        configuration.textProperties.font = .preferredFont(forTextStyle: style)
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }


    /// How a configuration's text looks (`UIListContentConfiguration.TextProperties`).
    public struct TextProperties: Hashable, Sendable {
        /// The font.
        public var font: Font
        /// The colour.
        public var color: Color
        /// A colour that replaces `color` for a state (stored).
        public var colorTransformer: ConfigurationColorTransformer?
        /// The alignment.
        public var alignment: TextAlignment = .natural
        /// How lines break.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines (0: no limit).
        public var numberOfLines = 0
        /// Whether the font shrinks to fit.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale when shrinking.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters tighten before truncating.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether the font follows the user's text size.
        public var adjustsFontForContentSizeCategory = true
        /// A case change of the text (stored).
        public var transform: TextTransform = .none
        /// Whether the text shows in full when truncated, on long press (stored).
        public var showsExpansionTextWhenTruncated = false

        /// Text properties with `font` and `color`.
        public init(font: Font, color: Color) {
            self.font = font
            self.color = color
        }

        /// How a configuration aligns text (`UIListContentConfiguration.TextProperties.TextAlignment`).
        public enum TextAlignment: Int, Hashable, Sendable {
            /// Leading.
            case natural
            /// Centred.
            case center
            /// Justified.
            case justified
        }

        /// A case change (`UIListContentConfiguration.TextProperties.TextTransform`).
        public enum TextTransform: Int, Hashable, Sendable {
            /// As written.
            case none
            /// Upper case.
            case uppercase
            /// Lower case.
            case lowercase
            /// Capitalized.
            case capitalized
        }
    }

    /// How a configuration's image looks (`UIListContentConfiguration.ImageProperties`).
    public struct ImageProperties: Hashable, Sendable {
        /// The tint; nil keeps the view's.
        public var tintColor: Color?
        /// The largest size (zero: none).
        public var maximumSize: CGSize = .zero
        /// The room kept for the image (zero: its size).
        public var reservedLayoutSize: CGSize = .zero
        /// The corner radius.
        public var cornerRadius: CGFloat = 0
        /// The symbol configuration.
        public var preferredSymbolConfiguration: Image.SymbolConfiguration?
        /// Whether the image reacts to accessibility settings (stored).
        public var accessibilityIgnoresInvertColors = false
        /// Image properties with the defaults.
        public init() {}
    }

    /// Which axes (`UIAxis`).
    public struct AxisOptions: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Axes from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Horizontal.
        public static let horizontal = AxisOptions(rawValue: 1 << 0)
        /// Vertical.
        public static let vertical = AxisOptions(rawValue: 1 << 1)
        /// Both.
        public static let both: AxisOptions = [.horizontal, .vertical]
    }
}

// In an extension, so the main actor of the protocol stays off the struct's other members
// (its synthesized `Hashable` among them).
extension ListContentConfiguration: ContentConfiguration {
    /// This configuration as it looks in `state`: unchanged in the model (no selected tint).
    public func updated(for state: ConfigurationState) -> ListContentConfiguration { self }

    /// A `ListContentView` showing this configuration.
    public func makeContentView() -> View & ContentView { ListContentView(configuration: self) }
}

extension TableViewCell {
    /// An empty configuration for this cell's style.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        style == .value1 ? .valueCell() : ListContentConfiguration()
    }
}
