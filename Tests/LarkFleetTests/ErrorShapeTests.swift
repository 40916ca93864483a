import Foundation
@testable import Lark
@testable import LarkFleet
@testable import LarkTestSupport
import Testing

/// Issue 14, item 4: every refusal of every helper has one shape, `Cannot <attempt>: <Reason>.
/// <Remedy>.`, with the same capitalisation, and its family's name. This walks every error kind
/// of every helper family (through the helpers; the text-input failures that need a broken
/// responder are built through the same internal path the helpers use).
@Suite("Every helper error has one shape")
@MainActor
struct ErrorShapeTests {
    /// Checks the shape and records the kind as seen.
    private func check<K>(_ error: Fleet.Refusal<K>, _ family: String, _ seen: inout [String: Set<String>],
                          sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let context = Comment(rawValue: error.message)
        #expect(error.name == "Fleet.\(family)", context, sourceLocation: sourceLocation)
        #expect(error.message == "\(error.attempted): \(error.reason). \(error.remedy).", context, sourceLocation: sourceLocation)
        #expect(error.description == (error.callSite.map { "\($0): " } ?? "") + error.message, context, sourceLocation: sourceLocation)
        #expect(error.attempted.hasPrefix("Cannot "), context, sourceLocation: sourceLocation)
        #expect(!error.attempted.contains(": "), context, sourceLocation: sourceLocation)
        #expect(error.reason.first?.isUppercase == true, "the reason starts with a capital: \(error.message)", sourceLocation: sourceLocation)
        #expect(!error.reason.contains(". "), "the reason is one sentence: \(error.message)", sourceLocation: sourceLocation)
        #expect(!error.reason.hasSuffix("."), context, sourceLocation: sourceLocation)
        #expect(error.remedy.first?.isUppercase == true, "the remedy starts with a capital: \(error.message)", sourceLocation: sourceLocation)
        #expect(!error.remedy.hasSuffix("."), context, sourceLocation: sourceLocation)
        #expect(!error.message.contains(".."), context, sourceLocation: sourceLocation)
        // A touch refusal is recorded with its reason: "unreachable.notVisible".
        let kind = "\(error.kind)", name = kind.components(separatedBy: "(")[0]
        seen[family, default: []].insert(name == "unreachable" ? "unreachable." + kind.dropLast().components(separatedBy: ".").last! : name)
    }

    private func refusal<K>(_ body: () throws(Fleet.Refusal<K>) -> Void) -> Fleet.Refusal<K>? {
        do {
            try body()
            Issue.record("did not throw")
            return nil
        } catch {
            return error
        }
    }

    private final class Rows: TableViewDataSource {
        var editable = true
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
        func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { editable }
    }

    private final class Redirecting: TableViewDelegate {
        var actions: [TableViewRowAction]? = [TableViewRowAction(style: .normal, title: "One") { _, _ in }]
        func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { IndexPath(row: 99, section: 0) }
        func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? { actions }
    }

    private final class PlainDelegate: TableViewDelegate {}

    private final class Cell: TableViewCell {}

    private final class Target {
        func save(_ sender: Any?) {}
    }

    @Test func everyKindOfEveryFamily() throws {
        var seen: [String: Set<String>] = [:]
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()

        // Button and switch.
        for flag in ["interaction", "enabled", "hidden", "outside"] {
            let button = Button(), toggle = Switch()
            for control in [button, toggle] as [Control] {
                switch flag {
                case "interaction": control.isUserInteractionEnabled = false
                case "enabled": control.isEnabled = false
                case "hidden": control.isHidden = true
                default:
                    window.addSubview(control)
                    control.frame.origin.x = 500
                }
            }
            if let error = refusal({ () throws(Fleet.ButtonError) in try button.tap() }) { check(error, "ButtonError", &seen) }
            if let error = refusal({ () throws(Fleet.SwitchError) in try toggle.flip() }) { check(error, "SwitchError", &seen) }
        }

        // Bar button items, navigation bars, toolbars.
        let disabled = BarButtonItem(title: "Save", target: nil, action: nil)
        disabled.isEnabled = false
        let custom = BarButtonItem(customView: Button())
        let noAction = BarButtonItem(title: "Save", target: nil, action: nil)
        let noTarget = BarButtonItem(title: "Save", target: nil, action: ActionMethod(Target.save))
        for item in [disabled, custom, noAction, noTarget] {
            if let error = refusal({ () throws(Fleet.BarButtonItemError) in try item.tap() }) { check(error, "BarButtonItemError", &seen) }
        }
        let bar = NavigationBar()
        if let error = refusal({ () throws(Fleet.NavBarError) in try bar.tapTopItem(withTitle: "Save") }) { check(error, "NavBarError", &seen) }
        let navigationItem = NavigationItem(title: "Top")
        navigationItem.rightBarButtonItem = disabled
        bar.pushItem(navigationItem, animated: false)
        for title in ["Nope", "Save"] {
            if let error = refusal({ () throws(Fleet.NavBarError) in try bar.tapTopItem(withTitle: title) }) { check(error, "NavBarError", &seen) }
        }
        let toolbar = Toolbar()
        if let error = refusal({ () throws(Fleet.ToolbarError) in try toolbar.tapItem(withTitle: "Save") }) { check(error, "ToolbarError", &seen) }
        toolbar.items = [disabled]
        for title in ["Nope", "Save"] {
            if let error = refusal({ () throws(Fleet.ToolbarError) in try toolbar.tapItem(withTitle: title) }) { check(error, "ToolbarError", &seen) }
        }

        // Alerts and tabs.
        let alert = AlertController(title: "Alert", message: nil, preferredStyle: .alert)
        let off = AlertAction(title: "Off", style: .default)
        off.isEnabled = false
        alert.addAction(off)
        alert.addAction(AlertAction(title: "OK", style: .default))
        for title in ["Nope", "Off", "OK"] {
            if let error = refusal({ () throws(Fleet.AlertError) in try alert.tapAlertAction(withTitle: title) }) { check(error, "AlertError", &seen) }
        }
        let tabs = TabBarController()
        tabs.viewControllers = [ViewController()]
        if let error = refusal({ () throws(Fleet.TabBarError) in try tabs.selectTab(withLabel: "Nope") }) { check(error, "TabBarError", &seen) }
        if let error = refusal({ () throws(Fleet.TabBarError) in try tabs.selectTab(atIndex: 5) }) { check(error, "TabBarError", &seen) }

        // Table views.
        let table = TableView()
        let rows = Rows(), redirecting = Redirecting()
        if let error = refusal({ () throws(Fleet.TableViewError) in try table.selectRow(at: IndexPath(row: 0, section: 0)) }) { check(error, "TableViewError", &seen) }
        table.dataSource = rows
        if let error = refusal({ () throws(Fleet.TableViewError) in try table.selectCellAction(withTitle: "One", at: IndexPath(row: 0, section: 0)) }) { check(error, "TableViewError", &seen) }
        table.allowsSelection = false
        if let error = refusal({ () throws(Fleet.TableViewError) in try table.selectRow(at: IndexPath(row: 0, section: 0)) }) { check(error, "TableViewError", &seen) }
        table.allowsSelection = true
        for indexPath in [IndexPath(index: 0), IndexPath(row: 0, section: 4), IndexPath(row: 7, section: 0)] {
            if let error = refusal({ () throws(Fleet.TableViewError) in _ = try table.fetchCell(at: indexPath) }) { check(error, "TableViewError", &seen) }
        }
        if let error = refusal({ () throws(Fleet.TableViewError) in _ = try table.fetchCell(at: IndexPath(row: 0, section: 0), asType: Cell.self) }) { check(error, "TableViewError", &seen) }
        table.delegate = redirecting
        if let error = refusal({ () throws(Fleet.TableViewError) in try table.selectRow(at: IndexPath(row: 0, section: 0)) }) { check(error, "TableViewError", &seen) }
        if let error = refusal({ () throws(Fleet.TableViewError) in try table.selectCellAction(withTitle: "Nope", at: IndexPath(row: 0, section: 0)) }) { check(error, "TableViewError", &seen) }
        rows.editable = false
        if let error = refusal({ () throws(Fleet.TableViewError) in try table.selectCellAction(withTitle: "One", at: IndexPath(row: 0, section: 0)) }) { check(error, "TableViewError", &seen) }
        rows.editable = true
        let plain = PlainDelegate()
        table.delegate = plain
        if let error = refusal({ () throws(Fleet.TableViewError) in try table.selectCellAction(withTitle: "One", at: IndexPath(row: 0, section: 0)) }) { check(error, "TableViewError", &seen) }
        table.dataSource = nil
        if let error = refusal({ () throws(Fleet.TableViewError) in _ = try table.fetchCell(at: IndexPath(row: 0, section: 0)) }) { check(error, "TableViewError", &seen) }

        // Text fields and text views: every failure of the shared engine, plus their own checks.
        let field = TextField(), textView = TextView()
        window.addSubview(field)
        window.addSubview(textView)
        let hidden = View()
        hidden.isHidden = true
        let failures: [TextInputFailure] = [
            .notInWindow, .becomeFailed(.leftWindow), .becomeFailed(.cannotBecome), .becomeFailed(.taken),
            .notEditing(.type), .notEditing(.paste), .notEditing(.backspace), .notEditing(.stopEditing), .notEditing(.clearText),
            .resignFailed,
        ]
        let problems = [
            ReachabilityProblem(subject: field, culprit: field, flaws: .userInteractionDisabled),
            ReachabilityProblem(subject: field, culprit: hidden, flaws: .hidden),
            ReachabilityProblem(subject: field, culprit: window, flaws: .hidden),
            ReachabilityProblem(subject: field, culprit: field, flaws: .transparent),
            ReachabilityProblem(subject: field, culprit: hidden, flaws: [.noWidth, .noHeight]),
            ReachabilityProblem(subject: field, culprit: window, flaws: .outsideBounds),
            ReachabilityProblem(subject: field, culprit: hidden, flaws: .covered),
        ]
        for problem in problems {
            check(Fleet.TextFieldError(unreachable: problem, attempted: "Cannot edit \(field)", noun: "Text field"), "TextFieldError", &seen)
            check(Fleet.TextViewError(unreachable: problem, attempted: "Cannot edit \(textView)", noun: "Text view"), "TextViewError", &seen)
        }
        for failure in failures {
            check(Fleet.TextFieldError(failure, input: field), "TextFieldError", &seen)
            check(Fleet.TextViewError(failure, input: textView), "TextViewError", &seen)
        }
        field.isEnabled = false
        if let error = refusal({ () throws(Fleet.TextFieldError) in try field.startEditing() }) { check(error, "TextFieldError", &seen) }
        field.isEnabled = true
        for mode in [TextField.ViewMode.never, .whileEditing] {
            field.clearButtonMode = mode
            if let error = refusal({ () throws(Fleet.TextFieldError) in try field.clearText() }) { check(error, "TextFieldError", &seen) }
        }
        field.clearButtonMode = .unlessEditing
        try field.startEditing()
        if let error = refusal({ () throws(Fleet.TextFieldError) in try field.clearText() }) { check(error, "TextFieldError", &seen) }
        field.clearButtonMode = .always
        if let error = refusal({ () throws(Fleet.TextFieldError) in try field.clearText() }) { check(error, "TextFieldError", &seen) }
        try field.stopEditing()
        textView.isSelectable = false
        if let error = refusal({ () throws(Fleet.TextViewError) in try textView.startEditing() }) { check(error, "TextViewError", &seen) }
        textView.isSelectable = true
        textView.isEditable = false
        if let error = refusal({ () throws(Fleet.TextViewError) in try textView.startEditing() }) { check(error, "TextViewError", &seen) }

        // Storyboards.
        StoryboardFixtures.registerAll()
        let storyboard = try Storyboard(name: TurtlesAndFriends.name)
        let loaded = ViewController()
        loaded.loadViewIfNeeded()
        let attempts: [() throws(Fleet.StoryboardError) -> Void] = [
            { () throws(Fleet.StoryboardError) in try storyboard.bind(viewController: loaded, toIdentifier: "BoxTurtleViewController") },
            { () throws(Fleet.StoryboardError) in try storyboard.bind(viewController: ViewController(), toIdentifier: "WatermelonViewController") },
            { () throws(Fleet.StoryboardError) in try storyboard.bind(viewController: ViewController(), toIdentifier: "CrabViewController") },
            { () throws(Fleet.StoryboardError) in try storyboard.bind(viewController: ViewController(), toIdentifier: "KingCrab", forReferencedStoryboardWithName: Crab.name) },
            { () throws(Fleet.StoryboardError) in try storyboard.bind(viewController: ViewController(), toIdentifier: "Lobster", forReferencedStoryboardWithName: "garbage") },
            { () throws(Fleet.StoryboardError) in try storyboard.bind(viewController: ViewController(), asInitialViewControllerForReferencedStoryboardWithName: "garbage") },
        ]
        for attempt in attempts {
            if let error = refusal(attempt) { check(error, "StoryboardError", &seen) }
        }

        // Every kind of every family was walked.
        let expected: [String: Set<String>] = [
            "ButtonError": ["unreachable.userInteractionDisabled", "notEnabled", "unreachable.notVisible", "unreachable.outsideBounds"],
            "SwitchError": ["unreachable.userInteractionDisabled", "notEnabled", "unreachable.notVisible", "unreachable.outsideBounds"],
            "BarButtonItemError": ["notEnabled", "customViewOnly", "noAction", "noTarget"],
            "NavBarError": ["noItems", "noSuchItem", "itemRefused"],
            "ToolbarError": ["noItems", "noSuchItem", "itemRefused"],
            "AlertError": ["noSuchAction", "actionNotEnabled", "notPresented"],
            "TabBarError": ["noSuchLabel", "indexOutOfRange"],
            "TableViewError": ["noDataSource", "selectionNotAllowed", "malformedIndexPath", "noSuchSection", "noSuchRow",
                               "redirectedToMissingRow", "wrongCellType", "noDelegate", "editActionsNotProvided",
                               "rowNotEditable", "noSuchEditAction"],
            "TextFieldError": ["unreachable.userInteractionDisabled", "unreachable.notVisible", "unreachable.outsideBounds", "unreachable.coveredByPresentation", "notEnabled", "notInWindow",
                               "failedToBecomeFirstResponder", "notEditing",
                               "failedToResignFirstResponder", "clearButtonNeverShown", "clearButtonHiddenWhileNotEditing",
                               "clearButtonHiddenWhileEditing", "nothingToClear"],
            "TextViewError": ["unreachable.userInteractionDisabled", "unreachable.notVisible", "unreachable.outsideBounds", "unreachable.coveredByPresentation", "notSelectable", "notEditable",
                              "notInWindow", "failedToBecomeFirstResponder", "notEditing", "failedToResignFirstResponder"],
            "StoryboardError": ["viewControllerAlreadyLoaded", "unknownIdentifier", "identifierOnlyOnReference",
                                "unknownReference", "unknownInitialReference"],
        ]
        #expect(seen == expected)
    }

    @Test func theReadmeExample() {
        let save = Button()
        save.setTitle("Save", for: .normal)
        save.isEnabled = false
        let error = refusal({ () throws(Fleet.ButtonError) in try save.tap() })
        #expect(error.map { "\($0.kind): \($0.message)" } == "notEnabled: Cannot tap Button \"Save\": Control is not enabled. Set isEnabled = true first.")
        #expect(error?.attempted == "Cannot tap Button \"Save\"")
        #expect(error?.reason == "Control is not enabled")
        #expect(error?.remedy == "Set isEnabled = true first")
    }

    @Test func theTwoStoryboardErrorsHaveDistinctNames() throws {
        #expect(throws: StoryboardLookupError.self) { try Storyboard(name: "No such storyboard") }
        #expect("\(Fleet.StoryboardError.self)" != "\(StoryboardLookupError.self)")
    }
}
