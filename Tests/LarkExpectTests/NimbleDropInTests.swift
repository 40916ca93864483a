import LarkExpect
import Testing

// Nimble 14 API kept so that its suites compile: `throwAssertion()` (which fails, saying what
// to use instead) and the deprecated `SourceLocation.file`.

@Test func throwAssertionFailsUnderToAndToNotWithoutRunningTheClosure() {
    var ran = false
    let messages = gatherFailingExpectations(silently: true) {
        expect { ran = true }.to(throwAssertion())
        expect { () -> Int in ran = true; return 1 }.toNot(throwAssertion())
    }.map(\.message.stringValue)
    #expect(!ran)
    let reason = """

        Lark cannot catch a precondition or fatalError inside the test process without risking \
        the tests that run beside it. Check it in a child process, with a Swift Testing exit test:
            await #expect(processExitsWith: .failure) { <the code that should stop> }
        """
    #expect(messages == [
        "expected to throw an assertion (not supported: the closure was not run)" + reason,
        "expected to not throw an assertion (not supported: the closure was not run)" + reason,
    ])
}

/// What Nimble 14 code reads through the deprecated name, reached through a protocol so that this
/// file compiles without a deprecation warning.
private protocol NimbleFileLocation {
    var file: FileString { get }
}

extension LarkExpect.SourceLocation: NimbleFileLocation {}

@Test func sourceLocationFileIsFilePath() {
    let location = gatherExpectations(silently: true) { expect(1).to(equal(1)) }[0].location
    #expect("\((location as any NimbleFileLocation).file)" == "\(location.filePath)")
    #expect("\(location.filePath)".hasSuffix("NimbleDropInTests.swift"))
}
