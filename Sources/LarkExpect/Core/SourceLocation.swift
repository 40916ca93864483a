/// The type used for file paths in source locations. `StaticString` because XCTest's
/// `XCTFail(_:file:line:)` requires one.
public typealias FileString = StaticString

/// Where an expectation was written: captured from `#fileID`, `#filePath`, `#line` and
/// `#column` at the public entry points.
///
/// `column` is the column Swift reports for a default argument, which is the column of the
/// call's opening parenthesis (or of its trailing closure), not of the function name.
public struct SourceLocation: Sendable, CustomStringConvertible {
    /// The `#fileID` of the call (`Module/File.swift`).
    public let fileID: String
    /// The `#filePath` of the call.
    public let filePath: FileString
    /// Nimble 14's deprecated name for `filePath`, kept so that code written for it compiles.
    @available(*, deprecated, renamed: "filePath")
    public var file: FileString { filePath }
    /// The line of the call.
    public let line: UInt
    /// The column of the call's opening parenthesis.
    public let column: UInt

    /// Creates a location from its parts.
    public init(fileID: String, filePath: FileString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// A location for values created outside any call site.
    public init() {
        self.init(fileID: "Unknown/File", filePath: "Unknown File", line: 0, column: 0)
    }

    /// `path:line:column`.
    public var description: String { "\(filePath):\(line):\(column)" }
}

extension SourceLocation: Equatable {
    /// Two locations are equal when all four parts are.
    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.line == rhs.line && lhs.column == rhs.column && lhs.fileID == rhs.fileID
            && "\(lhs.filePath)" == "\(rhs.filePath)"
    }
}
