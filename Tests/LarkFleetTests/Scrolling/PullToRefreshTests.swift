import Foundation
import Lark
import Testing

@Suite @MainActor struct PullToRefreshTests {
    @Test func pullingBeginsRefreshingOnceAndTheAppEndsIt() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let list = TableView(frame: window.bounds)
        window.addSubview(list)
        let refresh = RefreshControl()
        var pulls = 0
        refresh.addAction(Action { _ in pulls += 1 }, for: .valueChanged)
        let missing = try #require(throws: Fleet.ScrollViewError.self) { try list.pullToRefresh() }
        #expect(missing.kind == .noRefreshControl)
        list.refreshControl = refresh
        expect(list).toNot(beRefreshing())
        try list.pullToRefresh()
        expect(list).to(beRefreshing())
        try list.pullToRefresh()  // while refreshing: nothing happens
        #expect(pulls == 1)
        refresh.endRefreshing()
        expect(refresh).toNot(beRefreshing())
        refresh.isEnabled = false
        #expect(try #require(throws: Fleet.ScrollViewError.self) { try list.pullToRefresh() }.kind == .notEnabled)
        list.isUserInteractionEnabled = false
        #expect(try #require(throws: Fleet.ScrollViewError.self) { try list.pullToRefresh() }.kind == .unreachable(.userInteractionDisabled))
        #expect(pulls == 1)
    }

    @Test func beRefreshingWithoutARefreshControlFailsBothWays() {
        let feed = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let to = gatherFailingExpectations(silently: true) { expect(feed).to(beRefreshing()) }
        let toNot = gatherFailingExpectations(silently: true) { expect(feed).toNot(beRefreshing()) }
        #expect(to.map(\.message.stringValue) == ["expected to be refreshing, got <ScrollView> (it has no refresh control)"])
        #expect(toNot.count == 1)
    }
}
