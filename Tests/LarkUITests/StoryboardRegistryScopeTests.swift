import LarkUI
import Testing

/// Storyboard registrations belong to the current application, so tests running in parallel
/// can register different definitions under the same name without seeing each other's.
@Suite struct StoryboardRegistryScopeTests {
    final class First: ViewController {}
    final class Second: ViewController {}

    @MainActor
    private func registerAndInstantiate(_ make: @escaping @MainActor () -> ViewController) async throws -> ViewController {
        Storyboard.register(StoryboardDefinition(name: "Shared", initialScene: "Only", scenes: [
            StoryboardScene(identifier: "Only", make: make),
        ]))
        // Give a parallel test the chance to register its own definition in between.
        try await Task.sleep(for: .milliseconds(20))
        return try #require(try Storyboard(name: "Shared").instantiateInitialViewControllerChecked())
    }

    @Test @MainActor func firstTestSeesItsOwnDefinition() async throws {
        #expect(try await registerAndInstantiate { First() } is First)
    }

    @Test @MainActor func secondTestSeesItsOwnDefinition() async throws {
        #expect(try await registerAndInstantiate { Second() } is Second)
    }

    @Test @MainActor func anExplicitApplicationScopeHasItsOwnRegistry() throws {
        Storyboard.register(StoryboardDefinition(name: "Scoped", scenes: []))
        let other = Application()
        Application.$current.withValue(other) {
            #expect(!Storyboard.registeredNames.contains("Scoped"))
            #expect(throws: StoryboardLookupError.self) { try Storyboard(name: "Scoped") }
        }
        #expect(Storyboard.registeredNames.contains("Scoped"))
    }
}
