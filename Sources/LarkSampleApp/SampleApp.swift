import LarkUI

/// A small shopping-list app built on the LarkUI model, used by the demo (`lark-demo`) and by
/// the example tests: a sign-in screen, a list of items with a detail screen and a delete
/// confirmation, and a settings screen — all wired through the `Main` storyboard.
public enum SampleApp {
    /// The storyboard's name.
    public static let storyboardName = "Main"

    /// Registers the app's storyboard (idempotent).
    @MainActor
    public static func registerStoryboard() {
        Storyboard.register(MainStoryboard.definition)
    }

    /// The app's entry point: the storyboard's initial controller (a navigation controller
    /// showing the sign-in screen), from a storyboard instance the caller may configure first.
    @MainActor
    public static func makeInitialViewController(from storyboard: Storyboard) throws -> NavigationController? {
        try storyboard.instantiateInitialViewControllerChecked() as? NavigationController
    }
}
