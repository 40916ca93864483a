import Foundation
import LarkUI
import Testing

@MainActor
private final class BarTarget {
    var taps: [String] = []
    func tap(_ sender: BarButtonItem) { taps.append(sender.title ?? "<No Title>") }
}

@Suite("Accessibility")
@MainActor
struct AccessibilityTests {
    @Test func defaultsFollowUIKit() {
        #expect(!View().isAccessibilityElement)
        #expect(!ImageView().isAccessibilityElement)
        #expect(Label().isAccessibilityElement)
        #expect(Button().isAccessibilityElement)
        #expect(Switch().isAccessibilityElement)
        #expect(TextField().isAccessibilityElement)
        #expect(TextView().isAccessibilityElement)
        #expect(Label().accessibilityTraits == .staticText)
        #expect(Button().accessibilityTraits == .button)
        #expect(ImageView().accessibilityTraits == .image)
        #expect(View().accessibilityTraits == [])
    }

    @Test func labelsDeriveFromTextUntilSet() {
        let label = Label()
        label.text = "Hello"
        #expect(label.accessibilityLabel == "Hello")
        label.accessibilityLabel = "Greeting"
        #expect(label.accessibilityLabel == "Greeting")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Hello")
        let button = Button()
        button.setTitle("Save", for: .normal)
        #expect(button.accessibilityLabel == "Save")
    }

    @Test func controlsReportStateInTheirTraits() {
        let button = Button()
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])
        button.accessibilityTraits = [.button, .adjustable]
        #expect(button.accessibilityTraits == [.button, .adjustable])
    }

    @Test func everyPropertyIsSettable() {
        let view = View()
        view.isAccessibilityElement = true
        view.accessibilityLabel = "label"
        view.accessibilityValue = "value"
        view.accessibilityHint = "hint"
        view.accessibilityIdentifier = "id"
        let element: any Accessible = view
        #expect(element.isAccessibilityElement)
        #expect(element.accessibilityLabel == "label")
        #expect(element.accessibilityValue == "value")
        #expect(element.accessibilityHint == "hint")
        #expect(element.accessibilityIdentifier == "id")
        let items: [any Accessible] = [BarButtonItem(), TabBarItem(), AlertAction(title: "OK", style: .default)]
        #expect(items.allSatisfy { $0.isAccessibilityElement })
    }

    @Test func itemsThatAreNoViewsDefaultToTheirTitleAndButtonTraits() {
        let action = AlertAction(title: "Delete", style: .destructive)
        let item = TabBarItem()
        item.title = "Home"
        let system = BarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        #expect(action.accessibilityLabel == "Delete")
        #expect(item.accessibilityLabel == "Home")
        #expect(system.accessibilityLabel == "done")
        action.isEnabled = false
        #expect(action.accessibilityTraits == [.button, .notEnabled])
        #expect(item.accessibilityTraits == .button)
        item.accessibilityLabel = "Start"
        item.accessibilityTraits = .selected
        item.isAccessibilityElement = false
        #expect(item.accessibilityLabel == "Start" && item.accessibilityTraits == .selected && !item.isAccessibilityElement)
        item.accessibilityLabel = nil
        #expect(item.accessibilityLabel == "Home")
    }
}

@Suite("Bar button items")
@MainActor
struct BarButtonItemTests {
    @Test func targetActionPairsCanBeMissing() {
        let target = BarTarget()
        let item = BarButtonItem(title: "turtles", style: .plain, target: target, action: BarTarget.tap)
        #expect(item.target === target)
        #expect(item.action != nil)
        #expect(item.action?.send(to: item.target!, from: item) == true)
        #expect(target.taps == ["turtles"])
        let bare = BarButtonItem(title: "none", style: .done, target: nil, action: nil)
        #expect(bare.target == nil && bare.action == nil && bare.primaryAction == nil)
        #expect(bare.style == .done)
        #expect(bare.isEnabled)
    }

    @Test func targetsAreHeldWeakly() {
        var target: BarTarget? = BarTarget()
        let item = BarButtonItem(title: "x", target: target!, action: BarTarget.tap)
        target = nil
        #expect(item.target == nil)
        #expect(item.action != nil)
    }

    @Test func primaryActionsAndOtherKinds() {
        var performed: [Any?] = []
        let action = Action(title: "Share") { performed.append($0.sender) }
        let item = BarButtonItem(primaryAction: action)
        #expect(item.title == "Share")
        item.primaryAction?.perform(sender: item)
        #expect((performed.first ?? nil) as? BarButtonItem === item)
        let system = BarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        #expect(system.title == nil && system.systemItem == .done)
        let custom = BarButtonItem(customView: Switch())
        #expect(custom.customView is Switch)
        #expect(custom.description == "BarButtonItem")
        #expect(item.description == "BarButtonItem \"Share\"")
    }

    @Test func toolbarsHoldItems() {
        let toolbar = Toolbar()
        #expect(toolbar.items == nil)
        toolbar.setItems([], animated: false)
        #expect(toolbar.items?.isEmpty == true)
    }

    @Test func navigationBarsCanBeManagedDirectly() {
        let bar = NavigationBar()
        bar.pushItem(NavigationItem(title: "One"), animated: false)
        bar.pushItem(NavigationItem(title: "Two"), animated: false)
        #expect(bar.topItem?.title == "Two")
        #expect(bar.backItem?.title == "One")
        #expect(bar.description == "NavigationBar \"Two\"")
        #expect(bar.popItem(animated: false)?.title == "Two")
        #expect(bar.popItem(animated: false)?.title == "One")
        #expect(bar.items == nil)
    }
}
