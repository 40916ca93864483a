import Foundation

/// Lays out a text storage's characters in text containers, like `NSLayoutManager` (TextKit 1).
/// The model has one font per layout (a text view's `font`, else the storage's first `.font`,
/// else 12 points, as UIKit's default) and measures with its deterministic text metric
/// (docs/layout.md); one glyph is one UTF-16 unit. Layout is never pending, so `ensureLayout`
/// does nothing.
@preconcurrency @MainActor
open class NSLayoutManager {
    /// The text view this manager belongs to, if any: its text and font are laid out.
    weak var textView: TextView?

    /// The laid-out text (a text view's is rebuilt from the view on every read).
    open var textStorage: NSTextStorage? {
        get { textView?.textStorage ?? storedStorage }
        set { storedStorage = newValue }
    }
    private var storedStorage: NSTextStorage?

    /// The containers text flows through; the model lays out in the first.
    open private(set) var textContainers: [NSTextContainer] = []
    /// Told about layout (held weakly; the model calls none of its methods).
    open weak var delegate: NSLayoutManagerDelegate?
    /// Whether parts of the text may be laid out alone (stored).
    open var allowsNonContiguousLayout = false
    /// Whether invisible characters show (stored).
    open var showsInvisibleCharacters = false
    /// Whether control characters show (stored).
    open var showsControlCharacters = false
    /// Whether line heights follow the font's leading (stored).
    open var usesFontLeading = true

    /// An empty layout manager.
    public init() {}

    /// Adds `container` at the end of `textContainers`.
    open func addTextContainer(_ container: NSTextContainer) {
        textContainers.append(container)
    }

    /// Removes the container at `index`; an index out of range is reported as UIKit raises.
    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else {
            modelFault("NSLayoutManager.removeTextContainer(at: \(index)): there are \(textContainers.count) containers.")
            return
        }
        textContainers.remove(at: index)
    }

    /// The number of glyphs: the text's UTF-16 length.
    open var numberOfGlyphs: Int { text.utf16.count }

    /// Lays out the text in `container` (already laid out in the model).
    open func ensureLayout(for container: NSTextContainer) {}
    /// Lays out the characters in `range` (already laid out in the model).
    open func ensureLayout(forCharacterRange range: NSRange) {}
    /// Lays out the glyphs in `range` (already laid out in the model).
    open func ensureLayout(forGlyphRange range: NSRange) {}
    /// Marks the layout of `range` stale (the model lays out on every question).
    open func invalidateLayout(forCharacterRange range: NSRange, actualCharacterRange: UnsafeMutablePointer<NSRange>?) {}

    /// The rectangle the text takes in `container`: its lines at the container's width less the
    /// line-fragment padding, padding included; one empty line for empty text.
    open func usedRect(for container: NSTextContainer) -> CGRect {
        let font = layoutFont
        let padding = container.lineFragmentPadding
        let lines = lineWidths(in: container)
        let width = (lines.max() ?? 0).rounded(.up) + 2 * padding
        return CGRect(x: 0, y: 0, width: width, height: CGFloat(max(lines.count, 1)) * TextMetrics.lineHeight(font))
    }

    /// The glyphs laid out in `container`: every glyph, or those of the lines that fit under
    /// its `maximumNumberOfLines`, in the model.
    open func glyphRange(for container: NSTextContainer) -> NSRange {
        NSRange(location: 0, length: numberOfGlyphs)
    }

    /// The glyphs of the characters in `range` (the same range: one glyph per UTF-16 unit).
    open func glyphRange(forCharacterRange range: NSRange, actualCharacterRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
        actualCharacterRange?.pointee = range
        return range
    }

    /// The characters of the glyphs in `range` (the same range).
    open func characterRange(forGlyphRange range: NSRange, actualGlyphRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
        actualGlyphRange?.pointee = range
        return range
    }

    /// The rectangle around the glyphs in `range`, in `container`'s coordinates: the lines they
    /// are on, from the first glyph's place on its line (whole lines after it).
    open func boundingRect(forGlyphRange range: NSRange, in container: NSTextContainer) -> CGRect {
        let font = layoutFont
        let lineHeight = TextMetrics.lineHeight(font)
        let (firstLine, firstX) = place(ofGlyphAt: range.location, in: container)
        let (lastLine, lastX) = place(ofGlyphAt: range.location + max(range.length, 0), in: container)
        let padding = container.lineFragmentPadding
        if firstLine == lastLine {
            return CGRect(x: padding + firstX, y: CGFloat(firstLine) * lineHeight, width: max(lastX - firstX, 0), height: lineHeight)
        }
        let width = (lineWidths(in: container).max() ?? 0)
        return CGRect(x: padding, y: CGFloat(firstLine) * lineHeight, width: width, height: CGFloat(lastLine - firstLine + 1) * lineHeight)
    }

    /// The glyph nearest `point` in `container`'s coordinates (the last one past the end).
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer, fractionOfDistanceThroughGlyph: UnsafeMutablePointer<CGFloat>? = nil) -> Int {
        let index = characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: fractionOfDistanceThroughGlyph)
        return min(index, max(numberOfGlyphs - 1, 0))
    }

    /// The character under `point` in `container`'s coordinates: walks the lines the model
    /// breaks the text into; past the end of a line, its last character.
    open func characterIndex(for point: CGPoint, in container: NSTextContainer, fractionOfDistanceBetweenInsertionPoints fraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        let font = layoutFont
        let targetLine = max(Int(point.y / TextMetrics.lineHeight(font)), 0)
        let x = point.x - container.lineFragmentPadding
        fraction?.pointee = 0
        var offset = 0
        for (line, characters) in lineTexts(in: container).enumerated() {
            if line < targetLine {
                offset += characters.utf16.count
                continue
            }
            var position: CGFloat = 0
            for character in characters {
                let advance = TextMetrics.advance(of: character, font)
                if x < position + advance {
                    fraction?.pointee = max(0, min(1, (x - position) / advance))
                    return offset
                }
                position += advance
                offset += character.utf16.count
            }
            return max(offset - 1, 0)
        }
        return max(numberOfGlyphs - 1, 0)
    }

    // MARK: Measuring

    private var text: String { textView?.text ?? textStorage?.string ?? "" }

    /// The font the model lays out in.
    private var layoutFont: Font {
        if let textView { return textView.font ?? .systemFont(ofSize: 12) }
        if let storage = textStorage, storage.length > 0, let font = storage.attribute(.font, at: 0, effectiveRange: nil) as? Font {
            return font
        }
        return .systemFont(ofSize: 12)
    }

    /// The width lines wrap at in `container` (nil: only at newlines).
    private func wrapWidth(in container: NSTextContainer) -> CGFloat? {
        let outer: CGFloat? = if let textView, container.widthTracksTextView || container.size.width == 0 {
            textView.textLayoutWidth
        } else {
            container.size.width > 0 ? container.size.width : nil
        }
        return outer.map { max($0 - 2 * container.lineFragmentPadding, 1) }
    }

    /// The widths of the lines, at most `maximumNumberOfLines` of them.
    private func lineWidths(in container: NSTextContainer) -> [CGFloat] {
        guard !text.isEmpty else { return [] }
        let lines = TextMetrics.lines(text, layoutFont, maximumWidth: wrapWidth(in: container))
        return container.maximumNumberOfLines > 0 ? Array(lines.prefix(container.maximumNumberOfLines)) : lines
    }

    /// The characters of each line, splitting where the text metric breaks lines.
    private func lineTexts(in container: NSTextContainer) -> [String] {
        let font = layoutFont
        var result: [String] = []
        var remaining = Substring(text)
        for width in TextMetrics.lines(text, font, maximumWidth: wrapWidth(in: container)) {
            var end = remaining.startIndex
            var used: CGFloat = 0
            while end < remaining.endIndex, remaining[end] != "\n" {
                let advance = TextMetrics.advance(of: remaining[end], font)
                if used + advance > width + 0.0001 { break }
                used += advance
                end = remaining.index(after: end)
            }
            // The separator (a newline or the space a wrap falls on) belongs to the line it ends.
            if end < remaining.endIndex, remaining[end] == "\n" || remaining[end] == " " { end = remaining.index(after: end) }
            result.append(String(remaining[remaining.startIndex..<end]))
            remaining = remaining[end...]
        }
        return result
    }

    /// The line a glyph is on and its distance from the line's start.
    private func place(ofGlyphAt index: Int, in container: NSTextContainer) -> (line: Int, x: CGFloat) {
        let font = layoutFont
        var offset = 0
        let lines = lineTexts(in: container)
        for (line, characters) in lines.enumerated() {
            let length = characters.utf16.count
            if index < offset + length || line == lines.count - 1 {
                let prefix = (characters as NSString).substring(to: min(max(index - offset, 0), length))
                return (line, TextMetrics.width(of: Substring(prefix), font))
            }
            offset += length
        }
        return (0, 0)
    }
}

/// Told about a layout manager's layout, like `NSLayoutManagerDelegate`; every method is
/// optional (the model lays out without asking).
@preconcurrency @MainActor
public protocol NSLayoutManagerDelegate: AnyObject {
    /// Extra space after the line ending at `glyphIndex`. Default: 0.
    func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int, withProposedLineFragmentRect rect: CGRect) -> CGFloat
    /// Layout of `container` finished. Default: nothing.
    func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor container: NSTextContainer?, atEnd layoutFinishedFlag: Bool)
}

extension NSLayoutManagerDelegate {
    /// Default: 0.
    public func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int, withProposedLineFragmentRect rect: CGRect) -> CGFloat { 0 }
    /// Default: nothing.
    public func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor container: NSTextContainer?, atEnd layoutFinishedFlag: Bool) {}
}
