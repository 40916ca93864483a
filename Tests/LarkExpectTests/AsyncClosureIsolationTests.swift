import Foundation
import LarkExpect
import Testing
import XCTest

// The async closures handed to `expect`, `require`, `unwrap`, `pollUnwrap` and `waitUntil` take
// the isolation of the code they are written in, as Nimble's do. This module is compiled in
// Swift 6 mode without NonisolatedNonsendingByDefault, as most test targets are, so `Mailbox`'s
// async methods run on the global executor: calling them on a captured, non-Sendable mailbox
// compiles only if the closure is nonisolated too (a caller-isolated closure would be rejected
// as a data race). Most of what these tests check is that this file compiles. A closure that
// must be async but has nothing to await starts with `await Task.yield()`; a main-actor function
// it then calls without `await` compiles only if the closure runs on the main actor.

/// A non-Sendable model with nonisolated async methods: the shape of most code under test.
private final class Mailbox {
    private(set) var letters: [String] = []

    func receive(_ letter: String) async -> Int {
        letters.append(letter)
        return letters.count
    }

    func first() async -> String? { letters.first }

    func close() async throws -> Int { throw MailboxError.closed }
}

private enum MailboxError: Error { case closed }

final class AsyncClosureIsolationTests: XCTestCase {
    private let mailbox = Mailbox()

    func testClosuresInANonisolatedTestCallTheAsyncMethodsOfWhatTheyCapture() async throws {
        let local = Mailbox()
        let passed = await passes {
            await expect { await self.mailbox.receive("a") }.to(equal(1))
            await expect { await local.receive("b") }.toEventually(beGreaterThan(2))
            await expect { try await local.close() }.to(throwError(MailboxError.closed))
            try await require { await local.first() }.to(equal("b"))
            _ = try await unwrap { await local.first() }
            _ = try await pollUnwrap { await local.first() }
            await waitUntil { done in
                _ = await local.receive("c")
                done()
            }
        }
        XCTAssertTrue(passed)
        XCTAssertEqual(local.letters, ["b", "b", "b", "c"])
        let messages = await failures { await expect { await local.receive("d") }.to(equal(0)) }
        XCTAssertEqual(messages, ["expected to equal <0>, got <5>"])
    }

    func testClosuresInANonisolatedTestRunOffTheMainThread() async {
        let passed = await passes {
            await expect { await Task.yield(); return Thread.isMainThread }.to(beFalse())
            await expect { await Task.yield(); return Thread.isMainThread }.toEventuallyNot(beTrue())
        }
        XCTAssertTrue(passed)
    }

    @MainActor
    func testClosuresInAMainActorTestRunOnTheMainActorAndReadItsState() async throws {
        let local = Mailbox()
        func onMainThread() -> Bool { Thread.isMainThread }
        let passed = await passes {
            await expect { await Task.yield(); return onMainThread() }.to(beTrue())
            // A non-Sendable value of the main actor's region comes back from the closure.
            await expect { await Task.yield(); return local }.toEventually(beIdenticalTo(local))
            try await require { await Task.yield(); return local.letters }.to(beEmpty())
            _ = try await pollUnwrap { await Task.yield(); return onMainThread() ? local : nil }
            await waitUntil { done in
                await Task.yield()
                if onMainThread() { done() }
            }
        }
        XCTAssertTrue(passed)
        let messages = await failures { await expect { await Task.yield(); return onMainThread() }.to(beFalse()) }
        XCTAssertEqual(messages, ["expected to be false, got <true>"])
    }
}

@Suite struct AsyncClosureIsolationSwiftTesting {
    // Each poll here passes at its first look: the suite's other tests may hold the main actor
    // and the pool's threads for seconds, and a look that waits that long for its actor or thread
    // uses up the timeout (only a late wake-up between looks moves the window).
    @Test func closuresInANonisolatedTestCallTheAsyncMethodsOfWhatTheyCapture() async throws {
        let local = Mailbox()
        #expect(await passes {
            await expect { await local.receive("a") }.to(equal(1))
            await expect { await local.receive("b") }.toEventually(equal(2))
            _ = try await pollUnwrap { await local.first() }
        })
        #expect(local.letters == ["a", "b"])
    }

    // Swift Testing runs main-actor tests on the main actor, not necessarily on the main thread,
    // so isolation shows as access to main-actor state (the compiler checks the rest).
    @Test @MainActor func closuresInAMainActorTestReadItsState() async {
        var polls = 0
        func poll() -> Int {
            polls += 1
            return polls
        }
        #expect(await passes {
            await expect { await Task.yield(); return poll() }.to(equal(1))
            await expect { await Task.yield(); return poll() }.toEventually(equal(2))
        })
        #expect(polls == 2)
    }
}
