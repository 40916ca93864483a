import Foundation

/// The model's deterministic text metric (docs/layout.md): no fonts are loaded, so text is
/// measured by counting. A narrow character is half the font's point size wide, a wide one (CJK,
/// emoji) the full point size; a line is 1.2 × the point size tall, rounded up to a whole point;
/// lines wrap at spaces (a word longer than the line breaks between characters). Widths are
/// rounded up to a whole point.
enum TextMetrics {
    static func lineHeight(_ font: Font) -> CGFloat { (font.pointSize * 1.2).rounded(.up) }
    /// From the top of a line to its baseline.
    static func ascent(_ font: Font) -> CGFloat { lineHeight(font) - descent(font) }
    /// From the baseline to the bottom of a line.
    static func descent(_ font: Font) -> CGFloat { (font.pointSize * 0.25).rounded(.up) }

    static func advance(of character: Character, _ font: Font) -> CGFloat {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let wide = (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
            || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
            || (0xFF00...0xFF60).contains(scalar.value) || (0x1F300...0x1FAFF).contains(scalar.value)
            || (0x20000...0x3FFFD).contains(scalar.value)
        return wide ? font.pointSize : font.pointSize / 2
    }

    static func width(of text: Substring, _ font: Font) -> CGFloat {
        text.reduce(0) { $0 + advance(of: $1, font) }
    }

    /// The lines `text` breaks into at `maximumWidth` (nil: only at newlines).
    static func lines(_ text: String, _ font: Font, maximumWidth: CGFloat?) -> [CGFloat] {
        if maximumWidth == nil || maximumWidth! <= 0, let width = asciiLineWidth(text, font) { return [width] }
        var result: [CGFloat] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let limit = maximumWidth, limit > 0 else {
                result.append(width(of: paragraph, font))
                continue
            }
            var line: CGFloat = 0
            var lineHasText = false
            let space = advance(of: " ", font)
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let wordWidth = width(of: word, font)
                let needed = lineHasText ? line + space + wordWidth : wordWidth
                if needed <= limit + 0.0001 {
                    line = needed
                    lineHasText = true
                    continue
                }
                if lineHasText { result.append(line) }
                if wordWidth <= limit {
                    line = wordWidth
                } else {
                    // Break the long word between characters.
                    var current: CGFloat = 0
                    for character in word {
                        let advance = advance(of: character, font)
                        if current > 0, current + advance > limit + 0.0001 {
                            result.append(current)
                            current = 0
                        }
                        current += advance
                    }
                    line = current
                }
                lineHasText = true
            }
            result.append(line)
        }
        return result
    }

    /// The width of unwrapped ASCII text without line breaks, summed as `width(of:)` sums it
    /// (every ASCII character is narrow and its own character), without breaking it into
    /// characters; nil for other text.
    private static func asciiLineWidth(_ text: String, _ font: Font) -> CGFloat? {
        var count = 0
        for byte in text.utf8 {
            guard byte < 0x80, byte != 0x0A, byte != 0x0D else { return nil }
            count += 1
        }
        let advance = font.pointSize / 2
        var width: CGFloat = 0
        for _ in 0..<count { width += advance }
        return width
    }

    /// The size of `text` in `font`, wrapped at `maximumWidth`, at most `numberOfLines` lines (0:
    /// unlimited). Empty text has zero size.
    static func size(_ text: String?, _ font: Font, numberOfLines: Int, maximumWidth: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        var widths = lines(text, font, maximumWidth: numberOfLines == 1 ? nil : maximumWidth)
        if numberOfLines == 1, widths.count > 1 { widths = [widths.max() ?? 0] }
        if numberOfLines > 0, widths.count > numberOfLines { widths = Array(widths.prefix(numberOfLines)) }
        var width = (widths.max() ?? 0).rounded(.up)
        if numberOfLines != 1, let maximumWidth, maximumWidth > 0 { width = min(width, maximumWidth) }
        return CGSize(width: width, height: CGFloat(widths.count) * lineHeight(font))
    }
}
