import Foundation
import LarkUI

/// One setting: a switch for notifications, with a label that says what it means.
public final class SettingsViewController: ViewController {
    /// Turns notifications on and off.
    public private(set) var notificationsSwitch: Switch!
    /// Says whether notifications are on.
    public private(set) var statusLabel: Label!

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        notificationsSwitch = Switch(frame: CGRect(x: 20, y: 100, width: 51, height: 44))
        notificationsSwitch.accessibilityLabel = "Notifications"
        notificationsSwitch.addAction(Action { [weak self] _ in self?.updateStatus() }, for: .valueChanged)
        statusLabel = Label(frame: CGRect(x: 90, y: 100, width: 280, height: 44))
        view.addSubview(notificationsSwitch)
        view.addSubview(statusLabel)
        updateStatus()
    }

    private func updateStatus() {
        statusLabel.text = notificationsSwitch.isOn ? "Notifications on" : "Notifications off"
    }
}
