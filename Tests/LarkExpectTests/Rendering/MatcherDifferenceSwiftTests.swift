import LarkExpect
import Testing

/// The difference lines of issue 13 under Swift Testing: the same full texts reach a recorder
/// and the test's issue, in sync and async tests, for `to` and `toNot`.
@Suite struct MatcherDifferenceSwiftTests {
    private let header = "Difference (- expected, + actual):"

    @Test func equalKeepsNimblesLineAndAddsTheDifference() {
        let records = gatherFailingExpectations(silently: true) { expect([1, 2, 9]).to(equal([1, 2, 3])) }
        #expect(records.map(\.message.stringValue) == ["expected to equal <[1, 2, 3]>, got <[1, 2, 9]>"])
        #expect(records.map(\.message.fullText) == ["expected to equal <[1, 2, 3]>, got <[1, 2, 9]>\n\(header)\n  [2]: expected 3, got 9"])
        #expect(fullFailures { expect([1, 2, 3]).toNot(equal([1, 2, 3])) } == ["expected to not equal <[1, 2, 3]>, got <[1, 2, 3]>"])
        #expect(fullFailures { expect([1, 2, 3]) != [1, 2, 3] } == ["expected to not equal <[1, 2, 3]>, got <[1, 2, 3]>"])
    }

    @Test(arguments: [
        ("equal", "expected to equal <[1, 3]>, got <[1, 2]>\nDifference (- expected, + actual):\n  [1]: expected 3, got 2"),
        ("==", "expected to equal <[1, 3]>, got <[1, 2]>\nDifference (- expected, + actual):\n  [1]: expected 3, got 2"),
        ("elementsEqual", "expected to elementsEqual <[1, 3]>, got <[1, 2]>\nDifference (- expected, + actual):\n  [1]: expected 3, got 2"),
        ("beginWith", "expected to begin with <2>, got <[1, 2]>\nDifference (- expected, + actual):\n  [0]: expected 2, got 1"),
        ("endWith", "expected to end with <3>, got <[1, 2]>\nDifference (- expected, + actual):\n  [1]: expected 3, got 2"),
        ("beginWith(prefix:)", "expected to begin with <[1, 3]>, got <[1, 2]>\nDifference (- expected, + actual):\n  [1]: expected 3, got 2"),
        ("haveCount", "expected to have Array<Int> with count 3, got 2\nActual Value: [1, 2]\nelements (2): [1, 2]"),
        ("allPass", "expected to all be less than <2>, but failed first at element <2> in <[1, 2]>\nfailing elements (1 of 2): [1]: 2"),
        ("satisfyAllOf", "expected to match all of: {equal <[1, 3]>}, and {have Array<Int> with count 2}, got [1, 2]\nnot matched: {equal <[1, 3]>}\nDifference (- expected, + actual):\n  [1]: expected 3, got 2"),
    ])
    func everyMatcherShowsItsDifference(matcher: String, message: String) {
        let value = [1, 2]
        let failures = fullFailures {
            switch matcher {
            case "equal": expect(value).to(equal([1, 3]))
            case "==": expect(value) == [1, 3]
            case "elementsEqual": expect(value).to(elementsEqual([1, 3]))
            case "beginWith": expect(value).to(beginWith(2))
            case "endWith": expect(value).to(endWith(3))
            case "beginWith(prefix:)": expect(value).to(beginWith(prefix: [1, 3]))
            case "haveCount": expect(value).to(haveCount(3))
            case "allPass": expect(value).to(allPass(beLessThan(2)))
            case "satisfyAllOf": expect(value).to(satisfyAllOf(equal([1, 3]), haveCount(2)))
            default: Issue.record("unknown matcher \(matcher)")
            }
        }
        #expect(failures == [message])
    }

    @Test func beCloseToAndThrowErrorSayWhatMissed() {
        #expect(fullFailures { expect(1.2).to(beCloseTo(1.2201)) }
            == ["expected to be close to <1.2201> (within 0.0001), got <1.2>\noff by 0.0201, more than the allowed 0.0001"])
        #expect(fullFailures { expect([1.0, 2.0]) ≈ [1.0, 2.5] }
            == ["expected to be close to <[1.0, 2.5]> (each within 0.0001), got <[1.0, 2.0]>\n[1]: expected 2.5, got 2.0, off by 0.5, more than the allowed 0.0001"])
        #expect(fullFailures { expect { throw DiffError.parameterized(x: 1, label: "a") }.to(throwError(DiffError.parameterized(x: 1, label: "b"))) }
            == [#"expected to throw error <parameterized(x: 1, label: "b")>, got <parameterized(x: 1, label: "a")>"# + "\n\(header)\n" + #"  .parameterized.label: expected "b", got "a""#])
        #expect(fullFailures { expect { throw DiffError.plain }.toNot(throwError()) } == ["expected to not throw any error, got <plain>"])
    }

    @Test func asyncExpectationsShowTheDifferenceToo() async {
        let failures = await fullFailures {
            await expect { () async in [1, 2] }.to(equal([1, 3]))
            await expect { () async in [1, 2] } == [1, 3]
            await expect { () async in [1, 1] }.toNot(equal([1, 1]))
        }
        #expect(failures == [
            "expected to equal <[1, 3]>, got <[1, 2]>\n\(header)\n  [1]: expected 3, got 2",
            "expected to equal <[1, 3]>, got <[1, 2]>\n\(header)\n  [1]: expected 3, got 2",
            "expected to not equal <[1, 1]>, got <[1, 1]>",
        ])
        let polled = await fullFailures { await expect { [1, 2] }.toEventually(equal([1, 3]), timeout: .milliseconds(50)) }
        #expect(polled == ["expected to eventually equal <[1, 3]>, got <[1, 2]>\n\(header)\n  [1]: expected 3, got 2"])
    }

    @Test func theTestIssueCarriesTheFullText() {
        withKnownIssue {
            expect([1, 2]).to(equal([1, 3]))
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["expected to equal <[1, 3]>, got <[1, 2]>\n\(header)\n  [1]: expected 3, got 2"]
        }
    }

    @Test func theCapsApplyPerTask() {
        let lines = Diagnostics.$settings.withValue(DiagnosticsSettings(maxDifferenceLines: 2)) {
            fullFailures { expect([1, 2, 3, 4]).to(equal([5, 6, 7, 8])) }
        }
        #expect(lines == ["expected to equal <[5, 6, 7, 8]>, got <[1, 2, 3, 4]>\n\(header)\n  [0]: expected 5, got 1\n  [1]: expected 6, got 2\n… (2 more differences)"])
    }
}
