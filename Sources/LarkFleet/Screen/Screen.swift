import Foundation
import LarkUI

extension Fleet {
    /// What a window shows, from a user's point of view.
    @MainActor
    public struct Screen {
        /// The window this screen describes.
        public let window: Window

        /// Creates a screen for `window`.
        public init(window: Window) {
            self.window = window
        }

        // `presentedAlert` and `presentedControllers` come from `ViewSearchRoot`: the alert
        // the user sees is the last one presented over the window's root.

        /// The controller the user sees on top, found from the window's root by following, as
        /// long as there is one, the controller presented over it, else a navigation
        /// controller's top view controller, else a tab bar controller's selected controller;
        /// nil without a root. An empty navigation controller or a tab bar controller without
        /// tabs is itself topmost.
        ///
        /// Presentations, navigation and tab bar controllers are followed to any depth; other
        /// containers' children are not descended into (which one is "on top" is theirs to say).
        public var topmostViewController: ViewController? {
            guard var current = window.rootViewController else { return nil }
            var visited: [ViewController] = []
            while !visited.contains(where: { $0 === current }) {
                visited.append(current)
                if let presented = current.presentedViewController {
                    current = presented
                } else if let navigation = current as? NavigationController, let top = navigation.topViewController {
                    current = top
                } else if let tabs = current as? TabBarController, let selected = tabs.selectedViewController {
                    current = selected
                } else {
                    break
                }
            }
            return current
        }
    }

    /// The screen of the application's key window, or nil (with a warning in
    /// `Application.shared.warnings`) when there is no key window.
    @MainActor
    public static func getApplicationScreen() -> Screen? {
        let application = Application.shared
        guard let window = application.keyWindow else {
            application.recordWarning("Fleet: ** WARNING ** Cannot get application screen: the application has no key window. Call Fleet.setAsAppWindowRoot(_:) or makeKeyAndVisible() on a window first.")
            return nil
        }
        return Screen(window: window)
    }

    /// The screen of any window, key or not, visible or not.
    @MainActor
    public static func getScreen(forWindow window: Window) -> Screen {
        Screen(window: window)
    }
}

extension Fleet.Screen: ViewSearchRoot {
    /// The window.
    public var searchedView: View? { window }
    /// The window's description.
    public var searchDescription: String { window.description }
}
