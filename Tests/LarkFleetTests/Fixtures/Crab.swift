import Foundation
import Lark

/// CrabStoryboard: one scene, `CrabViewController`.
@MainActor
enum Crab {
    static let name = "LarkFleetTests.CrabStoryboard"

    static func definition() -> StoryboardDefinition {
        StoryboardDefinition(name: name, scenes: [
            StoryboardScene(identifier: "CrabViewController") { CrabViewController() },
        ])
    }
}

@MainActor
final class CrabViewController: ViewController {}
