import LarkUI

/// The app's storyboard, described in code: identifiers, relationships and segues.
@MainActor
enum MainStoryboard {
    static var definition: StoryboardDefinition {
        StoryboardDefinition(
            name: SampleApp.storyboardName,
            initialScene: "Navigation",
            scenes: [
                StoryboardScene(identifier: "Navigation", relationships: ["SignIn"]) { NavigationController() },
                StoryboardScene(identifier: "SignIn", segues: [.show("ShowItems", to: "Items")]) { SignInViewController() },
                StoryboardScene(identifier: "Items", segues: [
                    .show("ShowDetail", to: "ItemDetail"),
                    .show("ShowSettings", to: "Settings"),
                ]) { ItemsViewController() },
                StoryboardScene(identifier: "ItemDetail") { ItemDetailViewController() },
                StoryboardScene(identifier: "Settings") { SettingsViewController() },
            ])
    }
}
