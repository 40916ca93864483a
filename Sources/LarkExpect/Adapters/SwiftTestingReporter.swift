import LarkTestContext
#if canImport(Testing)
import Testing
#endif

/// Which framework this process runs (decided in `LarkTestContext`, shared with LarkUI).
typealias TestProcess = LarkTestContext.TestProcess

/// Talks to Swift Testing. Compiles to no-ops where Swift Testing is unavailable
/// (e.g. with `--static-swift-stdlib`).
enum SwiftTestingReporter {
    /// Whether the current task runs inside a Swift Testing test (`Test.current` is task-local,
    /// so this is false in `Task.detached` and on Dispatch threads).
    static var isRunningTest: Bool {
        SwiftTestingContext.isRunningTest
    }

    static func record(_ text: String, attachments: [FailureAttachment] = [], at location: SourceLocation) {
        #if canImport(Testing)
        attach(attachments, at: location)
        Issue.record(Comment(rawValue: text), sourceLocation: testingLocation(location))
        #endif
    }

    /// Records a failed requirement via `#require` and returns the error Swift Testing treats
    /// as already recorded.
    static func recordRequirement(_ text: String, attachments: [FailureAttachment] = [], at location: SourceLocation) -> (any Error)? {
        #if canImport(Testing)
        attach(attachments, at: location)
        // The variable's name is what Swift Testing prints: "Expectation failed: require".
        let require = false
        do {
            try #require(require, Comment(rawValue: text), sourceLocation: testingLocation(location))
        } catch {
            return error
        }
        #endif
        return nil
    }

    #if canImport(Testing)
    /// Records each file with the running test, before the issue it explains.
    private static func attach(_ attachments: [FailureAttachment], at location: SourceLocation) {
        for attachment in attachments {
            Attachment.record(attachment.contents, named: attachment.name, sourceLocation: testingLocation(location))
        }
    }

    private static func testingLocation(_ location: SourceLocation) -> Testing.SourceLocation {
        Testing.SourceLocation(
            fileID: location.fileID.utf8.contains(UInt8(ascii: "/")) ? location.fileID : "Unknown/\(location.fileID)",
            filePath: "\(location.filePath)",
            line: max(1, Int(location.line)),
            column: max(1, Int(location.column)))
    }
    #endif
}
