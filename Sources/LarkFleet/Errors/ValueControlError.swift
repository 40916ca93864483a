import Foundation

extension Fleet {
    /// Thrown by the value controls' helpers: `Slider.slide(to:)`, `Stepper.increment()` and
    /// `decrement()`, `SegmentedControl.selectSegment(at:)` and `selectSegment(withTitle:)`. The
    /// value is unchanged and no event was sent when it is thrown.
    public typealias ValueControlError = Refusal<ValueControlErrorKind>

    /// Why the control refused, in the order the checks run: the touch first.
    public enum ValueControlErrorKind: RefusalKind {
        /// `isUserInteractionEnabled` is false on the control or one of its ancestors.
        case userInteractionDisabled
        /// The control, an ancestor or its window is hidden, or below 0.01 alpha.
        case notVisible
        /// An ancestor has no size, or the control lies outside an ancestor's bounds.
        case outsideBounds
        /// `isEnabled` is false.
        case notEnabled
        /// `slide(to:)`: the value is outside `minimumValue...maximumValue`.
        case valueOutOfRange
        /// A stepper that does not wrap is at the end the button steps towards, so UIKit disables
        /// that button.
        case atLimit
        /// No segment has that index or title.
        case noSuchSegment
        /// The segment is disabled.
        case segmentNotEnabled

        /// `"Fleet.ValueControlError"`.
        public static var errorName: String { "Fleet.ValueControlError" }
    }
}
