import Foundation
import LarkExpect
import LarkUI
import Testing

/// UIKit code written from memory compiles and behaves: a controller with its own initializer
/// calling `super.init(nibName:bundle:)`, a button's `titleLabel`, a cell's content configuration.
@Suite @MainActor struct UIKitAsRememberedTests {
    final class ProfileViewController: ViewController {
        let name: String

        init(name: String) {
            self.name = name
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) {
            name = ""
            super.init(coder: coder)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = name
        }
    }

    @Test func aControllerWithItsOwnInitializer() {
        let profile = ProfileViewController(name: "Ada")
        #expect(!profile.isViewLoaded)
        profile.loadViewIfNeeded()
        #expect(profile.title == "Ada")
    }

    @Test func aButtonIsMadeByType() {
        let close = Button(type: .close)
        #expect(close.buttonType == .close && close.frame == .zero)
        #expect(Button().buttonType == .custom)
        #expect(Button(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).buttonType == .custom)
    }

    @Test func aButtonsTitleLabelShowsTheCurrentTitle() {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        #expect(button.titleLabel?.text == nil)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saving…", for: .disabled)
        #expect(button.titleLabel?.text == "Save")
        button.titleLabel?.font = .systemFont(ofSize: 20)
        button.isEnabled = false
        #expect(button.titleLabel?.text == "Saving…")
        #expect(button.titleLabel?.font == .systemFont(ofSize: 20))
        #expect(button.subviews.isEmpty, "the title label stays out of the view tree")
    }

    @Test func aCellsContentConfigurationFillsItsLabels() {
        let cell = TableViewCell(style: .default, reuseIdentifier: "item")
        var content = cell.defaultContentConfiguration()
        content.text = "Milk"
        content.secondaryText = "2 litres"
        content.image = Image(systemName: "cart")
        cell.contentConfiguration = content
        #expect(cell.textLabel?.text == "Milk")
        #expect(cell.detailTextLabel?.text == "2 litres")
        #expect(cell.imageView?.image == Image(systemName: "cart"))
        #expect(cell.accessibilityLabel == "Milk, 2 litres")
        #expect((cell.contentConfiguration as? ListContentConfiguration)?.text == "Milk")
        let plain = TableViewCell(style: .default, reuseIdentifier: nil)
        plain.contentConfiguration = ListContentConfiguration(text: "Eggs")
        #expect(plain.detailTextLabel == nil)
    }
}
