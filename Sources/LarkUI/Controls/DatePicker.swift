import Foundation

/// A date chosen on wheels, like `UIDatePicker`. Setting `date` in code sends no events and keeps
/// it within `minimumDate...maximumDate`, as in UIKit; a user's choice is Fleet's `choose(_:)`.
@preconcurrency @MainActor
open class DatePicker: Control {
    /// What the wheels show.
    public enum Mode: Int, Hashable, Sendable {
        /// Hours and minutes.
        case time
        /// Day, month and year.
        case date
        /// Both.
        case dateAndTime
    }

    /// What the wheels show (`.dateAndTime` by default).
    open var datePickerMode: Mode = .dateAndTime
    /// The earliest date; nil for none. A minimum after the maximum makes the picker ignore
    /// both limits, as `UIDatePicker` does.
    open var minimumDate: Date? { didSet { date = clamped(date) } }
    /// The latest date; nil for none.
    open var maximumDate: Date? { didSet { date = clamped(date) } }
    private var storedDate = Date(timeIntervalSinceReferenceDate: 0)
    /// The date shown, kept within the limits.
    open var date: Date {
        get { storedDate }
        set { storedDate = clamped(newValue) }
    }

    /// Sets `date` without sending events; `animated` is ignored.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    /// Whether `date` is within the limits (any date when the minimum is after the maximum).
    public func allows(_ date: Date) -> Bool {
        if limitsConflict { return true }
        return (minimumDate.map { date >= $0 } ?? true) && (maximumDate.map { date <= $0 } ?? true)
    }

    /// A minimum after the maximum: `UIDatePicker` then ignores both.
    private var limitsConflict: Bool {
        guard let minimumDate, let maximumDate else { return false }
        return minimumDate > maximumDate
    }

    private func clamped(_ date: Date) -> Date {
        if limitsConflict { return date }
        var result = date
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = max(maximumDate, minimumDate ?? maximumDate) }
        return result
    }
}
