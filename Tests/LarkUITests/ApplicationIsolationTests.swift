import Foundation
import LarkUI
import Testing
import XCTest

/// Two Swift Testing tests that run in parallel, each hosting its own controller as the root
/// of "the app's key window", awaiting in between: each sees only its own.
@Suite("Application isolation between parallel tests")
@MainActor
struct ParallelApplicationIsolationTests {
    private func hostAndCheck(title: String) async throws {
        let application = Application.shared
        let window = application.keyWindow ?? Window()
        window.makeKeyAndVisible()
        let mine = ViewController()
        mine.title = title
        window.rootViewController = mine
        for _ in 0..<5 {
            try await Task.sleep(for: .milliseconds(10))
            #expect(Application.shared === application)
            #expect(Application.shared.keyWindow?.rootViewController === mine)
            #expect(Application.shared.windows.count == 1)
        }
    }

    @Test func firstTestHostsItsOwnRoot() async throws {
        try await hostAndCheck(title: "first")
    }

    @Test func secondTestHostsItsOwnRoot() async throws {
        try await hostAndCheck(title: "second")
    }

    @Test(arguments: ["a", "b", "c"])
    func eachParameterizedCaseKeepsItsApplication(name: String) async throws {
        let application = Application.shared
        try await Task.sleep(for: .milliseconds(5))
        #expect(Application.shared === application)
    }

    @Test func taskLocalScopingTakesPrecedence() async throws {
        let perTest = Application.shared
        let scoped = Application()
        await Application.$current.withValue(scoped) {
            #expect(Application.shared === scoped)
            let window = Window()
            #expect(window.application === scoped)
            window.makeKeyAndVisible()
            #expect(scoped.keyWindow === window)
            try? await Task.sleep(for: .milliseconds(1))
            #expect(Application.shared === scoped)
        }
        #expect(Application.shared === perTest)
        #expect(perTest.keyWindow == nil)
    }

    @Test func resetSharedGivesTheTestAFreshApplication() {
        let before = Application.shared
        Window().makeKeyAndVisible()
        Application.resetShared()
        #expect(Application.shared !== before)
        #expect(Application.shared.keyWindow == nil)
    }

    @Test func keyWindowTracking() {
        let application = Application.shared
        let first = Window(), second = Window()
        #expect(application.keyWindow == nil)
        first.makeKeyAndVisible()
        #expect(first.isKeyWindow)
        second.makeKey()
        #expect(second.isKeyWindow && !first.isKeyWindow)
        #expect(application.windows.count == 2)
        #expect(first.next === application)
    }
}

/// XCTest runs these in alphabetical order in one process: the second must not see what the
/// first left in the default application.
@MainActor
final class XCTestApplicationResetTests: XCTestCase {
    private static var firstTestsApplication: Application?

    func test1_HostsAControllerInTheKeyWindow() async {
        let window = Window()
        window.makeKeyAndVisible()
        window.rootViewController = ViewController()
        XCTAssertNotNil(Application.shared.keyWindow?.rootViewController)
        Application.shared.printsWarnings = false  // recorded, not printed: keeps the test log clean
        Application.shared.recordWarning("left behind")
        Self.firstTestsApplication = Application.shared
    }

    func test2_StartsWithAFreshApplication() async {
        XCTAssertNotNil(Self.firstTestsApplication, "test1 must run first")
        XCTAssertFalse(Application.shared === Self.firstTestsApplication)
        XCTAssertNil(Application.shared.keyWindow)
        XCTAssertTrue(Application.shared.windows.isEmpty)
        XCTAssertTrue(Application.shared.warnings.isEmpty)
    }

    func test3_TheApplicationIsStableWithinATest() async throws {
        let application = Application.shared
        try await Task.sleep(for: .milliseconds(5))
        XCTAssertTrue(Application.shared === application)
    }
}
