import Foundation
import LarkUI

/// PuppyStoryboard: initial navigation controller → `PuppyListViewController`, which has a
/// `ShowCorgi` show segue to `CorgiViewController`.
@MainActor
enum Puppy {
    static let name = "PuppyStoryboard"

    static func definition() -> StoryboardDefinition {
        let navigation = StoryboardScene(identifier: nil, relationships: ["PuppyListViewController"]) { NavigationController() }
        return StoryboardDefinition(name: name, initialScene: navigation.identifier, scenes: [
            navigation,
            StoryboardScene(identifier: "PuppyListViewController", segues: [.show("ShowCorgi", to: "CorgiViewController")]) {
                PuppyListViewController()
            },
            StoryboardScene(identifier: "CorgiViewController") { CorgiViewController() },
        ])
    }
}

/// Records what `prepare(for:sender:)` saw of the destination.
@MainActor
final class PuppyListViewController: ViewController {
    var preparedDestination: ViewController?
    var destinationHadRunViewDidLoad: Bool?
    var destinationImageViewWasNil: Bool?

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        preparedDestination = segue.destination
        destinationHadRunViewDidLoad = segue.destination.hasRunViewDidLoad
        destinationImageViewWasNil = (segue.destination as? CorgiViewController)?.imageView == nil
    }
}

/// Has an image-view outlet populated when its view loads.
@MainActor
final class CorgiViewController: ViewController {
    var imageView: ImageView?

    override func loadView() {
        let root = View(frame: Window.defaultScreenBounds)
        let imageView = ImageView(image: Image(named: "corgi"))
        root.addSubview(imageView)
        self.imageView = imageView
        view = root
    }
}
