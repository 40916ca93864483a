import Foundation
import Lark
import Testing
import XCTest

@Suite @MainActor struct ViewTreeAttachmentTests {
    @Test func aFailingVisibilityCheckAttachesTheContainersTreeWithSubjectAndCulprit() throws {
        let (root, stack, button) = Fixture.saveButtonTree()
        stack.alpha = 0
        let records = gatherFailingExpectations(silently: true) {
            expect(button).to(beVisible(insideOf: root))
        }
        let record = try #require(records.first)
        #expect(record.message.stringValue.hasPrefix("expected to be visible inside <View#root>, got <Button \"Save\">, but its ancestor <StackView> has alpha 0"))
        #expect(record.message.attachments == [FailureAttachment(name: "view tree.txt", contents: """
            View#root frame=(0, 0, 100, 100)
              StackView frame=(0, 0, 100, 100) alpha=0  ← culprit: has alpha 0
                Button "Save" frame=(0, 0, 44, 44)  ← subject
            """)])
    }

    @Test func aSubjectThatIsItsOwnCulpritIsMarkedOnce() throws {
        let (root, _, button) = Fixture.saveButtonTree()
        button.isHidden = true
        let records = gatherFailingExpectations(silently: true) {
            expect(button).to(beVisible(insideOf: root))
        }
        let tree = try #require(records.first?.message.attachments.first?.contents)
        #expect(tree.hasSuffix("Button \"Save\" frame=(0, 0, 44, 44) hidden  ← subject: is hidden"), "\(tree)")
    }

    @Test func otherUIMatchersAttachTheSubjectsWindowTree() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let button = Fixture.button("Save")
        button.isEnabled = false
        window.addSubview(button)
        let records = gatherFailingExpectations(silently: true) {
            expect(button).to(beEnabled())
        }
        let attachment = try #require(records.first?.message.attachments.first)
        #expect(attachment.contents == """
            Window frame=(0, 0, 320, 480)
              Button "Save" frame=(0, 0, 44, 44) enabled=false  ← subject
            """)
    }

    @Test func aPassingCheckAttachesNothingAndBuildsNoTree() {
        let (root, _, button) = Fixture.saveButtonTree()
        let records = gatherExpectations(silently: true) {
            expect(button).to(beVisible(insideOf: root))
        }
        #expect(records.map(\.success) == [true])
        #expect(records.first?.message.attachments == [], "a recorder sees passing verdicts, but only failures get files")
    }

    @Test func nonViewSubjectsGetNoTree() {
        struct Plain: TextDisplayer {
            var displayedText: String? { "a" }
            var displayedTextColor: Color? { nil }
        }
        let records = gatherFailingExpectations(silently: true) {
            expect(Plain()).to(displayText("b"))
        }
        #expect(records.count == 1)
        #expect(records.first?.message.attachments == [])
    }
}

@MainActor
final class ViewTreeAttachmentXCTests: XCTestCase {
    func testUnderXCTestTheMessageIsUnchangedAndTheTreeStaysInTheRecord() async {
        let (root, stack, button) = Fixture.saveButtonTree()
        stack.isHidden = true
        let records = gatherFailingExpectations(silently: true) {
            expect(button).to(beVisible(insideOf: root))
        }
        XCTAssertEqual(records.count, 1)
        XCTAssertFalse(records[0].message.stringValue.contains("frame="))
        XCTAssertEqual(records[0].message.attachments.map(\.name), ["view tree.txt"])
    }
}

@Suite @MainActor struct ScreenAroundFailureTests {
    @Test func aViewFailureShowsTheScreenAroundItBelowTheMessage() throws {
        let (root, stack, button) = Fixture.saveButtonTree()
        stack.alpha = 0
        for title in ["Cancel", "Help"] { stack.addArrangedSubview(Fixture.button(title)) }
        let record = try #require(gatherFailingExpectations(silently: true) {
            expect(button).to(beVisible(insideOf: root))
        }.first)
        #expect(record.message.difference == [
            "Screen around it:",
            "  View#root",
            "    StackView [alpha 0]  ← culprit: has alpha 0",
            "      Button \"Save\"  ← subject",
            "      Button \"Cancel\"",
            "      Button \"Help\"",
        ])
        #expect(record.message.fullText.hasSuffix("      Button \"Help\""))
    }

    @Test func aLargeScreenStaysBounded() throws {
        let root = Fixture.view("root", width: 100, height: 100)
        var parent = root
        for _ in 0..<30 {
            let view = Fixture.view(nil, width: 100, height: 100)
            parent.addSubview(view)
            parent = view
        }
        for index in 0..<200 { parent.addSubview(Fixture.button("B\(index)")) }
        let subject = parent.subviews[100]
        subject.isHidden = true
        let record = try #require(gatherFailingExpectations(silently: true) {
            expect(subject).to(beVisible(insideOf: root))
        }.first)
        #expect(record.message.difference.count < 25, "\(record.message.difference.joined(separator: "\n"))")
        #expect(record.message.difference.contains { $0.contains("← subject: is hidden") })
        #expect(record.message.difference.contains { $0.contains("more before") })
        #expect(record.message.difference.contains { $0.contains("more after") })
    }
}
