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
        notificationsSwitch = Switch(frame: CGRect(x: 20, y: 100, width: 51, height: 44))
        notificationsSwitch.accessibilityLabel = "Notifications"
        notificationsSwitch.addAction(Action { [weak self] _ in self?.update() }, for: .valueChanged)
        statusLabel = Label(frame: CGRect(x: 90, y: 100, width: 280, height: 44))

        textSizeSlider = Slider(frame: CGRect(x: 20, y: 160, width: 200, height: 44))
        textSizeSlider.accessibilityLabel = "Text size"
        textSizeSlider.minimumValue = 12
        textSizeSlider.maximumValue = 24
        textSizeSlider.value = 17
        textSizeSlider.isContinuous = false
        textSizeSlider.addAction(Action { [weak self] _ in self?.update() }, for: .valueChanged)
        textSizeLabel = Label(frame: CGRect(x: 230, y: 160, width: 140, height: 44))

        pageSizeStepper = Stepper(frame: CGRect(x: 20, y: 220, width: 94, height: 32))
        pageSizeStepper.accessibilityLabel = "Items per page"
        pageSizeStepper.minimumValue = 5
        pageSizeStepper.maximumValue = 50
        pageSizeStepper.stepValue = 5
        pageSizeStepper.value = 20
        pageSizeStepper.addAction(Action { [weak self] _ in self?.update() }, for: .valueChanged)
        pageSizeLabel = Label(frame: CGRect(x: 130, y: 220, width: 240, height: 32))

        sortControl = SegmentedControl(items: ["Date", "Name"])
        sortControl.frame = CGRect(x: 20, y: 270, width: 200, height: 32)
        sortControl.selectedSegmentIndex = 0
        sortControl.accessibilityLabel = "Sort by"

        resetButton = Button(frame: CGRect(x: 20, y: 330, width: 120, height: 44))
        resetButton.setTitle("Reset", for: .normal)
        resetButton.showsMenuAsPrimaryAction = true
        resetButton.menu = Menu(title: "Reset", children: [
            Action(title: "Text size") { [weak self] _ in self?.resetTextSize() },
            Action(title: "Everything", attributes: .destructive) { [weak self] _ in self?.resetEverything() },
        ])

        for view: View in [notificationsSwitch, statusLabel, textSizeSlider, textSizeLabel, pageSizeStepper, pageSizeLabel, sortControl, resetButton] {
            self.view.addSubview(view)
        }
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
