import Foundation

// UIKit's string drawing additions. Sizes come from the model's text metric (docs/layout.md):
// one font per string (a plain string's `.font`, else 12 points as in UIKit; an attributed
// string's largest), plus `.kern` after each character and the paragraph style's line spacing
// between lines. Drawing draws nothing: the model has no pixels.

/// Measures text for the drawing additions.
enum StringMeasure {
    /// The size of `text` with `attributes`, wrapped at `width` when given.
    static func size(_ text: String, _ attributes: [NSAttributedString.Key: Any]?, wrappingAt width: CGFloat?) -> CGSize {
        let font = attributes?[.font] as? Font ?? .systemFont(ofSize: 12)
        let kern = number(attributes?[.kern])
        let spacing = (attributes?[.paragraphStyle] as? NSParagraphStyle)?.lineSpacing ?? 0
        guard !text.isEmpty else { return .zero }
        let limit = width.flatMap { $0 > 0 && $0 < .greatestFiniteMagnitude / 2 ? $0 : nil }
        let lines = TextMetrics.lines(text, font, maximumWidth: limit)
        let paragraphs: [Substring] = text.split(separator: "\n", omittingEmptySubsequences: false)
        let widest = paragraphs.map(\.count).max() ?? 0
        var measured: CGFloat = (lines.max() ?? 0) + kern * CGFloat(widest)
        if let limit { measured = min(measured, limit) }
        let height = CGFloat(lines.count) * TextMetrics.lineHeight(font) + spacing * CGFloat(lines.count - 1)
        return CGSize(width: measured.rounded(.up), height: height)
    }

    /// The rectangle `boundingRect(with:options:...)` reports, recorded in `context`.
    static func boundingRect(_ text: String, _ size: CGSize, _ options: NSStringDrawingOptions,
                             _ attributes: [NSAttributedString.Key: Any]?, _ context: NSStringDrawingContext?) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin)
        let single = wraps ? text : text.replacingOccurrences(of: "\n", with: " ")
        let rect = CGRect(origin: .zero, size: StringMeasure.size(single, attributes, wrappingAt: wraps ? size.width : nil))
        context?.totalBounds = rect
        context?.actualScaleFactor = 1
        return rect
    }

    /// The attributes an attributed string is measured with: its largest font, and the first
    /// character's other attributes.
    static func attributes(of string: NSAttributedString) -> [NSAttributedString.Key: Any] {
        guard string.length > 0 else { return [:] }
        var attributes = string.attributes(at: 0, effectiveRange: nil)
        string.enumerateAttribute(.font, in: NSRange(location: 0, length: string.length)) { value, _, _ in
            if let font = value as? Font, font.pointSize > (attributes[.font] as? Font)?.pointSize ?? 0 { attributes[.font] = font }
        }
        return attributes
    }

    private static func number(_ value: Any?) -> CGFloat {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: 0
        }
    }
}

extension NSString {
    /// The size of the string on one line per paragraph, with `attrs`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringMeasure.size(self as String, attrs, wrappingAt: nil)
    }

    /// The rectangle the string takes within `size` (lines wrap at its width with
    /// `.usesLineFragmentOrigin`; the height is not limited). The origin is zero.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
        StringMeasure.boundingRect(self as String, size, options, attributes, context)
    }

    /// Draws the string at `point` (the model draws nothing).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}

    /// Draws the string in `rect` (the model draws nothing).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}

    /// Draws the string in `rect` with `options` (the model draws nothing).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) {}
}

extension StringProtocol {
    /// The size of the string on one line per paragraph, with `attrs`, as `NSString`'s.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringMeasure.size(String(self), attrs, wrappingAt: nil)
    }

    /// The rectangle the string takes within `size`, as `NSString`'s.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
        StringMeasure.boundingRect(String(self), size, options, attributes, context)
    }

    /// Draws the string at `point` (the model draws nothing).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}

    /// Draws the string in `rect` (the model draws nothing).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}

    /// Draws the string in `rect` with `options` (the model draws nothing).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) {}
}

extension NSAttributedString {
    /// The size of the text on one line per paragraph.
    public func size() -> CGSize {
        StringMeasure.size(string, StringMeasure.attributes(of: self), wrappingAt: nil)
    }

    /// The rectangle the text takes within `size` (lines wrap at its width with
    /// `.usesLineFragmentOrigin`). The origin is zero.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        StringMeasure.boundingRect(string, size, options, StringMeasure.attributes(of: self), context)
    }

    /// Draws the text at `point` (the model draws nothing).
    public func draw(at point: CGPoint) {}

    /// Draws the text in `rect` (the model draws nothing).
    public func draw(in rect: CGRect) {}

    /// Draws the text in `rect` with `options` (the model draws nothing).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {}
}
