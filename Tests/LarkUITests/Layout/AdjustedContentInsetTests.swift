import Foundation
import LarkUI
import Testing

/// A table under a navigation bar on a phone with a notch (47) and a home indicator (34), as
/// UIKit scrolls it: it starts scrolled to minus the bar's bottom, scrolls rows to the part not
/// under the bars, and keeps a resting offset at rest when the bars change.
@MainActor
@Suite struct AdjustedContentInsetTests {
    /// Forty 44-point rows, and a record of the inset callbacks.
    private final class Rows: NSObject, TableViewDataSource, TableViewDelegate {
        var insetChanges = 0
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 40 }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            TableViewCell(style: .default, reuseIdentifier: nil)
        }
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) { insetChanges += 1 }
    }

    /// Counts its subclass hook.
    private final class CountingTable: TableView {
        var hookCalls = 0
        override func adjustedContentInsetDidChange() {
            super.adjustedContentInsetDidChange()
            hookCalls += 1
        }
    }

    private let rows = Rows()

    private func tableInNavigation() -> (TableView, NavigationController, Window) {
        let list = ViewController()
        let table = CountingTable(frame: .zero, style: .plain)
        table.dataSource = rows
        table.delegate = rows
        list.view = table
        let navigation = NavigationController(rootViewController: list)
        return (table, navigation, showOnPhone(navigation))
    }

    @Test func aTableUnderABarStartsScrolledToTheBarsBottom() throws {
        let (table, _, window) = tableInNavigation()
        #expect(table.adjustedContentInset == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(table.contentOffset == CGPoint(x: 0, y: -91))
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.convert(first.bounds, to: window) == CGRect(x: 0, y: 91, width: 390, height: 44), "the first row just below the bar")
        #expect(table.scrollableOffsets.minimum == CGPoint(x: 0, y: -91))
        #expect(table.scrollableOffsets.maximum == CGPoint(x: 0, y: 1760 + 34 - 844))
        #expect(rows.insetChanges >= 1)
        #expect((table as? CountingTable)?.hookCalls == rows.insetChanges, "the hook and the delegate hear of each change")
    }

    @Test func scrollingToARowPlacesItInThePartNotUnderTheBars() {
        let (table, _, _) = tableInNavigation()
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(440 - 91), "row 10's top (440) at the bar's bottom")
        table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(1364 - 810), "row 30's bottom (1364) at the home indicator's top (810)")
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .middle, animated: false)
        let visibleHeight: CGFloat = 844 - 91 - 34
        #expect(table.contentOffset.y == 902 - 91 - visibleHeight / 2, "row 20's middle (902) at the middle of the unobscured part")
        table.scrollToRow(at: IndexPath(row: 39, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == table.scrollableOffsets.maximum.y, "no further than the last row allows")
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == -91, "just enough: the first row below the bar")
        table.scrollRectToVisible(CGRect(x: 0, y: 5 * 44, width: 10, height: 44), animated: false)
        #expect(table.contentOffset.y == -91, "a row already in the unobscured part moves nothing")
    }

    @Test func aRestingOffsetFollowsTheBarsAndAScrolledOneStays() {
        let (table, navigation, window) = tableInNavigation()
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(table.contentOffset.y == -47, "at rest at the top: stays at the top")
        table.contentOffset = CGPoint(x: 0, y: 200)
        navigation.setNavigationBarHidden(false, animated: false)
        window.layoutIfNeeded()
        #expect(table.adjustedContentInset.top == 91)
        #expect(table.contentOffset.y == 200, "scrolled: stays where the user left it")
    }

    @Test func aContentInsetChangeMovesNoOffsetButIsReported() {
        let (table, _, window) = tableInNavigation()
        let before = rows.insetChanges
        table.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        table.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(table.adjustedContentInset.top == 111)
        #expect(table.contentOffset.y == -91)
        #expect(rows.insetChanges == before + 1)
    }
}
