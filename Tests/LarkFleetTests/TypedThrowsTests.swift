@testable import LarkTestSupport
import Foundation
import Lark
import XCTest

/// Every helper declares its error type with typed throws: a plain `catch` sees the concrete
/// Fleet error (reading `kind` would not compile on `any Error`), and every error has its name.
@MainActor
final class TypedThrowsTests: XCTestCase {
    func testCatchBlocksSeeTheConcreteErrorTypes() async {
        let field = TextField()
        do { try field.enter(text: "x"); XCTFail("did not throw") } catch { expect(error.kind) == .notInWindow }
        let textView = TextView()
        do { try textView.enter(text: "x"); XCTFail("did not throw") } catch { expect(error.kind) == .notInWindow }
        let button = Button()
        button.isEnabled = false
        do { try button.tap(); XCTFail("did not throw") } catch { expect(error.kind) == .notEnabled }
        let toggle = Switch()
        toggle.isHidden = true
        do { try toggle.flip(); XCTFail("did not throw") } catch { expect(error.kind) == .unreachable(.notVisible) }
        do { try BarButtonItem().tap(); XCTFail("did not throw") } catch { expect(error.kind) == .noAction }
        do { try AlertController().tapAlertAction(withTitle: "OK"); XCTFail("did not throw") } catch { expect(error.kind) == .noSuchAction }
        do { try NavigationBar().tapTopItem(withTitle: "x"); XCTFail("did not throw") } catch { expect(error.kind) == .noItems }
        do { try Toolbar().tapItem(withTitle: "x"); XCTFail("did not throw") } catch { expect(error.kind) == .noItems }
        do { try TabBarController().selectTab(atIndex: 0); XCTFail("did not throw") } catch { expect(error.kind) == .indexOutOfRange }
        do { try TableView().selectRow(at: IndexPath(row: 0, section: 0)); XCTFail("did not throw") } catch { expect(error.kind) == .noDataSource }
        do {
            StoryboardFixtures.registerAll()
            let storyboard = try Storyboard(name: Crab.name)
            do { try storyboard.bind(viewController: ViewController(), toIdentifier: "x"); XCTFail("did not throw") } catch { expect(error.kind) == .unknownIdentifier }
        } catch {
            XCTFail("\(error)")
        }
    }

    func testEveryErrorHasItsNameAndDescribesItselfByItsMessage() async {
        let errors: [any Fleet.HelperError] = [
            Fleet.TableViewError(kind: .noDataSource, attempted: "Cannot a", reason: "B", remedy: "C"), Fleet.ButtonError(kind: .notEnabled, attempted: "Cannot a", reason: "B", remedy: "C", name: "Fleet.ButtonError"),
            Fleet.SwitchError(kind: .notEnabled, attempted: "Cannot a", reason: "B", remedy: "C"), Fleet.BarButtonItemError(kind: .noAction, attempted: "Cannot a", reason: "B", remedy: "C"),
            Fleet.AlertError(kind: .noSuchAction, attempted: "Cannot a", reason: "B", remedy: "C"), Fleet.NavBarError(kind: .noItems, attempted: "Cannot a", reason: "B", remedy: "C", name: "Fleet.NavBarError"),
            Fleet.ToolbarError(kind: .noItems, attempted: "Cannot a", reason: "B", remedy: "C"), Fleet.TabBarError(kind: .noSuchLabel, attempted: "Cannot a", reason: "B", remedy: "C"),
            Fleet.TextFieldError(kind: .notEnabled, attempted: "Cannot a", reason: "B", remedy: "C"), Fleet.TextViewError(kind: .notEditable, attempted: "Cannot a", reason: "B", remedy: "C"),
            Fleet.StoryboardError(kind: .unknownIdentifier, attempted: "Cannot a", reason: "B", remedy: "C"),
        ]
        expect(errors.map(\.name)) == [
            // A helper names its refusal (`Fleet.ButtonError`); one made without a name has its kind's.
            "Fleet.TableViewError", "Fleet.ButtonError", "Fleet.ControlError", "Fleet.BarButtonItemError", "Fleet.AlertError",
            "Fleet.NavBarError", "Fleet.BarError", "Fleet.TabBarError", "Fleet.TextFieldError", "Fleet.TextViewError",
            "Fleet.StoryboardError",
        ]
        expect(errors.map(\.description)) == Array(repeating: "Cannot a: B. C.", count: errors.count)
        expect(Fleet.TextOperation.type.description) == "type"
    }
}
