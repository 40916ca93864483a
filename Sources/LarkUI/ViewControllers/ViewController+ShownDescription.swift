import Foundation

extension ViewController {
    /// How a failure names this controller when it is presented or covers another: a container
    /// adds what it shows, since the container alone says little about the screen a user sees.
    /// `NavigationController showing <ItemDetailViewController "Milk">`, a tab bar controller
    /// with its selected controller, nested containers all the way down; any other controller
    /// is its `description`.
    package var shownDescription: String {
        var text = description
        var current: ViewController = self
        // A chain of containers is short; the bound only guards against a cycle.
        for _ in 0..<16 {
            let shown: ViewController?
            switch current {
            case let navigation as NavigationController: shown = navigation.topViewController
            case let tabs as TabBarController: shown = tabs.selectedViewController
            default: shown = nil
            }
            guard let shown else { break }
            text += " showing <\(shown.description)"
            current = shown
        }
        let opened = text.components(separatedBy: " showing <").count - 1
        return text + String(repeating: ">", count: opened)
    }
}
