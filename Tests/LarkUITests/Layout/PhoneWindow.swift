import Foundation
import LarkUI

/// The safe area of a 390 x 844 phone: a notch (47) and a home indicator (34).
let phoneSafeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

/// Shows `root` in a 390 x 844 phone window with `phoneSafeArea`, laid out.
@MainActor
func showOnPhone(_ root: ViewController) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.simulatedSafeAreaInsets = phoneSafeArea
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
}
