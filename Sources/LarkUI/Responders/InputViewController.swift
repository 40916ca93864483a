import Foundation

/// The controller of a custom keyboard or input accessory (`UIInputViewController`), what a
/// responder's `inputViewController` returns. Modelled as a view controller whose `inputView`
/// is settable and is its view; UIKit types it `UIInputView`, which the model does not have, so
/// it is a plain `View` here. The keyboard-extension API (`textDocumentProxy`, input modes) is
/// not modelled.
@preconcurrency @MainActor
open class InputViewController: ViewController {
    /// The view shown as the keyboard or accessory: the controller's view (loaded when read),
    /// as in UIKit; setting it sets `view`.
    open override var inputView: View? {
        get { view }
        set { view = newValue }
    }

    /// Asks the system to dismiss the keyboard: the model shows none, so it ends editing in the
    /// window of the view, as dismissing the keyboard does.
    open func dismissKeyboard() {
        _ = viewIfLoaded?.window?.endEditing(true)
    }
}
