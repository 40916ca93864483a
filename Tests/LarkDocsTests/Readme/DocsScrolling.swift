// The code block of docs/scrolling.md, verbatim: ReadmeCodeTests fails if they drift apart, and
// the test runs with the suite.
import Foundation
import Lark
import Testing

@Test @MainActor func aRowInSightIsNotScrolledTo() throws {
    final class Rows: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 50 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            TableViewCell(style: .default, reuseIdentifier: nil)
        }
    }
    let rows = Rows()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    table.dataSource = rows
    let screen = ViewController()
    screen.view.addSubview(table)
    Fleet.setAsAppWindowRoot(screen)

    try table.scrollToVisible(rowAt: IndexPath(row: 3, section: 0))
    #expect(table.contentOffset == .zero)          // in sight: nothing moved
    try table.scrollToVisible(rowAt: IndexPath(row: 20, section: 0))
    #expect(table.contentOffset == CGPoint(x: 0, y: 21 * 44 - 440))  // its bottom at the bottom
}
