/// Fails the current test with `message` at `location`.
public func fail(_ message: String, location: SourceLocation) {
    currentAssertionHandler.assert(false, message: FailureMessage(stringValue: message), location: location)
}

/// Fails the current test with `message`.
public func fail(
    _ message: String,
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column
) {
    fail(message, location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column))
}

/// Fails the current test with `fail() always fails`.
public func fail(fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column) {
    fail("fail() always fails", location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column))
}
