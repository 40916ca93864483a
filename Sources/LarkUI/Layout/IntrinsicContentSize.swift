import Foundation

/// The intrinsic sizes of the model's views: text measured by `TextMetrics`, controls at the
/// sizes UIKit gives them on a phone (docs/layout.md lists them).
extension View {
    func modelIntrinsicContentSize(forWidth width: CGFloat?) -> CGSize {
        let none = View.noIntrinsicMetric
        switch self {
        case let label as Label:
            let limit = label.preferredMaxLayoutWidth > 0 ? label.preferredMaxLayoutWidth : width
            return TextMetrics.size(label.text, label.font ?? .systemFont(ofSize: 17), numberOfLines: label.numberOfLines, maximumWidth: limit)
        case let button as Button:
            let font = button.titleLabel?.font ?? .systemFont(ofSize: 17)
            let text = TextMetrics.size(button.currentTitle, font, numberOfLines: 1, maximumWidth: nil)
            let image = button.currentImage?.size ?? .zero
            let gap: CGFloat = text.width > 0 && image.width > 0 ? 4 : 0
            // A system button: 6 points of padding above and below, at least 30 tall, as UIKit's.
            return CGSize(width: text.width + image.width + gap, height: max(30, max(text.height, image.height) + 12))
        case let field as TextField:
            let font = field.font ?? .systemFont(ofSize: 17)
            let shown = (field.text ?? "").isEmpty ? field.placeholder : field.text
            let text = TextMetrics.size(shown, font, numberOfLines: 1, maximumWidth: nil)
            return CGSize(width: text.width + 14, height: max(34, TextMetrics.lineHeight(font) + 13))
        case let textView as TextView:
            let font = textView.font ?? .systemFont(ofSize: 12)
            // UIKit's text container: 8 points above and below, 5 points of padding each side.
            let inner = width.map { max(0, $0 - 10) }
            let text = TextMetrics.size(textView.text, font, numberOfLines: 0, maximumWidth: inner)
            return CGSize(width: none, height: max(text.height, TextMetrics.lineHeight(font)) + 16)
        case is Switch: return CGSize(width: 51, height: 31)
        case is Stepper: return CGSize(width: 94, height: 32)
        case is Slider: return CGSize(width: none, height: 31)
        case let segmented as SegmentedControl:
            let font = Font.systemFont(ofSize: 13)
            let widest = (0..<segmented.numberOfSegments).map { TextMetrics.size(segmented.titleForSegment(at: $0), font, numberOfLines: 1, maximumWidth: nil).width }.max() ?? 0
            return CGSize(width: CGFloat(segmented.numberOfSegments) * (widest + 20), height: 32)
        case let imageView as ImageView:
            guard let image = imageView.isHighlighted ? (imageView.highlightedImage ?? imageView.image) : imageView.image else { return CGSize(width: none, height: none) }
            return image.size
        case is SearchBar: return CGSize(width: none, height: 56)
        case let spinner as ActivityIndicatorView: return CGSize(width: spinner.style.side, height: spinner.style.side)
        case is ProgressView: return CGSize(width: none, height: 4)
        case let pages as PageControl: return pages.size(forNumberOfPages: pages.numberOfPages)
        default: return CGSize(width: none, height: none)
        }
    }

    /// Whether the view's height depends on the width layout gives it.
    var wrapsText: Bool {
        if let label = self as? Label { return label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0 }
        return self is TextView
    }

    /// The intrinsic size layout uses: the overridable `intrinsicContentSize`, except that text
    /// that wraps is measured at `width` once layout has given it one.
    func intrinsicSizeForLayout(width: CGFloat?) -> CGSize {
        guard let width, wrapsText, type(of: self) == Label.self || type(of: self) == TextView.self else { return intrinsicContentSize }
        var size = modelIntrinsicContentSize(forWidth: width)
        if self is Label { size.width = min(size.width, modelIntrinsicContentSize(forWidth: nil).width) }
        return size
    }

    /// Offsets of the first and last baselines from the vertical centre, for text views (nil
    /// for others, whose baselines are their bottom edge).
    func baselineOffsets() -> (first: CGFloat, last: CGFloat)? {
        let font: Font
        let textHeight: CGFloat
        switch self {
        case let label as Label:
            font = label.font ?? .systemFont(ofSize: 17)
            textHeight = max(TextMetrics.lineHeight(font), label.intrinsicContentSize.height)
        case let button as Button:
            font = button.titleLabel?.font ?? .systemFont(ofSize: 17)
            textHeight = TextMetrics.lineHeight(font)
        case let field as TextField:
            font = field.font ?? .systemFont(ofSize: 17)
            textHeight = TextMetrics.lineHeight(font)
        default:
            return nil
        }
        return (first: TextMetrics.ascent(font) - textHeight / 2, last: textHeight / 2 - TextMetrics.descent(font))
    }

    /// Views made in code hug at 250 on both axes, labels included (Interface Builder's 251 is
    /// a storyboard default, not UIKit's).
    func defaultHuggingPriority(for axis: NSLayoutConstraint.Axis) -> LayoutPriority { .defaultLow }

    func modelSizeThatFits(_ size: CGSize) -> CGSize {
        switch self {
        case let label as Label:
            let limit: CGFloat? = label.preferredMaxLayoutWidth > 0 ? label.preferredMaxLayoutWidth : (size.width > 0 ? size.width : nil)
            return TextMetrics.size(label.text, label.font ?? .systemFont(ofSize: 17), numberOfLines: label.numberOfLines, maximumWidth: limit)
        default:
            let intrinsic = modelIntrinsicContentSize(forWidth: size.width > 0 ? size.width : nil)
            if intrinsic.width < 0 && intrinsic.height < 0 { return bounds.size }
            return CGSize(width: intrinsic.width < 0 ? bounds.width : intrinsic.width, height: intrinsic.height < 0 ? bounds.height : intrinsic.height)
        }
    }
}

extension View: LayoutItem {
    var owningLayoutView: View? { self }
    func noteReference(_ delta: Int) {}
}
