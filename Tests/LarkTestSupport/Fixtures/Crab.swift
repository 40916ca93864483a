import Foundation
import LarkUI

/// CrabStoryboard: one scene, `CrabViewController`.
@MainActor
enum Crab {
    static let name = "CrabStoryboard"

    static func definition() -> StoryboardDefinition {
        StoryboardDefinition(name: name, scenes: [
            StoryboardScene(identifier: "CrabViewController") { CrabViewController() },
        ])
    }
}

@MainActor
final class CrabViewController: ViewController {}
