import Foundation
import Lark
import Testing

/// A collection view laid out as a list: full-width rows, swipe actions like a table's.
@Suite @MainActor struct CollectionListSwipeTests {
    @MainActor
    private final class Inbox: CollectionViewDataSource {
        var messages = ["Hello", "Invoice", "Lunch?"]
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { messages.count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
    }

    private func inbox() -> (CollectionView, CollectionViewListLayout, Inbox) {
        let layout = CollectionViewListLayout()
        let list = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        let source = Inbox()
        list.dataSource = source
        return (list, layout, source)
    }

    @Test func rowsAreFullWidth() {
        let (list, _, source) = inbox()
        #expect(list.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 88, width: 320, height: 44))
        #expect(list.contentSize.height == 132)
        withExtendedLifetime(source) {}
    }

    @Test func aSwipeActionRunsByItsTitle() throws {
        let (list, layout, source) = inbox()
        var log: [String] = []
        layout.trailingSwipeActionsConfigurationProvider = { indexPath in
            SwipeActionsConfiguration(actions: [
                ContextualAction(style: .destructive, title: "Delete") { _, view, done in log.append("delete \(indexPath.item) on \(type(of: view))"); done(true) },
            ])
        }
        layout.leadingSwipeActionsConfigurationProvider = { _ in
            SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Pin") { _, _, done in log.append("pin"); done(true) }])
        }
        try list.selectCellAction(withTitle: "Delete", at: IndexPath(item: 1, section: 0))
        try list.selectCellAction(withTitle: "Pin", at: IndexPath(item: 0, section: 0))
        #expect(log == ["delete 1 on CollectionViewCell", "pin"])
        let missing = try #require(throws: Fleet.CollectionViewError.self) { try list.selectCellAction(withTitle: "Archive", at: IndexPath(item: 0, section: 0)) }
        #expect(missing.kind == .noSuchSwipeAction)
        #expect(missing.remedy == "Its swipe actions are: 'Delete', 'Pin'; use one of those titles")
        #expect(try #require(throws: Fleet.CollectionViewError.self) { try list.selectCellAction(withTitle: "Delete", at: IndexPath(item: 3, section: 0)) }.kind == .noSuchItem)
        #expect(log.count == 2)
        withExtendedLifetime(source) {}
    }

    @Test func aGridOrAListWithoutActionsRefuses() throws {
        let (list, _, source) = inbox()
        #expect(try #require(throws: Fleet.CollectionViewError.self) { try list.selectCellAction(withTitle: "Delete", at: IndexPath(item: 0, section: 0)) }.kind == .swipeActionsNotProvided)
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CollectionViewFlowLayout())
        grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        grid.dataSource = source
        let refused = try #require(throws: Fleet.CollectionViewError.self) { try grid.selectCellAction(withTitle: "Delete", at: IndexPath(item: 0, section: 0)) }
        #expect(refused.kind == .notAList)
        withExtendedLifetime(source) {}
    }

    @Test func aUserScrollsToAnItem() throws {
        let (list, _, source) = inbox()
        source.messages = (0..<30).map { "Message \($0)" }
        try list.scrollToVisible(itemAt: IndexPath(item: 29, section: 0))
        #expect(list.contentOffset == CGPoint(x: 0, y: CGFloat(30 * 44 - 480)))
        #expect(try #require(throws: Fleet.ScrollViewError.self) { try list.scrollToVisible(itemAt: IndexPath(item: 30, section: 0)) }.kind == .notInside)
    }
}
