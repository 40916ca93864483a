import Foundation
import Lark
import Testing
import XCTest

/// A refusal that reaches the test framework names the line of the refused action: its
/// description starts with the call site, and a helper calling another reports the test's line.
@Suite @MainActor struct CallSiteTests {
    @Test func aRefusalNamesTheLineOfTheAction() throws {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        button.setTitle("Save", for: .normal)
        button.isEnabled = false
        let line = #line + 1
        let error = try #require(throws: Fleet.ButtonError.self) { try button.tap() }
        #expect(error.callSite?.line == line)
        #expect(error.callSite?.fileID == #fileID)
        #expect(error.description.hasPrefix("CallSiteTests.swift:\(line):"))
        #expect(error.description.hasSuffix(": Cannot tap Button \"Save\": Control is not enabled. Set isEnabled = true first."))
        // Still the same error for those who compare or match it.
        #expect(error == Fleet.ButtonError(kind: .notEnabled, attempted: "Cannot tap Button \"Save\"", reason: "Control is not enabled", remedy: "Set isEnabled = true first"))
        expect { try button.tap() }.to(throwError(Fleet.ButtonError(kind: .notEnabled, attempted: "Cannot tap Button \"Save\"", reason: "Control is not enabled", remedy: "Set isEnabled = true first")))
    }

    @Test func aHelperThatCallsHelpersReportsTheTestsLine() throws {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        field.isEnabled = false
        let window = Window()
        window.makeKeyAndVisible()
        window.addSubview(field)
        let line = #line + 1
        let error = try #require(throws: Fleet.TextFieldError.self) { try field.enter(text: "Ada") }
        #expect(error.kind == .notEnabled)
        #expect(error.callSite?.line == line)
        #expect(error.callSite?.fileID == #fileID)
    }

    @Test func anErrorMadeByHandHasNoCallSite() {
        let error = Fleet.ButtonError(kind: .notEnabled, attempted: "Cannot tap X", reason: "R", remedy: "S")
        #expect(error.callSite == nil)
        #expect(error.description == error.message)
    }
}

@MainActor
final class CallSiteXCTests: XCTestCase {
    func testTheDescriptionXCTestPrintsNamesTheLine() async {
        let toggle = Switch()
        toggle.isHidden = true
        let line = #line + 1
        XCTAssertThrowsError(try toggle.flip()) { error in
            XCTAssertTrue("\(error)".hasPrefix("CallSiteTests.swift:\(line):"), "\(error)")
        }
    }
}

/// A refusal names the cause, not a symptom.
@Suite @MainActor struct RefusalCauseTests {
    final class ListViewController: ViewController, TableViewDataSource {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        override func viewDidLoad() {
            super.viewDidLoad()
            table.dataSource = self
            view.addSubview(table)
        }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
    }

    @Test func aTableWhoseControllerNeverLoadedSaysSo() throws {
        let list = ListViewController()
        let error = try #require(throws: Fleet.TableViewError.self) { _ = try list.table.fetchCell(at: IndexPath(row: 0, section: 0)) }
        #expect(error.kind == .noDataSource)
        #expect(error.reason.contains("the view of the controller that would set its data source was never loaded"))
        #expect(error.remedy.hasPrefix("Show the controller first"))
        list.loadViewIfNeeded()
        _ = try list.table.fetchCell(at: IndexPath(row: 0, section: 0))
    }

    @Test func aControllerAlreadyInANavigationStackIsShownThroughIt() throws {
        let list = ListViewController()
        let first = NavigationController(rootViewController: list)
        var shown: NavigationController?
        let warnings = ModelWarnings.capture { shown = Fleet.setInAppWindowRootNavigation(list) }
        #expect(shown === first)
        #expect(warnings.isEmpty)
        #expect(list.isViewLoaded)
        _ = try list.table.fetchCell(at: IndexPath(row: 0, section: 0))
    }
}
