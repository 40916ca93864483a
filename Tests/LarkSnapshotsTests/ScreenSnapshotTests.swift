import Foundation
import Lark
import Testing

/// The screen and accessibility renderings as snapshot strategies: recorded, matched, then
/// changed.
@Suite @MainActor struct ScreenSnapshotTests {
    private func screen() -> (ViewController, Button) {
        let controller = ViewController()
        let save = Button(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        save.setTitle("Save", for: .normal)
        controller.view.addSubview(save)
        let window = Window()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (controller, save)
    }

    @Test func theScreenIsRecordedMatchedAndThenDiffers() throws {
        try withSnapshotFolder { folder in
            let (controller, save) = screen()
            let recorded = inRun("first") { gatherFailingExpectations(silently: true) { expect(controller).to(matchSnapshot(as: .screen)) } }
            #expect(recorded.count == 1)
            let reference = try #require(folder.files().first)
            #expect(folder.contents(reference) == "ViewController\n  Button \"Save\"")
            let matched = inRun("second") { gatherFailingExpectations(silently: true) { expect(controller).to(matchSnapshot(as: .screen)) } }
            #expect(matched.isEmpty)
            save.isEnabled = false
            let changed = inRun("third") { gatherFailingExpectations(silently: true) { expect(controller).to(matchSnapshot(as: .screen)) } }
            #expect(changed.count == 1)
            #expect(changed.first?.message.fullText.contains("+   Button \"Save\" [disabled]") == true, "\(changed.first?.message.fullText ?? "")")
        }
    }

    @Test func theAccessibilityElementsAreAStrategyToo() throws {
        try withSnapshotFolder { folder in
            let (controller, _) = screen()
            _ = gatherFailingExpectations(silently: true) { expect(controller).to(matchSnapshot(as: .accessibility)) }
            let reference = try #require(folder.files().first)
            #expect(folder.contents(reference) == "\"Save\", traits=[button]")
        }
    }
}
