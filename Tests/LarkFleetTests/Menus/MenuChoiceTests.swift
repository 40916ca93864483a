import Foundation
import Lark
import Testing
import XCTest

/// A share menu: "Copy" at the top level, "Mail" both inside "Share" and (later) at the top
/// level, a checked "Pin", a destructive "Delete", and an inline group holding "Reload".
@MainActor
private func shareMenu(log: @escaping @MainActor (String) -> Void) -> Menu {
    Menu(children: [
        Action(title: "Copy") { _ in log("copy") },
        Menu(title: "Share", children: [
            Action(title: "Mail") { _ in log("share mail") },
            Menu(title: "More", children: [Action(title: "Print") { _ in log("print") }]),
        ]),
        Action(title: "Mail") { _ in log("top mail") },
        Action(title: "Pin", state: .on) { _ in log("pin") },
        Action(title: "Delete", attributes: .destructive) { _ in log("delete") },
        Menu(children: [Action(title: "Reload", attributes: .disabled) { _ in log("reload") }]),
    ])
}

/// Where the tests' buttons and views sit in their window.
private let hostFrame = CGRect(x: 10, y: 10, width: 100, height: 44)

@Suite @MainActor struct MenuChoiceTests {
    @Test func aTitleCanBeLimitedToTheTopLevelOrGivenAsAPath() throws {
        var log: [String] = []
        let button = Button(type: .system)
        button.menu = shareMenu { log.append($0) }
        let window = hostInWindow(button, frame: hostFrame)
        try button.chooseMenuItem(withTitle: "Mail")
        try button.chooseMenuItem(withTitle: "Mail", atTopLevel: true)
        try button.chooseMenuItem(atPath: "Share > Mail")
        try button.chooseMenuItem(atPath: "Share > More > Print")
        try button.chooseMenuItem(atPath: "Mail")
        // A title no action has that reads as a path is one.
        try button.chooseMenuItem(withTitle: "Share > More > Print")
        #expect(log == ["share mail", "top mail", "share mail", "print", "top mail", "print"])
        withExtendedLifetime(window) {}
    }

    @Test func anInlineGroupIsAtTheTopLevelAndTakesNoStepInAPath() throws {
        let button = Button(type: .system)
        button.menu = shareMenu { _ in }
        let window = hostInWindow(button, frame: hostFrame)
        // Reload is disabled: found at the top level and by a one-step path, then refused.
        #expect(try #require(throws: Fleet.MenuError.self) { try button.chooseMenuItem(withTitle: "Reload", atTopLevel: true) }.kind == .itemDisabled)
        #expect(try #require(throws: Fleet.MenuError.self) { try button.chooseMenuItem(atPath: "Reload") }.kind == .itemDisabled)
        withExtendedLifetime(window) {}
    }

    @Test func refusalsNameTheLevelOrThePathAndListWhatIsThere() throws {
        var log: [String] = []
        let button = Button(type: .system)
        button.setTitle("More", for: .normal)
        button.menu = shareMenu { log.append($0) }
        let window = hostInWindow(button, frame: hostFrame)
        let topLevel = try #require(throws: Fleet.MenuError.self) { try button.chooseMenuItem(withTitle: "Print", atTopLevel: true) }
        #expect(topLevel.kind == .noSuchItem)
        #expect(topLevel.message == """
            Cannot choose 'Print' from the menu of Button "More": The menu shows no action titled 'Print' at its top level. \
            It shows 'Copy', 'Mail', 'Pin', 'Delete', 'Reload'; choose one of those.
            """)
        let path = try #require(throws: Fleet.MenuError.self) { try button.chooseMenuItem(atPath: "Share > Print") }
        #expect(path.kind == .noSuchItem)
        #expect(path.reason == "The menu shows no action at 'Share > Print'")
        #expect(path.remedy.contains("'Share > More > Print'"))
        let nested = Button(type: .system)
        nested.menu = Menu(children: [Menu(title: "Sort", children: [Action(title: "By name") { _ in }])])
        let other = hostInWindow(nested, frame: hostFrame)
        #expect(try #require(throws: Fleet.MenuError.self) { try nested.chooseMenuItem(withTitle: "By name", atTopLevel: true) }.remedy
            == "It shows no actions at its top level; give a path such as 'Sort > By name'")
        #expect(log.isEmpty)
        withExtendedLifetime((window, other)) {}
    }

    @Test func aContextMenuProviderIsGivenWhereThePressIs() throws {
        var locations: [CGPoint] = []
        var log: [String] = []
        let list = View()
        list.addInteraction(ContextMenuInteraction { location in
            locations.append(location)
            let row = Int(location.y / 22)
            return Menu(children: [Action(title: "Delete row \(row)") { _ in log.append("delete \(row)") }])
        })
        let window = hostInWindow(list, frame: hostFrame)
        try list.chooseContextMenuItem(withTitle: "Delete row 1", at: CGPoint(x: 10, y: 30))
        try list.chooseContextMenuItem(withTitle: "Delete row 1")  // the centre, (50, 22)
        try list.chooseContextMenuItem(atPath: "Delete row 0", at: CGPoint(x: 0, y: 0))
        #expect(locations == [CGPoint(x: 10, y: 30), CGPoint(x: 50, y: 22), .zero])
        #expect(log == ["delete 1", "delete 1", "delete 0"])
        let outside = try #require(throws: Fleet.MenuError.self) { try list.chooseContextMenuItem(withTitle: "Delete row 0", at: CGPoint(x: 150, y: 10)) }
        #expect(outside.kind == .locationOutsideView)
        #expect(outside.reason == "The press at (150, 10) is outside its bounds (0, 0, 100, 44)")
        #expect(locations.count == 3 && log.count == 3)
        #expect(list.contextMenuInteraction?.menu(at: CGPoint(x: 1, y: 1))?.shownActions.map(\.action.title) == ["Delete row 0"])
        withExtendedLifetime(window) {}
    }

    @Test func aButtonWhoseMenuIsItsPrimaryActionOpensTheMenuOnTap() throws {
        var events: [String] = []
        var chosen: [String] = []
        let button = Button(type: .system)
        button.setTitle("Sort", for: .normal)
        button.menu = Menu(children: [Action(title: "By name") { _ in chosen.append("name") }])
        button.showsMenuAsPrimaryAction = true
        for (event, name) in [(Control.Event.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"), (.primaryActionTriggered, "primary"), (.menuActionTriggered, "menu")] {
            button.addAction(Action { _ in events.append(name) }, for: event)
        }
        let window = hostInWindow(button, frame: hostFrame)
        try button.tap()
        #expect(events == ["touchDown", "menu"])
        #expect(chosen.isEmpty)
        try button.chooseMenuItem(withTitle: "By name")
        #expect(chosen == ["name"])
        // Without a menu, or with the menu on a long press, a tap is the primary action.
        events = []
        button.showsMenuAsPrimaryAction = false
        try button.tap()
        button.showsMenuAsPrimaryAction = true
        button.menu = nil
        try button.tap()
        #expect(events == ["touchDown", "touchUpInside", "primary", "touchDown", "touchUpInside", "primary"])
        // A disabled button opens nothing and sends nothing.
        button.menu = Menu(children: [])
        button.isEnabled = false
        events = []
        #expect(try #require(throws: Fleet.ButtonError.self) { try button.tap() }.kind == .notEnabled)
        #expect(events.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func haveMenuItemsFailuresShowAttributesBothWays() {
        let button = Button(type: .system)
        button.setTitle("More", for: .normal)
        button.menu = shareMenu { _ in }
        let facts = "(menu: 'Copy', 'Share > Mail', 'Share > More > Print', 'Mail', 'Pin' (on), 'Delete' (destructive), 'Reload' (disabled))"
        let titles = ["Copy", "Mail", "Print", "Mail", "Pin", "Delete", "Reload"]
        let failures = gatherFailingExpectations(silently: true) {
            expect(button).to(haveMenuItems("Copy"))
            expect(button).toNot(haveMenuItems(titles))
        }
        #expect(failures.map(\.message.stringValue) == [
            "expected to have the menu items 'Copy', got <Button \"More\"> \(facts)",
            "expected to not have the menu items \(titles.map { "'\($0)'" }.joined(separator: ", ")), got <Button \"More\"> \(facts)",
        ])
        expect(button).to(haveMenuItems(titles))
        expect(button).toNot(haveMenuItems("Copy"))
    }

    /// Random menus: choosing by a path runs exactly the first shown action whose titles are
    /// that path, and choosing at the top level the first shown top-level action of the title.
    @Test(arguments: 0..<30) func pathsAndTheTopLevelMatchTheOracle(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(0x3E_0000 + seed))
        let titles = ["A", "B", "C"]
        var log: [Int] = []
        var shown: [(titles: [String], disabled: Bool, id: Int)] = []
        var nextID = 0
        func tree(depth: Int, path: [String]) -> [any MenuElement] {
            (0..<Int.random(in: 0...3, using: &random)).map { _ -> any MenuElement in
                if depth < 3, Int.random(in: 0..<3, using: &random) == 0 {
                    let title = Bool.random(using: &random) ? "" : titles.randomElement(using: &random)!
                    return Menu(title: title, children: tree(depth: depth + 1, path: title.isEmpty ? path : path + [title]))
                }
                let id = nextID
                nextID += 1
                let title = titles.randomElement(using: &random)!
                let disabled = Int.random(in: 0..<4, using: &random) == 0
                shown.append((path + [title], disabled, id))
                return Action(title: title, attributes: disabled ? .disabled : []) { _ in log.append(id) }
            }
        }
        let button = Button(type: .system)
        button.menu = Menu(children: tree(depth: 0, path: []))
        let window = hostInWindow(button, frame: hostFrame)
        var paths = Set(shown.map { $0.titles.joined(separator: " > ") })
        paths.insert("C > A > B")
        for path in paths.sorted() {
            log = []
            let oracle = shown.first { $0.titles.joined(separator: " > ") == path }
            do {
                try button.chooseMenuItem(atPath: path)
                #expect(oracle.map { !$0.disabled } == true && log == [oracle!.id], "seed \(seed), path \(path)")
            } catch {
                #expect(error.kind == (oracle == nil ? .noSuchItem : .itemDisabled) && log.isEmpty, "seed \(seed), path \(path)")
            }
        }
        for title in titles {
            log = []
            let oracle = shown.first { $0.titles == [title] }
            do {
                try button.chooseMenuItem(withTitle: title, atTopLevel: true)
                #expect(oracle.map { !$0.disabled } == true && log == [oracle!.id], "seed \(seed), top-level \(title)")
            } catch {
                #expect(error.kind == (oracle == nil ? .noSuchItem : .itemDisabled) && log.isEmpty, "seed \(seed), top-level \(title)")
            }
        }
        withExtendedLifetime(window) {}
    }
}

@MainActor
final class MenuChoiceXCTests: XCTestCase {
    func testAPathAndAPressLocationUnderXCTest() async throws {
        var chosen: [String] = []
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addInteraction(ContextMenuInteraction { location in
            Menu(children: [Menu(title: "Share", children: [Action(title: "Mail") { _ in chosen.append("mail at \(location.x)") }])])
        })
        let window = hostInWindow(view, frame: view.frame)
        try view.chooseContextMenuItem(atPath: "Share > Mail", at: CGPoint(x: 5, y: 5))
        XCTAssertEqual(chosen, ["mail at 5.0"])
        XCTAssertThrowsError(try view.chooseContextMenuItem(withTitle: "Mail", atTopLevel: true)) { error in
            XCTAssertEqual((error as? Fleet.MenuError)?.kind, .noSuchItem)
        }
        withExtendedLifetime(window) {}
    }
}
