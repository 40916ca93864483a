import Foundation

extension Fleet {
    /// Thrown by the value controls' helpers: `Slider.slide(to:)`, `Stepper.increment()` and
    /// `decrement()`, `SegmentedControl.selectSegment(at:)` and `selectSegment(withTitle:)`,
    /// `PickerView.selectRow(_:inComponent:)` and `selectRow(withTitle:inComponent:)`,
    /// `DatePicker.choose(_:)`. The value is unchanged and no event or delegate method was sent
    /// when it is thrown.
    public typealias ValueControlError = Refusal<ValueControlErrorKind>

    /// Why the control refused, in the order the checks run: the touch first.
    public enum ValueControlErrorKind: RefusalKind {
        /// A touch would not reach the view (the same reasons in every family).
        case unreachable(Unreachable)
        /// `isEnabled` is false.
        case notEnabled
        /// `slide(to:)` or `choose(_:)`: the value is outside the control's limits.
        case valueOutOfRange
        /// A stepper that does not wrap is at the end the button steps towards, so UIKit disables
        /// that button.
        case atLimit
        /// No segment has that index or title.
        case noSuchSegment
        /// The segment is disabled.
        case segmentNotEnabled
        /// A picker without a data source.
        case noDataSource
        /// A picker component or row that does not exist (the message lists what does).
        case noSuchRow

        /// `"Fleet.ValueControlError"`.
        public static var errorName: String { "Fleet.ValueControlError" }
    }
}
