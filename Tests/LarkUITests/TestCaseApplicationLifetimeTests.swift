import LarkUI
import Testing

/// Issue 14, item 1: a parameterized case's application is freed when the case ends, so the
/// number of held applications does not grow with the number of test cases. Serialized, so
/// that the check runs after every case of the first test has finished.
@Suite("Per-test-case applications are freed", .serialized)
@MainActor
struct TestCaseApplicationLifetimeTests {
    private final class WeakApplication {
        weak var application: Application?
        init(_ application: Application) { self.application = application }
    }

    private static var seen: [WeakApplication] = []

    @Test(arguments: 0..<400)
    func caseUsesItsApplication(n: Int) async {
        let window = Window()
        window.makeKeyAndVisible()
        window.rootViewController = ViewController()
        await Task.yield()
        #expect(Application.shared.keyWindow === window)
        Self.seen.append(WeakApplication(Application.shared))
    }

    @Test func endedCasesApplicationsAreFreed() {
        Application.sweepEndedTestCaseApplications()
        #expect(Self.seen.count == 400)
        #expect(Set(Self.seen.compactMap { $0.application.map(ObjectIdentifier.init) }).count == 0)
    }

    @Test func theCurrentCaseKeepsItsApplication() async {
        let application = Application.shared
        Application.sweepEndedTestCaseApplications()
        await Task.yield()
        #expect(Application.shared === application)
    }
}
