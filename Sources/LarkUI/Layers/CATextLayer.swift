import Foundation

/// A layer that shows text, Core Animation's `CATextLayer` (stored; `preferredFrameSize()` from a
/// fixed metric, since the model has no fonts: each character is 0.5 × `fontSize` wide and each
/// line 1.2 × `fontSize` high).
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString`.
    open var string: Any? {
        get { properties["string"] }
        set { properties["string"] = newValue }
    }
    /// The font: a `Font`, a font name or anything font-like (stored only).
    open var font: Any? {
        get { properties["font"] }
        set { properties["font"] = newValue }
    }
    /// The text size in points, 36 by default.
    open var fontSize: CGFloat {
        get { stored("fontSize", default: 36) }
        set { properties["fontSize"] = newValue }
    }
    /// The text colour, opaque white by default.
    open var foregroundColor: CGColor? {
        get { properties.keys.contains("foregroundColor") ? properties["foregroundColor"] as? CGColor : .white }
        set { properties["foregroundColor"] = newValue as Any }
    }
    /// How lines are aligned.
    open var alignmentMode: CATextLayerAlignmentMode {
        get { stored("alignmentMode", default: .natural) }
        set { properties["alignmentMode"] = newValue }
    }
    /// Whether text wraps to the bounds' width.
    open var isWrapped: Bool {
        get { stored("isWrapped", default: false) }
        set { properties["isWrapped"] = newValue }
    }
    /// Where text that does not fit is truncated.
    open var truncationMode: CATextLayerTruncationMode {
        get { stored("truncationMode", default: .none) }
        set { properties["truncationMode"] = newValue }
    }

    /// The text as a plain string ("" when there is none).
    var plainText: String {
        switch string {
        case let text as String: text
        case let attributed as NSAttributedString: attributed.string
        default: ""
        }
    }

    /// The text's size by the model's metric: the longest line's characters × 0.5 × `fontSize`
    /// wide, the number of lines × 1.2 × `fontSize` high; zero for no text.
    open override func preferredFrameSize() -> CGSize {
        let text = plainText
        guard !text.isEmpty else { return .zero }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let longest = lines.map(\.count).max() ?? 0
        return CGSize(width: CGFloat(longest) * 0.5 * fontSize, height: CGFloat(lines.count) * 1.2 * fontSize)
    }
}
