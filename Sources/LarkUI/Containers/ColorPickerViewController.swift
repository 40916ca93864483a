import Foundation

/// The system colour picker (`UIColorPickerViewController`): a test plays the user with
/// `simulatePicking(_:)`.
@preconcurrency @MainActor
open class ColorPickerViewController: ViewController {
    /// The delegate (weak).
    open weak var delegate: (any ColorPickerViewControllerDelegate)?
    /// The colour shown as chosen.
    open var selectedColor: Color = .white
    /// Whether opacity can be chosen.
    open var supportsAlpha = true

    /// Plays the user choosing `color`: `selectedColor` changes, then the delegate hears.
    public func simulatePicking(_ color: Color) {
        selectedColor = color
        delegate?.colorPickerViewController(self, didSelect: color, continuously: false)
        delegate?.colorPickerViewControllerDidSelectColor(self)
    }
}

/// What a colour picker tells its delegate (`UIColorPickerViewControllerDelegate`).
@preconcurrency @MainActor
public protocol ColorPickerViewControllerDelegate: AnyObject {
    /// A colour was chosen (iOS 15).
    func colorPickerViewController(_ viewController: ColorPickerViewController, didSelect color: Color, continuously: Bool)
    /// A colour was chosen (iOS 14).
    func colorPickerViewControllerDidSelectColor(_ viewController: ColorPickerViewController)
    /// The picker finished.
    func colorPickerViewControllerDidFinish(_ viewController: ColorPickerViewController)
}

extension ColorPickerViewControllerDelegate {
    /// Does nothing by default.
    public func colorPickerViewController(_ viewController: ColorPickerViewController, didSelect color: Color, continuously: Bool) {}
    /// Does nothing by default.
    public func colorPickerViewControllerDidSelectColor(_ viewController: ColorPickerViewController) {}
    /// Does nothing by default.
    public func colorPickerViewControllerDidFinish(_ viewController: ColorPickerViewController) {}
}
