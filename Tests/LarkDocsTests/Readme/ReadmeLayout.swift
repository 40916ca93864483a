// A code block of docs/layout.md, verbatim: ReadmeCodeTests fails if they drift apart,
// and this file compiling (and, for tests, passing) proves that code works.

import Foundation
import Lark
import Testing

@Test @MainActor func aLabelLaidOutByConstraints() {
    let screen = ViewController()
    Fleet.setAsAppWindowRoot(screen)
    let label = Label()
    label.text = "Hello"
    screen.view.addSubview(label)
    label.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: screen.view.layoutMarginsGuide.leadingAnchor),
        label.topAnchor.constraint(equalTo: screen.view.safeAreaLayoutGuide.topAnchor, constant: 20),
    ])
    // No layoutIfNeeded(): a matcher, a query or a helper lays out first.
    expect(label).to(beVisible())
    expect(label.frame) == CGRect(x: 16, y: 20, width: 43, height: 21)
}
