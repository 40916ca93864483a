import Foundation
import Lark

/// Registers the five fixture storyboards of the spec (storyboards.md §1). Their names carry a
/// `LarkFleetTests.` prefix: the storyboard registry is process-wide and LarkUITests registers
/// the same fixtures, with its own classes, in the same test process. Safe to call from
/// every test: registering again replaces a definition with an identical one.
@MainActor
enum StoryboardFixtures {
    static func registerAll() {
        Storyboard.register(TurtlesAndFriends.definition())
        Storyboard.register(Puppy.definition())
        Storyboard.register(Kittens.definition())
        Storyboard.register(Crab.definition())
        Storyboard.register(Birds.definition())
    }
}
