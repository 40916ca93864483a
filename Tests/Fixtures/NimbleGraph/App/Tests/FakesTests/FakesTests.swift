import Fakes
import LarkExpect
import XCTest

final class FakesTests: XCTestCase {
    func testALibraryOnTheRealNimbleBesideLark() {
        expect(fakesNimble()).to(equal("the real Nimble"))
    }
}
