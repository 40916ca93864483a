// Our own stand-ins for the helper functions Nimble's test files call (Nimble ships them in a
// separate module of its own). Written against LarkExpect's public API only; compiled in
// Swift 5 mode, like the test files that call it.
import Dispatch
import Foundation
import LarkExpect

/// Fails unless running `closure` records a failure with each of `messages`.
public func failsWithErrorMessage(
    _ messages: [String],
    fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    preferOriginalSourceLocation: Bool = false,
    closure: () throws -> Void
) {
    let recorder = AssertionRecorder()
    withAssertionHandler(recorder, fileID: fileID, file: filePath, line: line, column: column, closure: closure)
    check(messages, against: recorder.assertions, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Fails unless running `closure` records a failure with `message`.
public func failsWithErrorMessage(
    _ message: String,
    fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    preferOriginalSourceLocation: Bool = false,
    closure: () throws -> Void
) {
    failsWithErrorMessage([message], fileID: fileID, filePath: filePath, line: line, column: column, closure: closure)
}

/// Like `failsWithErrorMessage`, for the message of a nil actual value.
public func failsWithErrorMessageForNil(
    _ message: String,
    fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    preferOriginalSourceLocation: Bool = false,
    closure: () throws -> Void
) {
    failsWithErrorMessage("\(message) (use beNil() to match nils)", fileID: fileID, filePath: filePath, line: line, column: column, closure: closure)
}

/// The async form.
public func failsWithErrorMessage(
    _ messages: [String],
    fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    preferOriginalSourceLocation: Bool = false,
    closure: () async throws -> Void
) async {
    let recorder = AssertionRecorder()
    await withAssertionHandler(recorder, fileID: fileID, file: filePath, line: line, column: column, closure: closure)
    check(messages, against: recorder.assertions, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The async form.
public func failsWithErrorMessage(
    _ message: String,
    fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    preferOriginalSourceLocation: Bool = false,
    closure: () async throws -> Void
) async {
    await failsWithErrorMessage([message], fileID: fileID, filePath: filePath, line: line, column: column, closure: closure)
}

/// The async form.
public func failsWithErrorMessageForNil(
    _ message: String,
    fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    preferOriginalSourceLocation: Bool = false,
    closure: () async throws -> Void
) async {
    await failsWithErrorMessage("\(message) (use beNil() to match nils)", fileID: fileID, filePath: filePath, line: line, column: column, closure: closure)
}

/// Fails unless a recorded failure matches the regular expression.
public func failsWithErrorRegex(
    _ regex: String,
    fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    closure: () throws -> Void
) {
    let recorder = AssertionRecorder()
    withAssertionHandler(recorder, fileID: fileID, file: filePath, line: line, column: column, closure: closure)
    let failures = recorder.assertions.filter { !$0.success }.map(\.message.stringValue)
    if !failures.contains(where: { $0.range(of: regex, options: .regularExpression) != nil }) {
        fail("no failure matched /\(regex)/; failures: \(failures)",
             location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

private func check(_ messages: [String], against records: [AssertionRecord], at location: SourceLocation) {
    let failures = records.filter { !$0.success }.map(\.message.stringValue)
    for wanted in messages where !failures.contains(wanted) {
        fail("expected a failure \"\(wanted)\"; got \(failures.map { "\"\($0)\"" })", location: location)
    }
}

/// Runs `closure` with failures recorded and dropped.
@discardableResult
public func suppressErrors<T>(closure: () -> T) -> T {
    var output: T?
    withAssertionHandler(AssertionRecorder()) { output = closure() }
    return output!
}

/// Checks the status an expectation ends with, ignoring its failures.
public func producesStatus<T>(
    _ status: ExpectationStatus,
    fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    closure: () -> SyncExpectation<T>
) {
    let expectation = suppressErrors(closure: closure)
    expect(fileID: fileID, file: filePath, line: line, column: column, expectation.status).to(equal(status))
}

/// Runs `action` on the main queue a little later.
public func deferToMainQueue(action: @escaping () -> Void) {
    DispatchQueue.main.async {
        Thread.sleep(forTimeInterval: 0.01)
        action()
    }
}

extension Date {
    /// A date from `yyyy-MM-dd HH:mm:ss`.
    public init(dateTimeString: String) {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        self = formatter.date(from: dateTimeString)!
    }
}

extension NSDate {
    /// A date from `yyyy-MM-dd HH:mm:ss`.
    public convenience init(dateTimeString: String) {
        self.init(timeIntervalSinceReferenceDate: Date(dateTimeString: dateTimeString).timeIntervalSinceReferenceDate)
    }
}
