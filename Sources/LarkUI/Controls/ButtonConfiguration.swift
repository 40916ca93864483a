import Foundation

extension Button {
    /// A button's content and look, like `UIButton.Configuration` (iOS 15). Setting a button's
    /// `configuration` shows its title and image as the button's own (`title(for: .normal)`,
    /// `image(for: .normal)`), so queries and `displayText` find them; the look is stored.
    public struct Configuration: Hashable, Sendable {
        /// The look a configuration starts from.
        public enum Style: String, Hashable, Sendable {
            /// No background.
            case plain
            /// A tinted background.
            case tinted
            /// A grey background.
            case gray
            /// A filled background.
            case filled
            /// No border (old style).
            case borderless
            /// A border (old style).
            case bordered
            /// A tinted border.
            case borderedTinted
            /// A prominent border.
            case borderedProminent
        }

        /// How round the corners are (`UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: Int, Hashable, Sendable {
            /// The system's choice.
            case dynamic
            /// `background.cornerRadius`.
            case fixed
            /// Small.
            case small
            /// Medium.
            case medium
            /// Large.
            case large
            /// Fully round ends.
            case capsule
        }

        /// How large the button is (`UIButton.Configuration.Size`).
        public enum Size: Int, Hashable, Sendable {
            /// Mini.
            case mini
            /// Small.
            case small
            /// Medium.
            case medium
            /// Large.
            case large
        }

        /// The style it was made with.
        public let style: Style
        /// The title; setting it replaces `attributedTitle` with the plain title.
        public var title: String? {
            get { titleText.map { String($0.characters) } }
            set { titleText = newValue.map { AttributedString($0) } }
        }
        /// The title with attributes; `title` is its characters.
        public var attributedTitle: AttributedString? {
            get { titleText }
            set { titleText = newValue }
        }
        private var titleText: AttributedString?
        /// The subtitle; setting it replaces `attributedSubtitle` with the plain subtitle.
        public var subtitle: String? {
            get { subtitleText.map { String($0.characters) } }
            set { subtitleText = newValue.map { AttributedString($0) } }
        }
        /// The subtitle with attributes; `subtitle` is its characters.
        public var attributedSubtitle: AttributedString? {
            get { subtitleText }
            set { subtitleText = newValue }
        }
        private var subtitleText: AttributedString?
        /// Changes the title's attributes (stored; the model draws nothing).
        public var titleTextAttributesTransformer: ConfigurationTextAttributesTransformer?
        /// Changes the subtitle's attributes (stored).
        public var subtitleTextAttributesTransformer: ConfigurationTextAttributesTransformer?
        /// How the title's lines break.
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// How the subtitle's lines break.
        public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// The background: colour, corners, stroke (stored).
        public var background = BackgroundConfiguration()
        /// Changes the image's colour (stored).
        public var imageColorTransformer: ConfigurationColorTransformer?
        /// The symbol configuration of the image (stored).
        public var preferredSymbolConfigurationForImage: Image.SymbolConfiguration?
        /// The colour of the activity indicator (stored).
        public var activityIndicatorColorTransformer: ConfigurationColorTransformer?
        /// The image.
        public var image: Image?
        /// Space between image and title.
        public var imagePadding: CGFloat = 0
        /// Space between title and subtitle.
        public var titlePadding: CGFloat = 0
        /// Where the image goes relative to the title.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// How the title lines up.
        public var titleAlignment: TitleAlignment = .automatic
        /// Room around the content.
        public var contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
        /// The background colour (nil: the style's).
        public var baseBackgroundColor: Color?
        /// The text and image colour (nil: the style's).
        public var baseForegroundColor: Color?
        /// The corners.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size.
        public var buttonSize: Size = .medium
        /// Whether an activity indicator shows in place of the image.
        public var showsActivityIndicator = false

        /// How a title lines up (`UIButton.Configuration.TitleAlignment`).
        public enum TitleAlignment: Int, Hashable, Sendable {
            /// The system's choice.
            case automatic
            /// Leading.
            case leading
            /// Centre.
            case center
            /// Trailing.
            case trailing
        }

        private init(style: Style) { self.style = style }

        /// No background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A tinted background.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A filled background.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No border.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A border.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A tinted border.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A prominent border.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
    }

    /// A button showing `configuration`, performing `primaryAction` on `.primaryActionTriggered`.
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(frame: .zero, primaryAction: primaryAction)
        self.configuration = configuration
    }

    /// The button's configuration (nil for a button made without one). Setting it shows its
    /// title and image for `.normal`, and runs `configurationUpdateHandler`.
    public var configuration: Configuration? {
        get { configurationState.configuration }
        set {
            configurationState.configuration = newValue
            if let newValue {
                setTitle(newValue.title, for: .normal)
                setImage(newValue.image, for: .normal)
            }
        }
    }

    /// Asks the button to update its configuration: calls `updateConfiguration()` now (which
    /// runs `configurationUpdateHandler` unless overridden).
    public func setNeedsUpdateConfiguration() {
        updateConfiguration()
    }

    /// Called to update the configuration when the button's state changes (here: when asked
    /// with `setNeedsUpdateConfiguration()`).
    public var configurationUpdateHandler: (@MainActor (Button) -> Void)? {
        get { configurationState.handler }
        set { configurationState.handler = newValue }
    }
}

/// A button's configuration and its update handler, kept together in one stored property.
struct ButtonConfigurationState {
    var configuration: Button.Configuration?
    var handler: (@MainActor (Button) -> Void)?
}

/// Rectangle edges in reading direction (`NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Edges from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// Leading.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// Bottom.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// Trailing.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
