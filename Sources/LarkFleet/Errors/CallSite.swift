import Foundation

extension Fleet {
    /// Where a helper was called. A refusal that no one catches reaches the test framework, which
    /// reports a thrown error at the test (Swift Testing) or nowhere (XCTest's `<EXPR>:0`); its
    /// description starts with this, so the report still names the line of the refused action.
    public struct CallSite: Hashable, Sendable, CustomStringConvertible {
        /// `Module/File.swift`.
        public let fileID: String
        /// The line of the call.
        public let line: Int
        /// The column of the call.
        public let column: Int

        /// A call site.
        public init(fileID: String, line: Int, column: Int) {
            self.fileID = fileID
            self.line = line
            self.column = column
        }

        /// `SignInTests.swift:42:9`.
        public var description: String {
            "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line):\(column)"
        }
    }

    /// Runs a helper's body; a refusal leaving it is marked with the helper's call site. Helpers
    /// that call helpers pass theirs on, so the outermost call (the test's line) wins.
    static func calling<R, K>(
        _ fileID: String, _ line: Int, _ column: Int, _ body: () throws(Refusal<K>) -> R
    ) throws(Refusal<K>) -> R {
        do {
            return try body()
        } catch {
            var located = error
            located.callSite = CallSite(fileID: fileID, line: line, column: column)
            throw located
        }
    }
}
