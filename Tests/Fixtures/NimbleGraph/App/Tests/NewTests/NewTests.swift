import App
import LarkExpect
import XCTest

final class NewTests: XCTestCase {
    func testMovedToLark() {
        expect(answer()).to(equal(42))
    }
}
