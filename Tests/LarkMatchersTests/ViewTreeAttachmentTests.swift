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
