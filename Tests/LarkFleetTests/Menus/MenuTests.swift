import Foundation
import Lark
import Testing
import XCTest

@MainActor
private func sortMenu(log: @escaping @MainActor (String) -> Void) -> Menu {
    Menu(title: "Sort", children: [
        Action(title: "By date") { log("date from \(String(describing: $0.sender.map { "\($0)" } ?? "nil"))") },
        Menu(title: "More", children: [
            Action(title: "By size") { _ in log("size") },
            Action(title: "By colour", attributes: .disabled) { _ in log("colour") },
            Action(title: "Secret", attributes: .hidden) { _ in log("secret") },
        ]),
        Menu(children: [Action(title: "Reverse") { _ in log("reverse") }]),
    ])
}

@Suite @MainActor struct MenuTests {
    private func hosted(_ view: View) -> Window {
        hostInWindow(view, frame: CGRect(x: 10, y: 10, width: 100, height: 44))
    }

    @Test func choosingAButtonMenuItemRunsItsHandlerOnceWithTheButtonAsSender() throws {
        var log: [String] = []
        let button = Button(type: .system)
        button.setTitle("Sort", for: .normal)
        button.menu = sortMenu { log.append($0) }
        let window = hosted(button)
        try button.chooseMenuItem(withTitle: "By date")
        try button.chooseMenuItem(withTitle: "By size")
        try button.chooseMenuItem(withTitle: "Reverse")
        #expect(log == ["date from Button \"Sort\"", "size", "reverse"])
        withExtendedLifetime(window) {}
    }

    @Test func aButtonRefusesWithoutChangingAnything() throws {
        var log: [String] = []
        let button = Button(type: .system)
        button.setTitle("Sort", for: .normal)
        let window = hosted(button)
        let none = try #require(throws: Fleet.MenuError.self) { try button.chooseMenuItem(withTitle: "By date") }
        #expect(none.kind == .noMenu)
        // The description starts with the call site (`MenuTests.swift:<line>:<column>: `).
        #expect(none.description.hasPrefix("MenuTests.swift:"))
        #expect(none.description.hasSuffix(": Cannot choose 'By date' from the menu of Button \"Sort\": It has no menu. Set its menu first."))
        button.menu = sortMenu { log.append($0) }
        let missing = try #require(throws: Fleet.MenuError.self) { try button.chooseMenuItem(withTitle: "Secret") }
        #expect(missing.kind == .noSuchItem)
        #expect(missing.remedy == "It shows 'By date', 'More > By size', 'More > By colour', 'Reverse'; choose one of those")
        let disabled = try #require(throws: Fleet.MenuError.self) { try button.chooseMenuItem(withTitle: "By colour") }
        #expect(disabled.kind == .itemDisabled)
        #expect(disabled.reason == "'More > By colour' is disabled")
        button.isEnabled = false
        #expect(try #require(throws: Fleet.MenuError.self) { try button.chooseMenuItem(withTitle: "By date") }.kind == .notEnabled)
        button.isEnabled = true
        button.isHidden = true
        #expect(try #require(throws: Fleet.MenuError.self) { try button.chooseMenuItem(withTitle: "By date") }.kind == .unreachable(.notVisible))
        button.isHidden = false
        window.isUserInteractionEnabled = false
        #expect(try #require(throws: Fleet.MenuError.self) { try button.chooseMenuItem(withTitle: "By date") }.kind == .unreachable(.userInteractionDisabled))
        #expect(log.isEmpty)
    }

    @Test func aContextMenuOpensFromItsProviderOnce() throws {
        final class Provider {
            var offers = false
            var opened = 0
        }
        var log: [String] = []
        let provider = Provider()
        let photo = View()
        let window = hosted(photo)
        #expect(try #require(throws: Fleet.MenuError.self) { try photo.chooseContextMenuItem(withTitle: "Copy") }.reason == "It has no context menu interaction")
        photo.addInteraction(ContextMenuInteraction {
            provider.opened += 1
            return provider.offers ? Menu(children: [Action(title: "Copy") { log.append("copy \($0.sender.map { "\($0)" } ?? "nil")") }]) : nil
        })
        let nothing = try #require(throws: Fleet.MenuError.self) { try photo.chooseContextMenuItem(withTitle: "Copy") }
        #expect(nothing.kind == .noMenu)
        #expect(nothing.reason == "Its context menu provider returned nil, so nothing opens")
        provider.offers = true
        provider.opened = 0
        try photo.chooseContextMenuItem(withTitle: "Copy")
        #expect(provider.opened == 1)
        #expect(log.count == 1 && log[0].hasPrefix("copy View"))
        photo.alpha = 0
        #expect(try #require(throws: Fleet.MenuError.self) { try photo.chooseContextMenuItem(withTitle: "Copy") }.kind == .unreachable(.notVisible))
        #expect(log.count == 1)
        withExtendedLifetime(window) {}
    }

    @Test func haveMenuItemsListsWhatAUserSees() {
        let button = Button(type: .system)
        button.setTitle("Sort", for: .normal)
        let failures = gatherFailingExpectations(silently: true) { expect(button).to(haveMenuItems("By date")) }
        #expect(failures.map(\.message.stringValue) == ["expected to have the menu items 'By date', got <Button \"Sort\"> (no menu)"])
        button.menu = sortMenu { _ in }
        expect(button).to(haveMenuItems("By date", "By size", "By colour", "Reverse"))
        expect(button).toNot(haveMenuItems("By date"))
        let wrong = gatherFailingExpectations(silently: true) {
            expect(button).to(haveMenuItems("By date"))
            expect(button).toNot(haveMenuItems(["By date", "By size", "By colour", "Reverse"]))
        }
        let facts = "(menu: 'By date', 'More > By size', 'More > By colour' (disabled), 'Reverse')"
        #expect(wrong.map(\.message.stringValue) == [
            "expected to have the menu items 'By date', got <Button \"Sort\"> \(facts)",
            "expected to not have the menu items 'By date', 'By size', 'By colour', 'Reverse', got <Button \"Sort\"> \(facts)",
        ])
        let photo = View()
        photo.addInteraction(ContextMenuInteraction { Menu(children: [Action(title: "Copy") { _ in }]) })
        expect(photo).to(haveMenuItems("Copy"))
        let none: Button? = nil
        let nils = gatherFailingExpectations(silently: true) {
            expect(none).to(haveMenuItems("Copy"))
            expect(none).toNot(haveMenuItems("Copy"))
        }
        #expect(nils.map(\.message.stringValue) == [
            "expected to have the menu items 'Copy', got <nil> (use beNil() to match nils)",
            "expected to not have the menu items 'Copy', got <nil> (use beNil() to match nils)",
        ])
    }

    @Test func aViewOutsideItsParentsBoundsOpensNoMenu() throws {
        let button = Button(type: .system)
        button.menu = Menu(children: [Action(title: "Share") { _ in }])
        let window = hosted(button)
        button.frame.origin = CGPoint(x: 400, y: 10)
        #expect(try #require(throws: Fleet.MenuError.self) { try button.chooseMenuItem(withTitle: "Share") }.kind == .unreachable(.outsideBounds))
        withExtendedLifetime(window) {}
    }

    /// Random menu trees against a simple oracle: choosing any title runs exactly the first
    /// shown action with that title when it is enabled, and nothing otherwise.
    @Test(arguments: 0..<40) func choosingMatchesTheOracle(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed))
        let titles = ["A", "B", "C", "D", "E"]
        var log: [Int] = []
        var expectedShown: [(title: String, disabled: Bool, id: Int)] = []
        var nextID = 0
        func tree(depth: Int, hidden: Bool) -> [any MenuElement] {
            (0..<Int.random(in: 0...3, using: &random)).map { _ -> any MenuElement in
                if depth < 3, Int.random(in: 0..<4, using: &random) == 0 {
                    // Sometimes every action of a submenu is hidden, as apps hide a whole group.
                    let hidesAll = Int.random(in: 0..<6, using: &random) == 0
                    let children = tree(depth: depth + 1, hidden: hidden || hidesAll)
                    return Menu(title: titles.randomElement(using: &random)!, children: children)
                }
                let id = nextID
                nextID += 1
                let title = titles.randomElement(using: &random)!
                let roll = Int.random(in: 0..<5, using: &random)
                let attributes: MenuElementAttributes = hidden || roll == 0 ? .hidden : roll == 1 ? .disabled : []
                if !attributes.contains(.hidden) { expectedShown.append((title, attributes.contains(.disabled), id)) }
                return Action(title: title, attributes: attributes) { _ in log.append(id) }
            }
        }
        let button = Button(type: .system)
        button.menu = Menu(children: tree(depth: 0, hidden: false))
        let window = hosted(button)
        #expect(button.menu!.shownActions.map(\.action.title) == expectedShown.map(\.title))
        for title in titles {
            log = []
            let oracle = expectedShown.first { $0.title == title }
            do {
                try button.chooseMenuItem(withTitle: title)
                #expect(oracle.map { !$0.disabled } == true, "seed \(seed): chose \(title) though the oracle refuses")
                #expect(log == [oracle!.id])
            } catch {
                #expect(error.kind == (oracle == nil ? .noSuchItem : .itemDisabled), "seed \(seed)")
                #expect(log.isEmpty)
            }
        }
        withExtendedLifetime(window) {}
    }
}

@MainActor
final class MenuXCTests: XCTestCase {
    // Async: Linux XCTest cannot call a synchronous main-actor test method.
    func testChoosingAMenuItemUnderXCTest() async throws {
        var chosen = 0
        let button = Button(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
        button.menu = Menu(children: [Action(title: "Share") { _ in chosen += 1 }])
        try button.chooseMenuItem(withTitle: "Share")
        XCTAssertEqual(chosen, 1)
        XCTAssertThrowsError(try button.chooseMenuItem(withTitle: "Delete"))
        expect(button).to(haveMenuItems("Share"))
    }
}
