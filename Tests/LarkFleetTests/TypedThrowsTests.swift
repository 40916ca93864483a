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
        do { try toggle.flip(); XCTFail("did not throw") } catch { expect(error.kind) == .notVisible }
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
            Fleet.TableViewError(kind: .noDataSource, message: "m"), Fleet.ButtonError(kind: .notEnabled, message: "m"),
            Fleet.SwitchError(kind: .notEnabled, message: "m"), Fleet.BarButtonItemError(kind: .noAction, message: "m"),
            Fleet.AlertError(kind: .noSuchAction, message: "m"), Fleet.NavBarError(kind: .noItems, message: "m"),
            Fleet.ToolbarError(kind: .noItems, message: "m"), Fleet.TabBarError(kind: .noSuchLabel, message: "m"),
            Fleet.TextFieldError(kind: .notEnabled, message: "m"), Fleet.TextViewError(kind: .notEditable, message: "m"),
            Fleet.StoryboardError(kind: .unknownIdentifier, message: "m"),
        ]
        expect(errors.map(\.name)) == [
            "Fleet.TableViewError", "Fleet.ButtonError", "Fleet.SwitchError", "Fleet.BarButtonItemError", "Fleet.AlertError",
            "Fleet.NavBarError", "Fleet.ToolbarError", "Fleet.TabBarError", "Fleet.TextFieldError", "Fleet.TextViewError",
            "Fleet.StoryboardError",
        ]
        expect(errors.map(\.description)) == Array(repeating: "m", count: errors.count)
        expect(Fleet.TextOperation.type.description) == "type"
    }
}
