import Foundation
import LarkUI
import Testing

@Suite("Value types and readable descriptions")
struct ValueTypeTests {
    @Test func colorsCompareByComponentsAndDescribeByName() {
        #expect(Color(red: 1, green: 0, blue: 0) == .red)
        #expect(Color.red != .systemRed)
        #expect(Color.red.description == "red")
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).description == "Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)")
        #expect(Color.blue.withAlphaComponent(0.5).alpha == 0.5)
        #expect(Color(red: 0.5, green: 0.5, blue: 0.5).isApproximatelyEqual(to: Color(white: 0.501)))
        #expect(!Color.black.isApproximatelyEqual(to: .darkGray))
    }

    @Test func fontsAreValues() {
        #expect(Font.systemFont(ofSize: 17) == Font.systemFont(ofSize: 17))
        #expect(Font.systemFont(ofSize: 17) != Font.boldSystemFont(ofSize: 17))
        #expect(Font.systemFont(ofSize: 17).description == "Font(system 17 regular)")
        #expect(Font(name: "Avenir", size: 12)?.withSize(14).description == "Font(\"Avenir\" 14 regular)")
    }

    @Test func imagesHaveIdentitySemantics() {
        let image = Image()
        let copy = image
        #expect(image == copy)
        #expect(Image() != Image())
        #expect(Image(named: "turtle") == Image(named: "turtle"))
        #expect(Image(named: "turtle") != Image(named: "crab"))
        #expect(Image(named: "star") != Image(systemName: "star"))
        #expect(Image(named: "turtle")?.description == "Image(named: \"turtle\")")
        #expect(Set([image, copy, Image()]).count == 2)
    }

    @Test func accessibilityTraitsDescribeThemselvesByName() {
        #expect(AccessibilityTraits([.button, .adjustable]).description == "[button, adjustable]")
        #expect(AccessibilityTraits.button.description == "[button]")
        #expect(AccessibilityTraits.none.description == "[]")
        #expect(AccessibilityTraits.tabBar.names == ["tabBar"])
    }

    @Test func controlStatesAndEventsRenderByName() {
        #expect(Control.State.normal.description == ".normal")
        #expect(Control.State.disabled.description == ".disabled")
        #expect(Control.State([.selected, .highlighted]).description == "[.highlighted, .selected]")
        #expect(Control.Event.touchUpInside.description == ".touchUpInside")
        #expect(Control.Event([.touchDown, .touchUpInside]).description == "[.touchDown, .touchUpInside]")
        #expect(Control.Event.allTouchEvents.description == ".allTouchEvents")
        #expect(Control.Event.allEditingEvents.description == ".allEditingEvents")
        #expect(Control.Event.allEvents.description == ".allEvents")
    }

    @Test func eventMasksContainTheirEvents() {
        let touches: [Control.Event] = [.touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
                                        .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel]
        let editing: [Control.Event] = [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit]
        for event in touches {
            #expect(Control.Event.allTouchEvents.contains(event))
            #expect(!Control.Event.allEditingEvents.contains(event))
        }
        for event in editing {
            #expect(Control.Event.allEditingEvents.contains(event))
            #expect(!Control.Event.allTouchEvents.contains(event))
        }
        #expect(Control.Event.allEvents.isSuperset(of: [.valueChanged, .primaryActionTriggered]))
        #expect(!Control.Event.allTouchEvents.contains(.valueChanged))
    }

    @Test func modifierFlagsAndMenuValuesRenderByName() {
        #expect(KeyModifierFlags([.shift, .command]).description == "cmd+shift")
        #expect(KeyModifierFlags([.control, .alternate, .alphaShift, .numericPad]).description == "opt+caps lock+numpad+ctrl")
        #expect(KeyModifierFlags().description == "none")
        #expect(MenuElementAttributes([.disabled, .destructive]).description == "[disabled, destructive]")
        #expect(MenuElementAttributes().description == "[]")
        #expect(MenuElementState.mixed.description == ".mixed")
        #expect(ModalPresentationStyle.fullScreen.description == ".fullScreen")
    }

    @Test func indexPathsAddressRowsInSections() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3)
        #expect(path.section == 1)
        path.row = 4
        #expect(path == IndexPath(row: 4, section: 1))
        #expect(IndexPath(row: 9, section: 0) < IndexPath(row: 0, section: 1))
    }
}

@Suite("Key commands")
@MainActor
struct KeyCommandTests {
    @Test func defaultsFollowUIKit() {
        let command = KeyCommand(input: "e", modifierFlags: .command)
        #expect(command.title == "")
        #expect(command.discoverabilityTitle == nil)
        #expect(command.image == nil)
        #expect(command.attributes == [])
        #expect(command.state == .off)
        #expect(command.alternates.isEmpty)
        #expect(command.propertyList == nil)
        #expect(command.description == "KeyCommand(cmd+e)")
    }

    @Test func carriesEveryPropertyAndPerformsItsAction() {
        var performed: [String] = []
        let alternate = CommandAlternate(title: "Alt", modifierFlags: .alternate)
        let command = KeyCommand(
            title: "hello", image: Image(named: "k"), action: { performed.append($0.title) }, input: "e",
            modifierFlags: [.command, .shift], propertyList: "plist", alternates: [alternate],
            discoverabilityTitle: "world", attributes: .destructive, state: .on)
        command.perform()
        #expect(performed == ["hello"])
        #expect(command.discoverabilityTitle == "world")
        #expect(command.propertyList as? String == "plist")
        #expect(command.alternates.first === alternate)
        #expect(command.description == "KeyCommand(cmd+shift+e \"hello\")")
    }

    @Test func respondersOfferOverriddenKeyCommands() {
        final class Editor: View {
            override var keyCommands: [KeyCommand]? { [KeyCommand(input: "s", modifierFlags: .command)] }
        }
        #expect(View().keyCommands == nil)
        #expect(Editor().keyCommands?.first?.input == "s")
    }
}
