import Foundation
import LarkUI

extension Button {
    /// Taps the button as a user would: sends `.touchDown`, `.touchUpInside`, then
    /// `.primaryActionTriggered` (UIKit since iOS 14; Fleet omits it), so target–action
    /// registrations and closure-based primary actions both fire.
    ///
    /// Refused when a touch would not reach the button (`View.touchProblem`: user interaction
    /// disabled, hidden or below 0.01 alpha on it, an ancestor or its window, an ancestor
    /// without a size, or the button outside an ancestor's bounds), then when it is not enabled.
    /// A button outside any window can be tapped.
    ///
    /// A button whose `menu` is its primary action (`showsMenuAsPrimaryAction`) opens the menu
    /// instead, as in UIKit: it sends `.touchDown`, where the menu shows, then
    /// `.menuActionTriggered`, and no `.touchUpInside` or `.primaryActionTriggered`; choose an
    /// item with `chooseMenuItem(withTitle:)`.
    ///
    /// - Throws: `Fleet.ButtonError`; no event was sent.
    public func tap(fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.ButtonError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.ButtonError) in
            try Fleet.ButtonError.checkTouch(of: self, attempted: "Cannot tap \(description)", noun: "Control", name: "Fleet.ButtonError")
            sendActions(for: .touchDown)
            if showsMenuAsPrimaryAction, menu != nil {
                sendActions(for: .menuActionTriggered)
                return
            }
            sendActions(for: .touchUpInside)
            sendActions(for: .primaryActionTriggered)
        }
    }
}
