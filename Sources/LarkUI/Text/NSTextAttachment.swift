import Foundation

/// An image or file shown inline in attributed text, like `NSTextAttachment`; stored. An
/// attributed string holds one as the `.attachment` attribute of an object-replacement
/// character (U+FFFC), as on iOS.
open class NSTextAttachment: NSObject {
    /// The image shown.
    open var image: Image?
    /// Where the image sits relative to the baseline, and its size (zero: the image's size).
    open var bounds: CGRect = .zero
    /// The attachment's data.
    open var contents: Data?
    /// The data's type identifier.
    open var fileType: String?

    /// An attachment without contents.
    public override init() { super.init() }

    /// An attachment holding `contents` of type `uti`.
    public init(data contents: Data?, ofType uti: String?) {
        self.contents = contents
        fileType = uti
        super.init()
    }

    /// An attachment showing `image`.
    public convenience init(image: Image) {
        self.init()
        self.image = image
    }

    /// The character an attachment stands on in attributed text.
    public static let character: unichar = 0xFFFC
}

extension NSAttributedString {
    /// One object-replacement character carrying `attachment`, as UIKit makes it.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
