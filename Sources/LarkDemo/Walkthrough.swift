import Foundation
import Lark
import LarkSampleApp

/// Drives the sample app the way a user would, checking each screen with the matchers.
@MainActor
struct Walkthrough {
    let report: DemoReport

    func run() throws {
        SampleApp.registerStoryboard()
        let storyboard = try Storyboard(name: SampleApp.storyboardName)
        guard let navigation = try SampleApp.makeInitialViewController(from: storyboard) else {
            report.step("the storyboard has an initial navigation controller") { fail("no initial controller") }
            return
        }
        Fleet.setAsAppRootWindow(navigation)
        let screen = Fleet.getApplicationScreen()

        report.section("1. Sign in")
        guard let signIn = navigation.topViewController as? SignInViewController else {
            return report.step("the initial screen is the sign-in screen") { fail("found \(String(describing: navigation.topViewController))") }
        }
        report.step("the sign-in screen shows, with its button disabled") {
            expect(signIn.emailField).to(beVisible())
            expect(signIn.signInButton).to(displayText("Sign In"))
            expect(signIn.signInButton).toNot(beEnabled())
            expect(signIn.errorLabel).toNot(beVisible())
        }
        report.step("typing only an e-mail (found by its placeholder, as a user finds it) keeps the button disabled") {
            try signIn.find(TextField.self, where: .placeholder("E-mail")).enter(text: "ada@example.com")
            expect(signIn.emailField).to(displayText("ada@example.com"))
            expect(signIn.signInButton).toNot(beEnabled())
        }
        report.step("a wrong password enables the button, and tapping it shows the error") {
            try signIn.passwordField.enter(text: "hunter2")
            expect(signIn.signInButton).to(beEnabled())
            try signIn.signInButton.tap()
            expect(signIn.errorLabel).to(beVisible())
            expect(signIn.errorLabel).to(displayText("Wrong e-mail or password"))
        }
        report.step("the right password signs in and shows the item list") {
            try signIn.passwordField.startEditing()
            try signIn.passwordField.backspaceAll()
            try signIn.passwordField.type(text: "secret")
            try signIn.passwordField.stopEditing()
            try signIn.signInButton.tap()
            expect(signIn.signedInEmail).to(equal("ada@example.com"))
            expect(screen?.topmostViewController).to(beAnInstanceOf(ItemsViewController.self))
        }

        report.section("2. The item list")
        guard let items = navigation.topViewController as? ItemsViewController else {
            return report.step("the item list is on screen") { fail("found \(String(describing: navigation.topViewController))") }
        }
        report.step("the list shows five items") {
            expect(items.tableView).to(beVisible())
            expect(items.tableView.numberOfRows(inSection: 0)).to(equal(5))
            expect(try items.tableView.fetchCell(at: IndexPath(row: 1, section: 0)).textLabel).to(displayText("Bread"))
        }
        report.step("selecting Bread pushes its detail screen") {
            try items.tableView.selectRow(at: IndexPath(row: 1, section: 0))
            let detail = navigation.topViewController as? ItemDetailViewController
            expect(detail?.nameLabel).to(displayText("Bread"))
            expect(detail?.nameLabel).to(beVisible())
            navigation.popViewController(animated: true)
            expect(screen?.topmostViewController).to(beIdenticalTo(items))
        }
        report.step("the Delete edit action asks for confirmation, and Delete removes the item") {
            try items.tableView.selectCellAction(withTitle: "Delete", at: IndexPath(row: 0, section: 0))
            expect(items).to(presentAlert(title: "Delete Apples?", actions: [.cancel("Cancel"), .destructive("Delete")]))
            try items.tapPresentedAlertAction(withTitle: "Delete")
            expect(items).toNot(presentAlert())
            expect(items.items).toNot(contain("Apples"))
            expect(items.tableView.numberOfRows(inSection: 0)).to(equal(4))
        }

        report.section("3. Favourites")
        let favourites = FavouritesViewController(favourites: (1...30).map { "Item \($0)" })
        report.step("the favourites grid shows its items; one scrolled out is picked after scrolling to it") {
            navigation.pushViewController(favourites, animated: true)
            try favourites.find(CollectionViewCell.self, where: .text("Item 2")).tap()
            expect(favourites.picked).to(equal("Item 2"))
            expect(favourites).toNot(containView(CollectionViewCell.self, where: .text("Item 30")))
            favourites.grid.scrollToItem(at: IndexPath(item: 29, section: 0), at: .bottom, animated: false)
            try favourites.find(CollectionViewCell.self, where: .text("Item 30")).tap()
            expect(favourites.grid).to(haveSelectedItems([IndexPath(item: 29, section: 0)]))
            navigation.popViewController(animated: true)
        }

        report.section("4. Settings")
        report.step("the Settings button in the navigation bar shows the settings screen") {
            try navigation.navigationBar.tapTopItem(withTitle: "Settings")
            expect(navigation.topViewController).to(beAnInstanceOf(SettingsViewController.self))
        }
        guard let settings = navigation.topViewController as? SettingsViewController else {
            return report.step("the settings screen is on screen") { fail("found \(String(describing: navigation.topViewController))") }
        }
        report.step("flipping the switch turns notifications on") {
            expect(settings.notificationsSwitch).to(beOff())
            try settings.notificationsSwitch.flip()
            expect(settings.notificationsSwitch).to(beOn())
            expect(settings.statusLabel).to(displayText("Notifications on"))
            expect(settings.notificationsSwitch).to(haveAccessibilityLabel("Notifications"))
        }
        report.step("the slider, stepper and sort control change their settings; the maximum refuses another step") {
            try settings.textSizeSlider.slide(to: 20)
            expect(settings.textSizeLabel).to(displayText("Text size 20 pt"))
            for _ in 0..<6 { try settings.pageSizeStepper.increment() }
            expect(settings.pageSizeStepper).to(haveValue(50))
            expect(settings.pageSizeLabel).to(displayText("50 items per page"))
            expect { try settings.pageSizeStepper.increment() }.to(throwError(errorType: Fleet.ValueControlError.self) { expect($0.kind).to(equal(.atLimit)) })
            try settings.sortControl.selectSegment(withTitle: "Name")
            expect(settings.sortControl).to(haveSelectedSegment(titled: "Name"))
        }
        report.step("the Reset menu lists what it resets, and Everything resets every setting") {
            expect(settings.resetButton).to(haveMenuItems("Text size", "Everything"))
            try settings.resetButton.chooseMenuItem(withTitle: "Everything")
            expect(settings.notificationsSwitch).to(beOff())
            expect(settings.textSizeLabel).to(displayText("Text size 17 pt"))
            expect(settings.pageSizeLabel).to(displayText("20 items per page"))
            expect(settings.sortControl).to(haveSelectedSegment(titled: "Date"))
        }
    }
}
