import Foundation
import Lark

/// The failure-message examples of the screen, presentation and focus matcher pages.
enum ScreenMatcherExamples: DocsExampleSource {
    final class SignInViewController: ViewController {}
    final class ItemsViewController: ViewController {}
    final class ItemDetailViewController: ViewController {}

    /// A sign-in controller in a key window with "Sign in" and "Forgot?" buttons and a hidden
    /// footer holding a "Register" button.
    @MainActor static func signInController() -> SignInViewController {
        let controller = SignInViewController()
        for (title, y) in [("Sign in", 100.0), ("Forgot?", 160.0)] {
            let button = Button(frame: CGRect(x: 20, y: y, width: 200, height: 44))
            button.setTitle(title, for: .normal)
            controller.view.addSubview(button)
        }
        let footer = View(frame: CGRect(x: 0, y: 700, width: 390, height: 100))
        footer.accessibilityIdentifier = "footer"
        footer.isHidden = true
        let register = Button(frame: CGRect(x: 20, y: 0, width: 200, height: 44))
        register.setTitle("Register", for: .normal)
        footer.addSubview(register)
        controller.view.addSubview(footer)
        let window = Window()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return controller
    }

    @MainActor static var examples: [String: DocsExample] {
        [
            // MatcherDocs/containView.md
            #"expect(controller).to(containView(Button.self, where: .text("Register")))"#: {
                let controller = signInController()
                return messages { expect(controller).to(containView(Button.self, where: .text("Register"))) }
            },
            // MatcherDocs/present.md
            #"expect(controller).to(present(ItemDetailViewController.self))"#: {
                let controller = ItemsViewController()
                let window = Window()
                window.rootViewController = controller
                window.makeKeyAndVisible()
                return messages { expect(controller).to(present(ItemDetailViewController.self)) }
            },
            // MatcherDocs/presentAlert.md
            #"expect(controller).to(presentAlert(title: "Delete Milk?", actions: [.cancel("Cancel"), .destructive("Delete")]))"#: {
                let controller = ItemsViewController()
                let window = Window()
                window.rootViewController = controller
                window.makeKeyAndVisible()
                let alert = AlertController(title: "Delete Eggs?", message: nil, preferredStyle: .alert)
                alert.addAction(AlertAction(title: "Cancel", style: .cancel))
                alert.addAction(AlertAction(title: "Remove", style: .destructive))
                controller.present(alert, animated: false)
                return messages {
                    expect(controller).to(presentAlert(title: "Delete Milk?", actions: [.cancel("Cancel"), .destructive("Delete")]))
                }
            },
            // MatcherDocs/haveTopViewController.md
            #"expect(navigation).to(haveTopViewController(ItemDetailViewController.self))"#: {
                let navigation = NavigationController(rootViewController: ItemsViewController())
                return messages { expect(navigation).to(haveTopViewController(ItemDetailViewController.self)) }
            },
            // MatcherDocs/haveContentOffset.md
            #"expect(feed).to(haveContentOffset(CGPoint(x: 0, y: 120)))"#: {
                let feed = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                feed.contentSize = CGSize(width: 320, height: 1_160)
                return messages { expect(feed).to(haveContentOffset(CGPoint(x: 0, y: 120))) }
            },
            // MatcherDocs/haveValue.md
            #"expect(quantity).to(haveValue(2))"#: {
                let quantity = Stepper()
                quantity.maximumValue = 10
                quantity.value = 1
                return messages { expect(quantity).to(haveValue(2)) }
            },
            // MatcherDocs/haveMenuItems.md
            #"expect(sort).to(haveMenuItems("By date", "By name"))"#: {
                let sort = Button()
                sort.setTitle("Sort", for: .normal)
                sort.menu = Menu(title: "Sort", children: [
                    Action(title: "By date") { _ in },
                    Menu(title: "More", children: [Action(title: "By size", attributes: .disabled) { _ in }]),
                    Action(title: "Clear", attributes: .destructive) { _ in },
                ])
                return messages { expect(sort).to(haveMenuItems("By date", "By name")) }
            },
            // MatcherDocs/haveSelectedSegment.md
            #"expect(sorting).to(haveSelectedSegment(1))"#: {
                let sorting = SegmentedControl(items: ["Date", "Name"])
                sorting.selectedSegmentIndex = 0
                return messages { expect(sorting).to(haveSelectedSegment(1)) }
            },
            // MatcherDocs/beRefreshing.md
            #"expect(feed).to(beRefreshing())"#: {
                let feed = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                feed.refreshControl = RefreshControl()
                return messages { expect(feed).to(beRefreshing()) }
            },
            // MatcherDocs/haveSelectedRow.md
            #"expect(sizes).to(haveSelectedRow(2))"#: {
                let sizes = PickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
                let rows = PickerRows(["Small", "Medium", "Large"])
                sizes.dataSource = rows
                sizes.delegate = rows
                defer { withExtendedLifetime(rows) {} }
                return messages { expect(sizes).to(haveSelectedRow(2)) }
            },
            // MatcherDocs/beFirstResponder.md
            #"expect(passwordField).to(beFirstResponder())"#: {
                let window = Window()
                window.makeKeyAndVisible()
                let emailField = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
                let passwordField = TextField(frame: CGRect(x: 0, y: 60, width: 200, height: 44))
                emailField.placeholder = "Email"
                passwordField.placeholder = "Password"
                window.addSubview(emailField)
                window.addSubview(passwordField)
                emailField.text = "ada@example.com"
                try? emailField.startEditing()
                return messages { expect(passwordField).to(beFirstResponder()) }
            },
        ]
    }

    @MainActor private static func messages(_ body: () -> Void) -> [String] {
        gatherFailingExpectations(silently: true, closure: body).map(\.message.stringValue)
    }
}

/// A one-component picker of titles.
@MainActor
final class PickerRows: PickerViewDataSource, PickerViewDelegate {
    let titles: [String]
    init(_ titles: [String]) { self.titles = titles }
    func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { titles.count }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { titles[row] }
}
