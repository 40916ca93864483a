import Foundation
import LarkUI

/// The settings screen: a notifications switch, a text-size slider, a page-size stepper and a
/// sort order, each with a label that says what it is set to, and a reset button whose menu
/// offers what to reset.
public final class SettingsViewController: ViewController {
    /// Turns notifications on and off.
    public private(set) var notificationsSwitch: Switch!
    /// Says whether notifications are on.
    public private(set) var statusLabel: Label!
    /// The text size, 12 to 24 points, reported when the finger lifts.
    public private(set) var textSizeSlider: Slider!
    /// Says the text size.
    public private(set) var textSizeLabel: Label!
    /// Items per page, 5 to 50 in steps of 5.
    public private(set) var pageSizeStepper: Stepper!
    /// Says the items per page.
    public private(set) var pageSizeLabel: Label!
    /// Sort the list by date or by name.
    public private(set) var sortControl: SegmentedControl!
    /// Opens a menu of what to reset.
    public private(set) var resetButton: Button!

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        notificationsSwitch = Switch()
        notificationsSwitch.accessibilityLabel = "Notifications"
        notificationsSwitch.addAction(Action { [weak self] _ in self?.update() }, for: .valueChanged)
        statusLabel = Label()

        textSizeSlider = Slider()
        textSizeSlider.accessibilityLabel = "Text size"
        textSizeSlider.minimumValue = 12
        textSizeSlider.maximumValue = 24
        textSizeSlider.value = 17
        textSizeSlider.isContinuous = false
        textSizeSlider.addAction(Action { [weak self] _ in self?.update() }, for: .valueChanged)
        textSizeLabel = Label()

        pageSizeStepper = Stepper()
        pageSizeStepper.accessibilityLabel = "Items per page"
        pageSizeStepper.minimumValue = 5
        pageSizeStepper.maximumValue = 50
        pageSizeStepper.stepValue = 5
        pageSizeStepper.value = 20
        pageSizeStepper.addAction(Action { [weak self] _ in self?.update() }, for: .valueChanged)
        pageSizeLabel = Label()

        sortControl = SegmentedControl(items: ["Date", "Name"])
        sortControl.selectedSegmentIndex = 0
        sortControl.accessibilityLabel = "Sort by"

        resetButton = Button()
        resetButton.setTitle("Reset", for: .normal)
        resetButton.showsMenuAsPrimaryAction = true
        resetButton.menu = Menu(title: "Reset", children: [
            Action(title: "Text size") { [weak self] _ in self?.resetTextSize() },
            Action(title: "Everything", attributes: .destructive) { [weak self] _ in self?.resetEverything() },
        ])

        // One row per setting, in a column within the margins, below the safe area.
        let rows: [View] = [
            StackView(arrangedSubviews: [notificationsSwitch, statusLabel]),
            StackView(arrangedSubviews: [textSizeSlider, textSizeLabel]),
            StackView(arrangedSubviews: [pageSizeStepper, pageSizeLabel]),
            sortControl,
            resetButton,
        ]
        for case let row as StackView in rows {
            row.spacing = 12
            row.alignment = .center
        }
        let column = StackView(arrangedSubviews: rows)
        column.axis = .vertical
        column.spacing = 16
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 100),
            column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        update()
    }

    private func resetTextSize() {
        textSizeSlider.value = 17
        update()
    }

    private func resetEverything() {
        notificationsSwitch.isOn = false
        pageSizeStepper.value = 20
        sortControl.selectedSegmentIndex = 0
        resetTextSize()
    }

    private func update() {
        statusLabel.text = notificationsSwitch.isOn ? "Notifications on" : "Notifications off"
        textSizeLabel.text = "Text size \(Int(textSizeSlider.value.rounded())) pt"
        pageSizeLabel.text = "\(Int(pageSizeStepper.value)) items per page"
    }
}
