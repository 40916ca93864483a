import Foundation
import LarkUI
import Testing
import XCTest
@testable import LarkTestSupport

/// The model from a plain, synchronous XCTest method: XCTest runs it on the main thread, so
/// `MainActor.assumeIsolated` is enough (a `@MainActor` test class needs `async` methods).
final class PlainXCTestUsageTests: XCTestCase {
    func testHostingAControllerFromASynchronousTestMethod() {
        MainActor.assumeIsolated {
            let window = Window()
            window.makeKeyAndVisible()
            let controller = LoggingViewController()
            window.rootViewController = controller
            XCTAssertTrue(Application.shared.keyWindow?.rootViewController === controller)
            XCTAssertTrue(controller.view.window === window)
        }
    }
}

/// The model from a plain Swift Testing function: `@MainActor` is the one annotation needed.
@Test @MainActor func hostingAControllerFromAPlainTestFunction() {
    let window = Window()
    window.makeKeyAndVisible()
    let controller = ViewController()
    window.rootViewController = controller
    #expect(Application.shared.keyWindow?.rootViewController === controller)
    #expect(controller.isViewLoaded)
}
