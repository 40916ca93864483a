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
        /// Hours and minutes of a duration (`countDownDuration`).
        case countDownTimer
        /// Month and year.
        case yearAndMonth
    }

    /// How the picker shows, like `UIDatePickerStyle`.
    public enum Style: Int, Hashable, Sendable {
        /// The system's choice for the mode (on a phone: `.compact`, or `.wheels` for a count-down
        /// timer).
        case automatic
        /// Wheels.
        case wheels
        /// A compact label that opens a calendar.
        case compact
        /// A calendar shown in place.
        case inline
    }

    /// The style asked for (`.automatic` by default; stored).
    open var preferredDatePickerStyle: Style = .automatic
    /// The style shown: the preferred one, with `.automatic` resolved as on a phone.
    open var datePickerStyle: Style {
        guard preferredDatePickerStyle == .automatic else { return preferredDatePickerStyle }
        return datePickerMode == .countDownTimer || datePickerMode == .yearAndMonth ? .wheels : .compact
    }
    /// The locale the picker shows dates in (nil: the current one; stored).
    open var locale: Locale?
    /// The calendar the picker uses (the current one by default).
    open var calendar: Calendar! = .current {
        didSet { if calendar == nil { calendar = .current } }
    }
    /// The time zone the picker shows dates in (nil: the current one).
    open var timeZone: TimeZone?
    /// The seconds a count-down timer starts from (0 by default), kept within 0...86,399 and
    /// to whole minutes, as UIKit does.
    open var countDownDuration: TimeInterval {
        get { storedCountDownDuration }
        set { storedCountDownDuration = (min(max(newValue, 0), 86_399) / 60).rounded(.down) * 60 }
    }
    private var storedCountDownDuration: TimeInterval = 0
    /// The minutes between choices on the minute wheel: 1 by default; a value outside 1...30 or
    /// not dividing 60 is replaced by 1, as UIKit documents. Setting it rounds `date`.
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set {
            storedMinuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1
            date = storedDate
        }
    }
    private var storedMinuteInterval = 1
    /// Whether `date` keeps to `minuteInterval` (true by default, as in UIKit): with an interval
    /// above 1, a date set is moved down to the last whole interval (seconds dropped).
    open var roundsToMinuteInterval = true {
        didSet { date = storedDate }
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
        set { storedDate = clamped(rounded(newValue)) }
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

    /// `date` moved down to the last whole `minuteInterval` of its hour, in the picker's calendar
    /// and time zone (unchanged for an interval of 1 or without rounding).
    private func rounded(_ date: Date) -> Date {
        guard roundsToMinuteInterval, minuteInterval > 1 else { return date }
        var calendar = self.calendar ?? .current
        if let timeZone { calendar.timeZone = timeZone }
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: date)
        parts.minute = (parts.minute ?? 0) / minuteInterval * minuteInterval
        return calendar.date(from: parts) ?? date
    }

    private func clamped(_ date: Date) -> Date {
        if limitsConflict { return date }
        var result = date
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = max(maximumDate, minimumDate ?? maximumDate) }
        return result
    }
}
