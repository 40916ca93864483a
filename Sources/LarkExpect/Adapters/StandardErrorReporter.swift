import Foundation

/// Prints failures that no test framework can receive, so they are never dropped.
enum StandardErrorReporter {
    static func report(_ text: String, at location: SourceLocation, reason: String) {
        let indented = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n    ")
        let line = "\(location.fileID):\(location.line):\(location.column): expectation failed (\(reason)): \(indented)\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
