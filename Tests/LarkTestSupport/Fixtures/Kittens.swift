import Foundation
import LarkUI

/// KittensStoryboard: initial `KittensNavigationController` whose root is an un-IDed
/// "Kittens Loading" scene; the navigation controller performs `ShowKittenImage` (→
/// `KittenImage`) from its `viewDidLoad`.
@MainActor
enum Kittens {
    static let name = "KittensStoryboard"

    static func definition() -> StoryboardDefinition {
        let loading = StoryboardScene(identifier: nil, segues: [.show("ShowKittenImage", to: "KittenImage")]) {
            let loading = ViewController()
            loading.title = "Kittens Loading"
            return loading
        }
        return StoryboardDefinition(name: name, initialScene: "KittensNavigationController", scenes: [
            StoryboardScene(identifier: "KittensNavigationController", relationships: [loading.identifier]) {
                KittensNavigationController()
            },
            loading,
            StoryboardScene(identifier: "KittenImage") { KittenImageViewController() },
        ])
    }
}

@MainActor
final class KittensNavigationController: NavigationController {
    private(set) var segueError: Error?

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            try topViewController?.performSegueChecked(withIdentifier: "ShowKittenImage", sender: nil)
        } catch {
            segueError = error
        }
    }
}

@MainActor
final class KittenImageViewController: ViewController {}
