import Foundation

// How Foundation values read in failure messages, as in Nimble 14.

extension Date: TestOutputStringConvertible {
    /// `2015-08-26 11:43:00.0050`: local time, to a ten-thousandth of a second.
    public var testDescription: String { testOutputDateText(self) }
}

extension NSDate: TestOutputStringConvertible {
    /// As for `Date`.
    public var testDescription: String { testOutputDateText(self as Date) }
}

extension NSArray: TestOutputStringConvertible {
    /// `(a, b)`, each element stringified.
    public var testDescription: String {
        "(" + map { stringify($0) }.joined(separator: ", ") + ")"
    }
}

extension NSIndexSet: TestOutputStringConvertible {
    /// `(1, 2)`.
    public var testDescription: String {
        "(" + map { String($0) }.joined(separator: ", ") + ")"
    }
}

extension Data: TestOutputStringConvertible {
    /// `Data<hash=92856895,length=9>`: a digest rather than the bytes.
    public var testDescription: String {
        "Data<hash=\(NSData(data: self).hash),length=\(count)>"
    }
}

/// Formats a date for test output (built only for failure messages).
private func testOutputDateText(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSSS"
    return formatter.string(from: date)
}
