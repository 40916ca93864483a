// A code block of README.md, verbatim: ReadmeCodeTests fails if they drift apart,
// and this file compiling (and, for tests, passing) proves that code works.

import Lark
import Testing

final class CheckoutViewController: ViewController {
    private(set) var pay: Button!
    private(set) var payments = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        pay = Button()
        view.addSubview(pay)
        // UIKit: pay.addTarget(self, action: #selector(payTapped), for: .touchUpInside)
        pay.addTarget(self, action: CheckoutViewController.payTapped, for: .touchUpInside)
    }

    func payTapped() { payments += 1 }
}

@Test @MainActor func payingTakesOneTap() throws {
    let checkout = CheckoutViewController()
    Fleet.setAsAppWindowRoot(checkout)
    try checkout.pay.tap()
    #expect(checkout.payments == 1)
}
