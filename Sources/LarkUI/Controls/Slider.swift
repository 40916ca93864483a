import Foundation

/// A continuous value picked along a track, like `UISlider`. Setting `value` in code sends no
/// events and keeps it within `minimumValue...maximumValue`, as in UIKit; a user's slide is
/// Fleet's `slide(to:)`.
@preconcurrency @MainActor
open class Slider: Control {
    /// The lowest value (0 by default). Set above `maximumValue`, it raises the maximum to
    /// itself, as `UISlider` does.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = clamped(value)
        }
    }
    /// The highest value (1 by default). Set below `minimumValue`, it lowers the minimum to
    /// itself, as `UISlider` does.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = clamped(value)
        }
    }
    private var storedValue: Float = 0
    /// The value, kept within `minimumValue...maximumValue`.
    open var value: Float {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }
    /// Whether a slide sends `.valueChanged` while the thumb moves (true) or once, when it is
    /// released (false). The model's slide moves once, so both send one event per slide.
    open var isContinuous = true

    /// Sets `value` without sending events; `animated` is ignored.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    // MARK: Appearance (stored; the model draws nothing)

    /// The colour of the track before the thumb.
    open var minimumTrackTintColor: Color?
    /// The colour of the track after the thumb.
    open var maximumTrackTintColor: Color?
    /// The thumb's colour.
    open var thumbTintColor: Color?
    /// An image at the minimum end.
    open var minimumValueImage: Image?
    /// An image at the maximum end.
    open var maximumValueImage: Image?

    private var thumbImages = PerStateValues<Image>()
    private var minimumTrackImages = PerStateValues<Image>()
    private var maximumTrackImages = PerStateValues<Image>()

    /// Sets (or with nil removes) the thumb's image for `state`.
    open func setThumbImage(_ image: Image?, for state: State) { thumbImages.set(image, for: state) }
    /// The thumb's image for `state`, falling back to the `.normal` one.
    open func thumbImage(for state: State) -> Image? { thumbImages.value(for: state) }
    /// The thumb's image for the current state.
    open var currentThumbImage: Image? { thumbImage(for: state) }
    /// Sets (or with nil removes) the image of the track before the thumb for `state`.
    open func setMinimumTrackImage(_ image: Image?, for state: State) { minimumTrackImages.set(image, for: state) }
    /// The image of the track before the thumb for `state`, falling back to the `.normal` one.
    open func minimumTrackImage(for state: State) -> Image? { minimumTrackImages.value(for: state) }
    /// The image of the track before the thumb for the current state.
    open var currentMinimumTrackImage: Image? { minimumTrackImage(for: state) }
    /// Sets (or with nil removes) the image of the track after the thumb for `state`.
    open func setMaximumTrackImage(_ image: Image?, for state: State) { maximumTrackImages.set(image, for: state) }
    /// The image of the track after the thumb for `state`, falling back to the `.normal` one.
    open func maximumTrackImage(for state: State) -> Image? { maximumTrackImages.value(for: state) }
    /// The image of the track after the thumb for the current state.
    open var currentMaximumTrackImage: Image? { maximumTrackImage(for: state) }

    // MARK: Rectangles (override points, as in UIKit)

    /// The minimum-value image's rectangle: its size at the leading edge, centred vertically.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = minimumValueImage?.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The maximum-value image's rectangle: its size at the trailing edge, centred vertically.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = maximumValueImage?.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track's rectangle: 4 points tall, centred vertically, between the value images (each
    /// followed by 8 points of room).
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let leading = minimumValueImage.map { $0.size.width + 8 } ?? 0
        let trailing = maximumValueImage.map { $0.size.width + 8 } ?? 0
        return CGRect(x: bounds.minX + leading, y: bounds.midY - 2, width: max(bounds.width - leading - trailing, 0), height: 4)
    }

    /// The thumb's rectangle for `value`: the thumb image's size (28 points square without
    /// one), centred on the track's height, sliding from the track's start to its end as
    /// `value` goes from `minimumValue` to `maximumValue`.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: 28, height: 28)
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
        return CGRect(x: rect.minX + fraction * max(rect.width - size.width, 0), y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    private func clamped(_ value: Float) -> Float {
        min(max(value, minimumValue), max(minimumValue, maximumValue))
    }

    override var defaultAccessibilityValue: String? {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (value - minimumValue) / span : 0
        return "\(Int((fraction * 100).rounded()))%"
    }

    override var defaultAccessibilityTraits: AccessibilityTraits {
        super.defaultAccessibilityTraits.union(.adjustable)
    }
}
