import App
import Nimble  // the real Nimble, under an alias in the manifest: the source is unchanged
import XCTest

final class OldTests: XCTestCase {
    func testStillOnNimble() {
        XCTAssertEqual(whichNimble(), "the real Nimble")
        XCTAssertEqual(answer(), 42)
    }
}
