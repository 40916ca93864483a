import Foundation
import Lark
import Testing

/// Sections of rows whose heights the delegate gives (row n of section s: 30 + 10 * (n % 4)),
/// with titled headers; selections are logged.
@MainActor
private final class Menu: TableViewDataSource, TableViewDelegate {
    var selected: [IndexPath] = []
    func numberOfSections(in tableView: TableView) -> Int { 3 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Dish", for: indexPath)
        cell.textLabel?.text = "Dish \(indexPath.section)-\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { ["Starters", "Mains", "Desserts"][section] }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 30 + 10 * CGFloat(indexPath.row % 4) }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// Fleet's scrolling and tapping helpers read the table's layout of rows of different heights.
@Suite @MainActor struct VariableRowHeightTests {
    private func shown() -> (Window, TableView, Menu) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = ViewController()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let menu = Menu()
        table.register(TableViewCell.self, forCellReuseIdentifier: "Dish")
        table.dataSource = menu
        table.delegate = menu
        controller.view.addSubview(table)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, table, menu)
    }

    @Test func scrollToVisibleBringsARowOfItsOwnHeightExactlyToTheBottomEdge() throws {
        let (window, table, menu) = shown()
        // Each section: header 28, five rounds of 30 + 40 + 50 + 60 = 900; section 1 starts at 928.
        let row = IndexPath(row: 6, section: 1)
        #expect(table.rectForRow(at: row) == CGRect(x: 0, y: 928 + 28 + 180 + 30 + 40, width: 320, height: 50))
        try table.scrollToVisible(rowAt: row)
        #expect(table.contentOffset.y == table.rectForRow(at: row).maxY - 400)
        try window.find(TableViewCell.self, where: .text("Dish 1-6")).tap()
        #expect(menu.selected == [row])
        let header = try window.find(Label.self, where: .text("Mains"))
        #expect(header.isDescendant(of: try #require(table.headerView(forSection: 1))))
    }

    @Test func aDragShowsTheRowsAndHeadersThatMeetTheBounds() throws {
        let (window, table, menu) = shown()
        defer { withExtendedLifetime(menu) {} }
        try table.drag(to: CGPoint(x: 0, y: 900))
        let rows = try window.findAll(TableViewCell.self).compactMap { table.indexPath(for: $0) }
        let expected = (table.indexPathsForRows(in: table.bounds) ?? []).filter { table.rectForRow(at: $0).maxY > 900 && table.rectForRow(at: $0).minY < 1_300 }
        #expect(rows == expected)
        #expect(rows.first == IndexPath(row: 19, section: 0), "section 0's last row spans 868..<928")
        #expect(rows.contains(IndexPath(row: 0, section: 1)), "section 1's first row starts below its header, at 956")
        _ = try window.find(Label.self, where: .text("Mains"))
        #expect(table.headerView(forSection: 0) == nil)
    }
}
