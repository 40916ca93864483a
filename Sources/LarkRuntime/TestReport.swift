/// Something to report to the running test: an assertion's failure or a model warning. The
/// test layer's one router (`TestContext.record` in LarkTestContext) decides where it goes.
package struct TestReport: Sendable {
    /// How bad it is: a failure fails the test; a warning is shown in its report only.
    package enum Severity: Sendable, Equatable {
        case failure
        case warning
    }

    /// Where in the source the report belongs.
    package struct Location: Sendable {
        package var fileID: String
        /// Static, as XCTest wants it.
        package var filePath: StaticString
        package var line: Int
        package var column: Int

        /// A location from its parts.
        package init(fileID: String, filePath: StaticString, line: Int, column: Int) {
            self.fileID = fileID
            self.filePath = filePath
            self.line = line
            self.column = column
        }
    }

    /// A text file that goes with the report (Swift Testing keeps it; XCTest on Linux cannot).
    package struct Attachment: Sendable, Equatable {
        package var name: String
        package var contents: String

        /// An attachment from its parts.
        package init(name: String, contents: String) {
            self.name = name
            self.contents = contents
        }
    }

    /// The whole text.
    package var text: String
    package var severity: Severity
    /// Nil: the running test's own location.
    package var location: Location?
    package var attachments: [Attachment]
    /// What the line on standard error calls it when no test takes it (`expectation failed`),
    /// followed by why no test took it; nil: the text says what it is, and the line is the text.
    package var kind: String?
    /// Whether to print it on standard error when no test takes it.
    package var printsWhenUntaken: Bool

    /// A report from its parts.
    package init(
        _ text: String, severity: Severity, location: Location?, attachments: [Attachment] = [], kind: String?,
        printsWhenUntaken: Bool = true
    ) {
        self.text = text
        self.severity = severity
        self.location = location
        self.attachments = attachments
        self.kind = kind
        self.printsWhenUntaken = printsWhenUntaken
    }
}
