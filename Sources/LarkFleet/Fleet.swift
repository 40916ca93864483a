import Foundation

// LarkFleet — interaction helpers that act like a user, over the LarkUI model.
//
// One call fires every delegate callback, control event and notification the real user action
// would, in UIKit's order, synchronously. When the action could not have happened for real, the
// helper throws a typed error (`Fleet.TableViewError`, `Fleet.ButtonError`, ... — each a
// `Fleet.Refusal` with its family's `kind` to match on, and one message shape,
// `Cannot <attempt>: <Reason>. <Remedy>.`, whose parts are `attempted`, `reason` and `remedy`) and, because every check that needs no one's answer runs before
// the first side effect, nothing has changed. Names follow the reference library, Fleet.
//
// Entry points
// ------------
// * Table views: `selectRow(at:)`, `fetchCell(at:)`, `fetchCell(at:asType:)`,
//   `selectCellAction(withTitle:at:)`.
// * Controls: `Button.tap()`, `Switch.flip()`, `BarButtonItem.tap()`,
//   `AlertController.tapAlertAction(withTitle:)`, `NavigationBar.tapTopItem(withTitle:)`,
//   `Toolbar.tapItem(withTitle:)`, `TabBarController.selectTab(withLabel:)` / `selectTab(atIndex:)`.
// * Text fields and text views: `enter(text:)`, `startEditing()`, `stopEditing()`, `type(text:)`,
//   `paste(text:)`, `backspace()`, `backspaceAll()`, `clearText()`.
// * Windows and screens: `Fleet.setAsAppWindowRoot(_:)` (also `setAsAppRootWindow(_:)`),
//   `Fleet.setInAppWindowRootNavigation(_:)`, `Fleet.getApplicationScreen()`,
//   `Fleet.getScreen(forWindow:)`, `Fleet.Screen`.
// * Mocks and storyboards: `Fleet.mockFor(_:)`, `Storyboard.bind(viewController:...)` (three
//   variants), `Storyboard.mockIdentifier(...)` / `mockInitialViewController(...)`.
// * `Fleet.swallowAnyErrors(fileID:line:_:)`.
// Presentation, dismissal, push and pop are the model's own and already immediate.
//
// Deliberate differences from Fleet (each is documented on its entry point)
// ------------------------------------------------------------------------
// * Errors are thrown Swift errors, never raised; refused actions change nothing. Where a refusal
//   comes from an answer given during the action (a delegate refusing to begin editing, another
//   responder refusing to resign, `willSelectRowAt` redirecting to a missing row), what a real
//   user would have caused already happened (the touch, the delegate question) but no state
//   changed.
// * Reachability (button, switch, text input): user interaction, enabled and visibility are
//   checked on the view, its ancestors and its window (hidden, or alpha below 0.01 as in UIKit
//   hit-testing); the message names the culprit. The rules are LarkUI's `Reachability`
//   (`ReachabilityFlaws.untouchable`), the same ones `beVisible`/`beInteractible` use, so
//   `beInteractible(insideOf: window)` passes exactly when a tap is not refused as unreachable
//   (sizes aside: the helpers ignore frames). Text input also needs a window.
// * Table selection follows UIKit: `willSelectRowAt` is asked before anything is deselected (a
//   cancelled selection keeps the old row), re-tapping the selected row does not deselect it,
//   `didDeselectRowAt` is called whenever a row leaves the selection with a non-vetoed
//   will-deselect (also when only `didDeselectRowAt` is implemented), each deselection posts a
//   notification, multiple-selection tables toggle, negative indices are rejected, and
//   `allowsSelectionDuringEditing` governs selection while editing. `selectionDidChange`
//   notifications carry the table view as object (Fleet: nil).
// * `fetchCell` returns the cell the table shows (the model's `cellForRow(at:)`), not a fresh
//   data-source cell. `selectCellAction` supports swipe-action configurations, treats a missing
//   `canEditRowAt` as editable (UIKit's default), and validates the row before asking the
//   delegate for actions.
// * Buttons also send `.primaryActionTriggered`. Bar button items perform a `primaryAction`, and
//   nil-target actions go up the responder chain. Alerts refuse disabled actions and alerts that
//   are not presented. Tabs: an unknown label or index throws (listing the tabs), only the first
//   matching label is selected, and re-tapping a navigation tab pops it to its root.
// * Text input: ranges are UTF-16 (`NSRange`), so emoji and combining characters give UIKit's
//   ranges; should-begin and should-end are asked exactly once; a delegate refusing to begin or
//   to end editing throws (Fleet returned silently); the keyboard notifications are posted after
//   the responder change, with the window as object (observers with a nil object still get
//   them), never for a failed attempt; a hand-off posts "show" again without "hide", as UIKit
//   does. Backspace on empty text asks nothing (as UIKit; Fleet asked with range (0, 0)).
//   `clearText()` also checks user interaction and the window, refuses on an empty field (UIKit
//   shows no clear button then), and posts `textDidChangeNotification`; text views get a
//   select-all-and-delete `clearText()`.
// * Windows: `setAsAppWindowRoot` creates (or shows) the key window instead of doing nothing, and
//   does not spin a run loop.
// * Screen: `topmostViewController` follows presentations and navigation *and tab bar*
//   containers to any depth (Fleet stopped at a tab bar controller and followed one presentation
//   above a navigation stack); `presentedAlert` finds an alert anywhere in the presentation chain.
// * Mocks: `Fleet.mockFor` is public and cannot fail; lifecycle callbacks are suppressed when the
//   model drives them (a direct call still runs the override — no runtime subclassing on Linux),
//   and a container mock still forwards appearance to its children.
// * Storyboards: bindings live in each `Storyboard` instance's override table (never global, can
//   be removed), "already loaded" means the view loaded or `viewDidLoad` ran, and messages name
//   the referenced storyboard and say what to add to the definition.

/// The namespace of the interaction helpers' free functions and error types.
public enum Fleet {}
