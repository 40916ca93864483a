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
