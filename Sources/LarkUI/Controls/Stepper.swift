import Foundation

/// A value changed in steps by a minus and a plus button, like `UIStepper`. Setting `value` in
/// code sends no events and keeps it within `minimumValue...maximumValue`; a user's tap on either
/// button is Fleet's `increment()` or `decrement()`.
@preconcurrency @MainActor
open class Stepper: Control {
    /// The lowest value (0 by default).
    open var minimumValue: Double = 0 { didSet { value = clamped(value) } }
    /// The highest value (100 by default).
    open var maximumValue: Double = 100 { didSet { value = clamped(value) } }
    /// How much one tap changes the value (1 by default).
    open var stepValue: Double = 1
    /// Whether stepping past one end goes round to the other (false by default): UIKit's `wraps`.
    open var wraps = false
    /// Whether holding a button repeats the step (recorded only; the model's taps are single).
    open var autorepeat = true
    /// Whether `.valueChanged` is sent as the value changes while a button is held (true) or
    /// once when the user lets go (false), as `UIStepper.isContinuous`. The model's tap changes
    /// the value once, so both send one `.valueChanged` per tap.
    open var isContinuous = true
    private var storedValue: Double = 0
    /// The value, kept within `minimumValue...maximumValue`.
    open var value: Double {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }

    // MARK: Appearance (stored; the model draws nothing)

    private var incrementImages = PerStateValues<Image>()
    private var decrementImages = PerStateValues<Image>()
    private var backgroundImages = PerStateValues<Image>()
    private var dividerImages: [[Control.State]: Image] = [:]

    /// Sets (or with nil removes) the plus button's image for `state`.
    open func setIncrementImage(_ image: Image?, for state: State) { incrementImages.set(image, for: state) }
    /// The plus button's image for `state`, falling back to the `.normal` one.
    open func incrementImage(for state: State) -> Image? { incrementImages.value(for: state) }
    /// Sets (or with nil removes) the minus button's image for `state`.
    open func setDecrementImage(_ image: Image?, for state: State) { decrementImages.set(image, for: state) }
    /// The minus button's image for `state`, falling back to the `.normal` one.
    open func decrementImage(for state: State) -> Image? { decrementImages.value(for: state) }
    /// Sets (or with nil removes) the background image for `state`.
    open func setBackgroundImage(_ image: Image?, for state: State) { backgroundImages.set(image, for: state) }
    /// The background image for `state`, falling back to the `.normal` one.
    open func backgroundImage(for state: State) -> Image? { backgroundImages.value(for: state) }
    /// Sets (or with nil removes) the divider's image for a pair of button states.
    open func setDividerImage(_ image: Image?, forLeftSegmentState leftState: State, rightSegmentState rightState: State) {
        dividerImages[[leftState, rightState]] = image
    }
    /// The divider's image for a pair of button states.
    open func dividerImage(forLeftSegmentState leftState: State, rightSegmentState rightState: State) -> Image? {
        dividerImages[[leftState, rightState]]
    }

    private func clamped(_ value: Double) -> Double {
        min(max(value, minimumValue), max(minimumValue, maximumValue))
    }

    /// The value one tap of the plus (`up`) or minus button leads to: one step, clamped, or round
    /// to the other end when `wraps` and the value is at the end; nil when the button is
    /// disabled because the value is at that end and does not wrap, as in UIKit.
    public func steppedValue(up: Bool) -> Double? {
        if up {
            if value >= maximumValue { return wraps ? minimumValue : nil }
            return min(value + stepValue, maximumValue)
        }
        if value <= minimumValue { return wraps ? maximumValue : nil }
        return max(value - stepValue, minimumValue)
    }

    override var defaultAccessibilityValue: String? {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    override var defaultAccessibilityTraits: AccessibilityTraits {
        super.defaultAccessibilityTraits.union(.adjustable)
    }
}
