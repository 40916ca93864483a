import Foundation
import Lark
@testable import LarkSnapshots
import LarkTestContext
import Testing

/// `matchSnapshot` under Swift Testing: record, compare, re-record, and every way it refuses.
@Suite struct SnapshotMatcherTests {
    @Test func recordsThenMatchesThenShowsTheDifference() {
        withSnapshotFolder { folder in
            let file = "SnapshotMatcherTests.recordsThenMatchesThenShowsTheDifference.1.txt"
            let shown = "__Snapshots__/SnapshotMatcherTests/" + file
            let path = folder.snapshots() + "/" + file

            let recorded = inRun("first") { failures { expect("total: 3\nitems: 2").to(matchSnapshot()) } }
            #expect(recorded == ["recorded snapshot \(shown) (there was no reference): review it, then run the test again to compare\nfile: \(path)"])
            #expect(folder.contents(file) == "total: 3\nitems: 2")

            let matched = inRun("second") { failures { expect("total: 3\nitems: 2").to(matchSnapshot()) } }
            #expect(matched == [])

            let changed = inRun("third") { failures { expect("total: 4\nitems: 2").to(matchSnapshot()) } }
            #expect(changed == ["""
                expected to match snapshot \(shown)
                reference: \(path) (to accept the new text, run with LARK_RECORD_SNAPSHOTS=all or pass record: true)
                Difference (- expected, + actual):
                  lines differ:
                  - total: 3
                  + total: 4
                    items: 2
                """])
            // A mismatch never rewrites the reference.
            #expect(folder.contents(file) == "total: 3\nitems: 2")
        }
    }

    @Test func numbersTheSnapshotsOfATestAndNamesNamedOnes() {
        withSnapshotFolder { folder in
            _ = failures {
                expect("one").to(matchSnapshot())
                expect("login").to(matchSnapshot(named: "login screen"))
                expect("two").to(matchSnapshot())
            }
            let base = "SnapshotMatcherTests.numbersTheSnapshotsOfATestAndNamesNamedOnes"
            let named = base + ".login_screen~" + SnapshotNaming.stableHash("login screen") + ".txt"
            #expect(folder.files() == [base + ".1.txt", base + ".2.txt", named])
            #expect(folder.contents(base + ".2.txt") == "two")
            #expect(folder.contents(named) == "login")
        }
    }

    @Test(arguments: ["Ada", "a/b", "..", "📸", "Ada "])
    func eachParameterizedCaseHasItsOwnFile(name: String) throws {
        try withSnapshotFolder { folder in
            _ = failures { expect("hello \(name)").to(matchSnapshot()) }
            let files = folder.files()
            try #require(files.count == 1)
            let file = files[0]
            #expect(file.hasPrefix("SnapshotMatcherTests.eachParameterizedCaseHasItsOwnFile(name)["))
            #expect(!file.contains("/") && !file.hasPrefix(".") && !file.contains(".."))
            if name == "Ada" {
                #expect(file == "SnapshotMatcherTests.eachParameterizedCaseHasItsOwnFile(name)[Ada].1.txt")
            } else {
                #expect(file.contains("]~"), "a lossy name carries a hash: \(file)")
            }
            #expect(folder.contents(file) == "hello \(name)")
        }
    }

    @Test func casesWithArgumentsThatReadAlikeGetDifferentFiles() {
        let names = [["a/b"], ["a_b"], ["a", "b"], ["a,b"], ["Ada "], ["Ada_"], ["📸"], ["🎥"]].map { arguments in
            SnapshotNaming.baseName(for: RunningTestName(test: "Suite.greets(name:)", arguments: arguments, caseKey: "", identity: nil))
        }
        #expect(Set(names).count == names.count, "\(names)")
        #expect(names[0].hasPrefix("Suite.greets(name)[a_b]~"))
        #expect(names[1] == "Suite.greets(name)[a_b]")
        #expect(names[2] == "Suite.greets(name)[a,b]")
    }

    @Test func namesAreSafeFileNames() {
        let tricky = ["../../etc/passwd", "a/b", "..", ".hidden", "nul\u{0}byte", "tab\tand\nnewline", "emoji 📸✨", "Ünïcödé", "", "42"]
        let names = tricky.map(SnapshotNaming.component)
        for (original, name) in zip(tricky, names) {
            #expect(!name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains(".."), "\(original) → \(name)")
            #expect(name.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 && $0.value != 0x7F }, "\(original) → \(name)")
            #expect(name.contains("~"), "a changed name carries a hash: \(original) → \(name)")
        }
        #expect(Set(names).count == names.count)
        #expect(SnapshotNaming.component("login") == "login")
        #expect(SnapshotNaming.component("v1.2") == "v1.2")
        #expect(SnapshotNaming.component("emoji 📸") == "emoji__~699f865af7fd")  // docs/snapshots.md
    }

    @Test func longNamesAreCutWithAHashThatKeepsThemApart() {
        let first = String(repeating: "a", count: 300) + "1"
        let second = String(repeating: "a", count: 300) + "2"
        let names = [first, second].map(SnapshotNaming.component)
        #expect(names.allSatisfy { $0.utf8.count == SnapshotNaming.maxLength })
        #expect(names[0] != names[1])
        #expect(SnapshotNaming.stableHash("login") == SnapshotNaming.stableHash("login"))
        #expect(SnapshotNaming.stableHash("") == "9ce484222325")  // FNV-1a offset basis, low 48 bits
    }

    @Test func testNamesAreShortenedReadably() {
        #expect(SnapshotNaming.signatureShortened("login()") == "login")
        #expect(SnapshotNaming.signatureShortened("greets(name:times:)") == "greets(name,times)")
        #expect(SnapshotNaming.signatureShortened("testLogin") == "testLogin")
        #expect(RunningTestName.suiteQualifiedName(testID: "Module.Outer/Inner/greets(name:)/File.swift:12:6") == "Outer.Inner.greets(name:)")
        #expect(RunningTestName.suiteQualifiedName(testID: "Module.topLevel()/File.swift:3:2") == "topLevel()")
        #expect(RunningTestName.suiteQualifiedName(testID: "no module") == nil)
    }

    @Test func theRunningTestsNameComesFromSwiftTesting() throws {
        let name = try RunningTestName.current(function: #function).get()
        #expect(name.test == "SnapshotMatcherTests.theRunningTestsNameComesFromSwiftTesting()")
        #expect(name.arguments == nil)
    }

    @Test(arguments: [1, 2])
    func aParameterizedCaseIsNamedWithItsArguments(number: Int) throws {
        // Fails loudly should Swift Testing's `Test.Case` layout change under the reflection.
        let name = try RunningTestName.current(function: #function).get()
        #expect(name.arguments == ["\(number)"])
        // Cases whose arguments read alike still differ by identity, so they cannot share a file.
        #expect(name.identity == TestContext.current().testCase?.key)
        #expect(name.identity != "\(Test.current!.id)")
    }

    @Test func aFolderThatIsAFileFails() throws {
        try withSnapshotFolder { folder in
            try FileManager.default.createDirectory(atPath: folder.root + "/__Snapshots__", withIntermediateDirectories: true)
            try "".write(toFile: folder.snapshots(), atomically: true, encoding: .utf8)
            let recorded = failures { expect("text").to(matchSnapshot()) }
            let path = folder.snapshots() + "/SnapshotMatcherTests.aFolderThatIsAFileFails.1.txt"
            #expect(recorded == ["cannot read snapshot reference \(path): Not a directory"])
        }
    }

    @Test func aReferenceThatCannotBeReadFails() throws {
        try withSnapshotFolder { folder in
            let base = folder.snapshots() + "/SnapshotMatcherTests.aReferenceThatCannotBeReadFails"
            try FileManager.default.createDirectory(atPath: base + ".1.txt", withIntermediateDirectories: true)
            try folder.write("", to: "SnapshotMatcherTests.aReferenceThatCannotBeReadFails.2.txt")
            try Data([0xFF, 0xFE]).write(to: URL(fileURLWithPath: base + ".2.txt"))
            let recorded = failures {
                expect("text").to(matchSnapshot())
                expect("text").to(matchSnapshot())
            }
            #expect(recorded == [
                "cannot read snapshot reference \(base).1.txt: it is not a regular file",
                "cannot read snapshot reference \(base).2.txt: it is not UTF-8 text",
            ])
        }
    }

    @Test func recordingNeverPassesEvenWhenTheTextIsTheSame() throws {
        try withSnapshotFolder { folder in
            let file = "SnapshotMatcherTests.recordingNeverPassesEvenWhenTheTextIsTheSame.1.txt"
            try folder.write("same", to: file)
            let recorded = failures { expect("same").to(matchSnapshot(record: true)) }
            #expect(recorded.count == 1)
            #expect(recorded.first?.hasPrefix("recorded snapshot __Snapshots__/SnapshotMatcherTests/\(file) (record: true)") == true)
        }
    }

    @Test func recordTrueRewritesAndRecordFalseNeverWrites() throws {
        try withSnapshotFolder { folder in
            let file = "SnapshotMatcherTests.recordTrueRewritesAndRecordFalseNeverWrites.1.txt"
            try folder.write("old", to: file)
            _ = inRun("rewrite") { failures { expect("new").to(matchSnapshot(record: true)) } }
            #expect(folder.contents(file) == "new")

            let missing = inRun("never") {
                failures {
                    expect("new").to(matchSnapshot(record: false))
                    expect("other").to(matchSnapshot(record: false))
                }
            }
            let second = "SnapshotMatcherTests.recordTrueRewritesAndRecordFalseNeverWrites.2.txt"
            #expect(missing == ["no snapshot reference __Snapshots__/SnapshotMatcherTests/\(second), and recording is off (record: false or LARK_RECORD_SNAPSHOTS=never)\nexpected at: \(folder.snapshots())/\(second)"])
            #expect(folder.files() == [file])
        }
    }

    @Test func theEnvironmentVariableSetsTheMode() throws {
        #expect(SnapshotRecordMode(environmentValue: nil) == .missing)
        #expect(SnapshotRecordMode(environmentValue: "") == .missing)
        #expect(SnapshotRecordMode(environmentValue: "missing") == .missing)
        #expect(SnapshotRecordMode(environmentValue: "1") == .all)
        #expect(SnapshotRecordMode(environmentValue: "ALL") == .all)
        #expect(SnapshotRecordMode(environmentValue: "never") == .never)
        #expect(SnapshotRecordMode(environmentValue: "0") == .never)
        #expect(SnapshotRecordMode(environmentValue: "sometimes") == nil)

        try withSnapshotFolder { folder in
            let file = "SnapshotMatcherTests.theEnvironmentVariableSetsTheMode.1.txt"
            try folder.write("old", to: file)
            let all = inRun("all") { withRecordValue("all") { failures { expect("new").to(matchSnapshot()) } } }
            #expect(all.first?.hasPrefix("recorded snapshot __Snapshots__/SnapshotMatcherTests/\(file) (LARK_RECORD_SNAPSHOTS=all)") == true)
            #expect(folder.contents(file) == "new")

            // The parameter wins over the environment.
            let compared = inRun("param") { withRecordValue("all") { failures { expect("new").to(matchSnapshot(record: false)) } } }
            #expect(compared == [])

            let never = inRun("never") { withRecordValue("never") { failures { expect("x").to(matchSnapshot(named: "absent")) } } }
            #expect(never.first?.hasPrefix("no snapshot reference") == true)
            #expect(!folder.files().contains { $0.contains("absent") })

            let bogus = inRun("bogus") { withRecordValue("sometimes") { failures { expect("new").to(matchSnapshot()) } } }
            #expect(bogus == [#"cannot match a snapshot: LARK_RECORD_SNAPSHOTS is "sometimes"; use all, missing or never"#])
        }
    }

    @Test func pollingAfterRecordingStillFails() async {
        await withSnapshotFolder { folder in
            let recorded = await gatherFailingExpectations(silently: true) {
                await expect("polled").toEventually(matchSnapshot(), timeout: .milliseconds(200), pollInterval: .milliseconds(20))
            }
            #expect(recorded.count == 1)
            #expect(recorded.first?.message.fullText.contains("recorded snapshot") == true)
            #expect(folder.files() == ["SnapshotMatcherTests.pollingAfterRecordingStillFails.1.txt"])
        }
    }

    @Test func toNotAlwaysFails() throws {
        try withSnapshotFolder { folder in
            let file = "SnapshotMatcherTests.toNotAlwaysFails.1.txt"
            try folder.write("same", to: file)
            try folder.write("same", to: "SnapshotMatcherTests.toNotAlwaysFails.2.txt")
            let recorded = failures {
                expect("same").toNot(matchSnapshot())
                expect("different").toNot(matchSnapshot())
            }
            #expect(recorded.count == 2)
            #expect(recorded.first == "expected to not match snapshot __Snapshots__/SnapshotMatcherTests/\(file)\ntoNot(matchSnapshot()) never passes: a value that differs from its reference fails as well")
            #expect(recorded.last?.hasPrefix("expected to not match snapshot __Snapshots__/SnapshotMatcherTests/SnapshotMatcherTests.toNotAlwaysFails.2.txt") == true)
        }
    }

    @Test func referencesAreComparedByteForByte() throws {
        try withSnapshotFolder { folder in
            // The same text to `==` (canonically equivalent), different bytes on disk.
            try folder.write("Cafe\u{301}", to: "SnapshotMatcherTests.referencesAreComparedByteForByte.1.txt")
            try folder.write("line\n", to: "SnapshotMatcherTests.referencesAreComparedByteForByte.2.txt")
            let recorded = failures {
                expect("Caf\u{E9}").to(matchSnapshot())
                expect("line").to(matchSnapshot())
            }
            #expect(recorded.count == 2)
            #expect(recorded.allSatisfy { $0.hasPrefix("expected to match snapshot") })
        }
    }

    @Test func aNilValueFailsWithoutTouchingFiles() {
        withSnapshotFolder { folder in
            let recorded = failures { expect(nil as String?).to(matchSnapshot()) }
            #expect(recorded == ["expected to match a snapshot, got <nil> (use beNil() to match nils)"])
            #expect(folder.files() == [])
        }
    }

    @Test func aNameUsedTwiceInATestFails() {
        withSnapshotFolder { _ in
            let recorded = failures {
                expect("a").to(matchSnapshot(named: "home"))
                expect("b").to(matchSnapshot(named: "home"))
            }
            #expect(recorded.last == #"cannot match a snapshot named "home" twice in one test: give each named snapshot its own name"#)
        }
    }

    @Test func twoTestsNeverShareAFile() {
        let folder = "/tmp/lark-registry-\(UUID().uuidString)"
        let first = RunningTestName(test: "testA", arguments: nil, caseKey: "case-1", identity: "One.testA")
        let second = RunningTestName(test: "testA", arguments: nil, caseKey: "case-2", identity: "Two.testA")
        let again = RunningTestName(test: "testA", arguments: nil, caseKey: "case-3", identity: "One.testA")
        #expect(SnapshotRegistry.take(test: first, named: nil, folder: folder) == .success("testA.1"))
        #expect(SnapshotRegistry.take(test: second, named: nil, folder: folder) == .failure(.fileShared(stem: "testA.1", otherTest: "One.testA")))
        #expect(SnapshotRegistry.take(test: again, named: nil, folder: folder) == .success("testA.1"))
    }

    @Test func outsideATestItFails() async {
        let recorded = await Task.detached {
            withSnapshotFolder { folder in
                (failures { expect("x").to(matchSnapshot()) }, folder.files())
            }
        }.value
        #expect(recorded.0 == ["cannot match a snapshot outside a test: its file is named after the running test, and no test runs in this task (Task.detached and other threads are outside the test)"])
        #expect(recorded.1 == [])
    }

    @Test func strategiesChooseTheExtensionAndTheText() {
        struct Order { var id: Int; var items: [String] }
        let receipt = Snapshotting<[String]>(pathExtension: "md") { $0.map { "- " + $0 }.joined(separator: "\n") }
        withSnapshotFolder { folder in
            _ = failures { expect(Order(id: 1, items: ["tea", "milk"])).to(matchSnapshot(as: receipt.pullback(\.items))) }
            #expect(folder.contents("SnapshotMatcherTests.strategiesChooseTheExtensionAndTheText.1.md") == "- tea\n- milk")
            let bad = failures { expect("x").to(matchSnapshot(as: Snapshotting(pathExtension: "../txt") { $0 })) }
            #expect(bad == [#"cannot match a snapshot: the strategy's pathExtension "../txt" is not 1 to 16 ASCII letters and digits"#])
        }
    }

    @Test @MainActor func mainActorValuesRenderOnTheCallersActor() {
        let screen = Screen()
        // The closure is made on the main actor and keeps that isolation: it reads `title`.
        let strategy = Snapshotting<Screen>(pathExtension: "txt") { $0.title }
        withSnapshotFolder { folder in
            _ = failures { expect(screen).to(matchSnapshot(as: strategy)) }
            #expect(folder.contents("SnapshotMatcherTests.mainActorValuesRenderOnTheCallersActor.1.txt") == "Checkout")
        }
    }
}

@MainActor final class Screen {
    var title = "Checkout"
}
