import Foundation
import LarkUI

/// Registers the five fixture storyboards of the spec (storyboards.md §1) in the current
/// application (registrations are per test, like the application). Safe to call from
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
