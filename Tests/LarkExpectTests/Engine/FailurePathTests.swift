import LarkExpect
import Synchronization
import Testing

/// What the failure path (docs/architecture-failure-path.md) keeps: messages built only when
/// someone reads them, files attached to failures only, one report per verdict, and a thrown
/// expression or predicate worded as such.
@Suite struct FailurePathTests {
    private final class Builds: Sendable {
        let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
    }

    /// A predicate that counts how often its message is built, and attaches a file to it.
    private func counting(_ builds: Builds, matches: Bool) -> Predicate<Int> {
        Predicate { _ in
            PredicateResult(bool: matches, message: {
                builds.count.withLock { $0 += 1 }
                FailureAttachment.attach(FailureAttachment(name: "note.txt", contents: "why"))
                return .expectedActualValueTo("be counted")
            }())
        }
    }

    @Test func aPassWithoutARecorderNeverBuildsItsMessage() {
        let builds = Builds()
        expect(1).to(counting(builds, matches: true))
        expect(1).toNot(counting(builds, matches: false))
        #expect(builds.value == 0)
    }

    @Test func aFailureBuildsItsMessageOnceAndCarriesItsFiles() throws {
        let builds = Builds()
        let records = gatherExpectations(silently: true) {
            expect(1).to(counting(builds, matches: false))
        }
        #expect(records.count == 1)
        let record = try #require(records.first)
        #expect(!record.success)
        #expect(record.message.stringValue == "expected to be counted, got <1>")
        #expect(record.message.attachments == [FailureAttachment(name: "note.txt", contents: "why")])
        #expect(builds.value == 1)
    }

    @Test func aPassSeenByARecorderHasItsTextButNoFiles() throws {
        let builds = Builds()
        let records = gatherExpectations(silently: true) {
            expect(1).to(counting(builds, matches: true))
        }
        let record = try #require(records.first)
        #expect(records.count == 1)
        #expect(record.success)
        #expect(record.message.stringValue == "expected to be counted, got <1>")
        #expect(record.message.attachments.isEmpty)
    }

    @Test func aRecordedVerdictKeepsTheCallersLocation() throws {
        let line = #line + 1
        let records = gatherFailingExpectations(silently: true) { expect(1).to(equal(2)) }
        let location = try #require(records.first?.location)
        #expect(location.line == UInt(line))
        #expect(location.column == 73)
        #expect(location.fileID == #fileID)
    }

    @Test func aThrowingExpressionIsWordedAsAnUnexpectedError() {
        struct Broken: Error {}
        #expect(failures { expect { () throws -> Int in throw Broken() }.to(equal(1), description: "the value") }
            == ["the value\nunexpected error thrown: <Broken()>"])
    }

    @Test func aFailedRequireIsReportedOnceToARecorderAndThrows() {
        var threw = false
        let records = gatherFailingExpectations(silently: true) {
            do { _ = try require(3).to(equal(4)) } catch { threw = error is RequireError }
        }
        #expect(threw)
        #expect(records.map(\.message.stringValue) == ["expected to equal <4>, got <3>"])
    }
}
