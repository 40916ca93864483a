import Lark
import UIKit
import XCTest

// The same module under XCTest: screens in UIKit's spelling, checked with Lark.
@MainActor
final class UIKitModuleXCTests: XCTestCase {
    func testAStoryboardStyleControllerIsMockedAndShown() async throws {
        final class Welcome: UIViewController {
            let go = UIButton(type: .system)
            private(set) var loads = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                loads += 1
                go.setTitle("Go", for: .normal)
                go.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
                view.addSubview(go)
            }
        }
        let mock = Fleet.mockFor(Welcome.self)
        Fleet.setAsAppWindowRoot(mock)
        XCTAssertEqual(mock.loads, 0)
        expect(mock.go).toNot(beVisible())
        let real = Welcome()
        Fleet.setAsAppWindowRoot(real)
        expect(real.go).to(beVisible())
        try real.go.tap()
    }

    func testAnimationCompletionsRunBeforeTheNextLine() async {
        let view = UIView()
        var done = false
        UIView.animate(withDuration: 1, animations: { view.backgroundColor = .systemGreen }, completion: { done = $0 })
        XCTAssertTrue(done)
        XCTAssertEqual(view.backgroundColor, .systemGreen)
    }
}
