// The README's UIKit screen, verbatim, in a file that imports Testing, XCTest, UIKit and Lark
// together (the combination Swift Testing's cross-import overlay would otherwise break).

import Lark
import Testing
import XCTest
import UIKit

final class CheckoutViewController: UIViewController {
    let pay = UIButton(type: .system)
    private(set) var payments = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        pay.setTitle("Pay", for: .normal)
        pay.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pay)
        NSLayoutConstraint.activate([
            pay.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pay.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
        ])
        // Not `#selector(payTapped)`: a UIAction compiles on iOS and on Linux alike.
        pay.addAction(UIAction { [unowned self] _ in payments += 1 }, for: .touchUpInside)
    }
}

@Suite @MainActor struct ReadmeUIKitScreenTests {
    @Test func theCheckoutScreenLaysOutAndPays() throws {
        let checkout = CheckoutViewController()
        Fleet.setAsAppWindowRoot(checkout)
        try checkout.find(UIButton.self, where: .text("Pay")).tap()
        #expect(checkout.payments == 1)
        expect(checkout.pay).to(beVisible())
        // Centred, 20 points above the bottom of the window's safe area (none by default).
        #expect(checkout.pay.center.x == 195)
        #expect(abs(checkout.pay.frame.maxY - (844 - 20)) < 0.001)
    }
}

@MainActor
final class ReadmeUIKitScreenXCTests: XCTestCase {
    func testPayingUnderXCTest() async throws {
        let checkout = CheckoutViewController()
        Fleet.setAsAppWindowRoot(checkout)
        try checkout.pay.tap()
        XCTAssertEqual(checkout.payments, 1)
    }
}
