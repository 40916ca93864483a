import Lark
import Testing

/// `.isolatedApplication` scopes a fresh `Application` around each test case with Swift
/// Testing's public scoping alone.
@Suite(.isolatedApplication) @MainActor struct IsolatedApplicationTraitTests {
    @Test(arguments: 0..<6)
    func eachCaseHasAnApplicationOfItsOwn(n: Int) async {
        let application = Application.current
        #expect(application != nil)
        #expect(Application.shared === application)
        #expect(application?.keyWindow == nil, "a case sees another case's key window")
        let window = Window()
        window.makeKeyAndVisible()
        await Task.yield()
        #expect(Application.shared.keyWindow === window)
    }

    @Test func aPlainTestInTheSuiteIsScopedToo() {
        #expect(Application.current != nil)
    }
}
