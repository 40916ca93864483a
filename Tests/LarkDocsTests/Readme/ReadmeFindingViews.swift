// The code block of README.md's "Finding views and checking screens", verbatim: ReadmeCodeTests
// fails if they drift apart, and the test runs with the suite.
import Foundation
import Lark
import Testing

@Test @MainActor func deletingAsksFirst() throws {
    let list = ViewController()
    let delete = Button(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
    delete.setTitle("Delete", for: .normal)
    delete.addAction(Action { _ in
        let alert = AlertController(title: "Delete Milk?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        list.present(alert, animated: false)
    }, for: .touchUpInside)
    list.view.addSubview(delete)
    Fleet.setAsAppWindowRoot(list)

    try list.find(Button.self, where: .text("Delete")).tap()  // as a user finds it
    expect(list).to(presentAlert(title: "Delete Milk?", actions: [.cancel("Cancel")]))
    try list.tapPresentedAlertAction(withTitle: "Cancel")
    expect(list).to(containView(Button.self, where: .text("Delete")))
}
