import Foundation
import Lark
import Testing
import XCTest

/// Records the delegate's calls, in order.
@MainActor
final class ScrollRecorder: ScrollViewDelegate {
    var calls: [String] = []
    /// Where `scrollViewWillEndDragging` sends the content instead, if set.
    var redirect: CGPoint?

    func scrollViewDidScroll(_ scrollView: ScrollView) { calls.append("didScroll \(scrollView.contentOffset.y)") }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging")
        endings.append((velocity, targetContentOffset.pointee))
        if let redirect { targetContentOffset.pointee = redirect }
    }
    /// The velocity and the target each `scrollViewWillEndDragging` received.
    var endings: [(velocity: CGPoint, target: CGPoint)] = []
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { calls.append("didEndDragging \(decelerate)") }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
}

/// A key window showing a 320 x 480 feed over 2,000 points of content, with a "Load more" button
/// at the bottom of the content.
@MainActor
final class Feed {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let loadMore = Button(frame: CGRect(x: 20, y: 1_900, width: 280, height: 44))
    let recorder = ScrollRecorder()
    var loads = 0

    init() {
        let controller = ViewController()
        controller.view.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 320, height: 2_000)
        scrollView.delegate = recorder
        loadMore.setTitle("Load more", for: .normal)
        loadMore.addAction(Action { [unowned self] _ in loads += 1 }, for: .touchUpInside)
        scrollView.addSubview(loadMore)
        window.rootViewController = controller
        window.makeKeyAndVisible()
    }
}

@Suite @MainActor struct ScrollViewDragTests {
    @Test func aDragCallsTheDelegateInUIKitsOrder() throws {
        let feed = Feed()
        try feed.scrollView.drag(to: CGPoint(x: 0, y: 300))
        #expect(feed.recorder.calls == ["willBeginDragging", "didScroll 300.0", "willEndDragging", "didEndDragging false"])
        expect(feed.scrollView).to(haveContentOffset(CGPoint(x: 0, y: 300)))
    }

    @Test func aDelegateThatMovesTheTargetMakesTheContentDecelerateThere() throws {
        let feed = Feed()
        feed.recorder.redirect = CGPoint(x: 0, y: 400)
        try feed.scrollView.drag(to: CGPoint(x: 0, y: 300))
        #expect(feed.recorder.calls == [
            "willBeginDragging", "didScroll 300.0", "willEndDragging", "didEndDragging true",
            "willBeginDecelerating", "didScroll 400.0", "didEndDecelerating",
        ])
    }

    @Test func whatScrolledOutOfSightCannotBeSeenOrTappedUntilScrolledIntoView() throws {
        let feed = Feed()
        #expect(doesNotSatisfy(feed.loadMore, beVisible()))
        let refused = try #require(throws: Fleet.ButtonError.self) { try feed.loadMore.tap() }
        #expect(refused.kind == .unreachable(.outsideBounds))
        #expect(refused.reason == "Control is out of a touch's reach (it lies outside the bounds of its ancestor <ScrollView>)")
        #expect(throws: ViewQueryError.self) { try feed.window.find(Button.self, where: .text("Load more")) }
        try feed.scrollView.scrollToVisible(feed.loadMore)
        expect(feed.scrollView).to(haveContentOffset(CGPoint(x: 0, y: 1_464)))
        try feed.window.find(Button.self, where: .text("Load more")).tap()
        #expect(feed.loads == 1)
        let calls = feed.recorder.calls
        try feed.scrollView.scrollToVisible(feed.loadMore)  // already in sight: nothing happens
        #expect(feed.recorder.calls == calls)
    }

    @Test func refusalsChangeNothing() throws {
        let feed = Feed()
        let infinite = try #require(throws: Fleet.ScrollViewError.self) { try feed.scrollView.drag(to: CGPoint(x: 0, y: CGFloat.infinity)) }
        #expect(infinite.kind == .offsetOutOfRange)
        #expect(infinite.reason == "The offset and the velocity must be finite numbers: the content (320x2000 with its insets) comes to rest between (0, 0) and (0, 1520)")
        #expect(try #require(throws: Fleet.ScrollViewError.self) { try feed.scrollView.drag(to: CGPoint(x: 0, y: 10), velocity: CGPoint(x: 0, y: CGFloat.nan)) }.kind == .offsetOutOfRange)
        feed.scrollView.isScrollEnabled = false
        #expect(try #require(throws: Fleet.ScrollViewError.self) { try feed.scrollView.drag(to: CGPoint(x: 0, y: 10)) }.kind == .notScrollable)
        feed.scrollView.isScrollEnabled = true
        feed.scrollView.isHidden = true
        #expect(try #require(throws: Fleet.ScrollViewError.self) { try feed.scrollView.drag(to: CGPoint(x: 0, y: 10)) }.kind == .unreachable(.notVisible))
        let elsewhere = Button()
        #expect(try #require(throws: Fleet.ScrollViewError.self) { try feed.scrollView.scrollToVisible(elsewhere) }.kind == .notInside)
        #expect(feed.recorder.calls.isEmpty)
        expect(feed.scrollView).to(haveContentOffset(.zero))
    }

    @Test func insetsWidenTheRange() throws {
        let feed = Feed()
        feed.scrollView.contentInset = EdgeInsets(top: 40, left: 0, bottom: 60, right: 0)
        try feed.scrollView.drag(to: CGPoint(x: 0, y: -40))
        try feed.scrollView.drag(to: CGPoint(x: 0, y: 1_580))
        feed.recorder.calls = []
        try feed.scrollView.drag(to: CGPoint(x: 0, y: 1_581))
        #expect(feed.recorder.calls == [
            "willBeginDragging", "didScroll 1581.0", "willEndDragging", "didEndDragging true",
            "willBeginDecelerating", "didScroll 1580.0", "didEndDecelerating",
        ], "one point past the bottom inset, then back")
    }

    /// docs/scrolling.md: a drag past the end is a gesture, not a refusal; `bounces` decides
    /// whether the content goes past at all.
    @Test func aDragPastTheEndBouncesBack() throws {
        let feed = Feed()
        try feed.scrollView.drag(to: CGPoint(x: 0, y: -100))
        #expect(feed.recorder.calls == [
            "willBeginDragging", "didScroll -100.0", "willEndDragging", "didEndDragging true",
            "willBeginDecelerating", "didScroll 0.0", "didEndDecelerating",
        ])
        #expect(feed.recorder.endings.last?.target == .zero, "the target is the edge it bounces back to")
        expect(feed.scrollView).to(haveContentOffset(.zero))
    }

    @Test func withoutBouncingTheContentStopsAtTheEdge() throws {
        let feed = Feed()
        feed.scrollView.bounces = false
        try feed.scrollView.drag(to: CGPoint(x: 0, y: 5_000))
        #expect(feed.recorder.calls == ["willBeginDragging", "didScroll 1520.0", "willEndDragging", "didEndDragging false"])
        feed.recorder.calls = []
        try feed.scrollView.drag(to: CGPoint(x: 0, y: 9_000))
        #expect(feed.recorder.calls == ["willBeginDragging", "willEndDragging", "didEndDragging false"], "already at the edge: nothing moves")
    }

    @Test func aFlickDeceleratesToItsProjectionWithinTheEdges() throws {
        let feed = Feed()
        try feed.scrollView.drag(to: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 1))
        // 1 point per millisecond at the normal rate 0.998 travels 0.998 / 0.002 = 499 points.
        #expect(feed.recorder.endings.map(\.velocity) == [CGPoint(x: 0, y: 1)])
        #expect(feed.recorder.endings.map(\.target) == [CGPoint(x: 0, y: 799)])
        #expect(feed.recorder.calls == [
            "willBeginDragging", "didScroll 300.0", "willEndDragging", "didEndDragging true",
            "willBeginDecelerating", "didScroll 799.0", "didEndDecelerating",
        ])
        feed.scrollView.decelerationRate = .fast
        try feed.scrollView.drag(to: CGPoint(x: 0, y: 1_500), velocity: CGPoint(x: 0, y: 5))
        #expect(feed.recorder.endings.last?.target == CGPoint(x: 0, y: 1_520), "a flick stops at the edge")
        expect(feed.scrollView).to(haveContentOffset(CGPoint(x: 0, y: 1_520)))
    }

    @Test func animatedScrollsInCodeEndWithTheirAnimation() {
        let feed = Feed()
        feed.scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        feed.scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        feed.scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
        feed.scrollView.scrollRectToVisible(CGRect(x: 0, y: 1_900, width: 10, height: 44), animated: true)
        #expect(feed.recorder.calls == [
            "didScroll 100.0", "didEndScrollingAnimation", "didScroll 200.0", "didScroll 1464.0", "didEndScrollingAnimation",
        ])
    }

    @Test func haveContentOffsetFailsSymmetrically() {
        let feed = Feed()
        let to = gatherFailingExpectations(silently: true) { expect(feed.scrollView).to(haveContentOffset(CGPoint(x: 0, y: 10))) }
        #expect(to.map(\.message.stringValue) == ["expected to have content offset (0, 10), got <ScrollView> (contentOffset: (0, 0); scrollable from (0, 0) to (0, 1520))"])
        let toNot = gatherFailingExpectations(silently: true) { expect(feed.scrollView).toNot(haveContentOffset(.zero)) }
        #expect(toNot.map(\.message.stringValue) == ["expected to not have content offset (0, 0), got <ScrollView> (contentOffset: (0, 0); scrollable from (0, 0) to (0, 1520))"])
    }
}

/// Random sequences of drags, some refused, against an oracle: the offset stays in range, a
/// refused drag changes nothing and calls nothing, an accepted one calls the delegate in order.
@Suite @MainActor struct ScrollViewDragPropertyTests {
    @Test(arguments: 0..<4)
    func randomDragsAgreeWithTheOracle(batch: UInt64) throws {
        var random = SeededGenerator(seed: 0x5C01_0000 + batch)
        var accepted = 0, refused = 0
        for _ in 0..<30 {
            let feed = Feed()
            let height = CGFloat(Int.random(in: 0...3, using: &random) * 500)
            feed.scrollView.contentSize = CGSize(width: 320, height: height)
            var expected = CGPoint.zero
            for step in 0..<20 {
                let offset = CGPoint(x: 0, y: CGFloat(Int.random(in: -2...8, using: &random) * 100))
                let velocity = CGPoint(x: 0, y: CGFloat(Int.random(in: -2...2, using: &random)) / 2)
                feed.scrollView.isScrollEnabled = Int.random(in: 0..<6, using: &random) != 0
                feed.scrollView.bounces = Int.random(in: 0..<3, using: &random) != 0
                feed.recorder.calls = []
                let maximum = max(0, height - 480)
                func clamp(_ y: CGFloat) -> CGFloat { min(max(y, 0), maximum) }
                // Oracle (docs/scrolling.md): past the edge only when bouncing; the flick's
                // projection (rate 0.998: 499 points per point per millisecond) within the edges.
                let allowed = feed.scrollView.isScrollEnabled
                let dragged = feed.scrollView.bounces ? offset.y : clamp(offset.y)
                let rest = clamp(dragged + velocity.y * 499)
                do {
                    try feed.scrollView.drag(to: offset, velocity: velocity)
                    #expect(allowed, "step \(step): \(offset) accepted")
                    var calls = ["willBeginDragging"] + (dragged != expected.y ? ["didScroll \(dragged)"] : []) + ["willEndDragging"]
                    calls += rest == dragged ? ["didEndDragging false"] : ["didEndDragging true", "willBeginDecelerating", "didScroll \(rest)", "didEndDecelerating"]
                    #expect(feed.recorder.calls == calls, "step \(step)")
                    #expect(feed.recorder.endings.last?.target.y == rest)
                    expected = CGPoint(x: 0, y: rest)
                    accepted += 1
                } catch {
                    #expect(!allowed, "step \(step): \(offset) refused: \(error)")
                    #expect(feed.recorder.calls.isEmpty)
                    refused += 1
                }
                #expect(feed.scrollView.contentOffset == expected)
            }
        }
        #expect(accepted > 50 && refused > 50)
    }
}

@MainActor
final class ScrollViewDragXCTests: XCTestCase {
    func testDraggingUnderXCTest() async throws {
        let feed = Feed()
        try feed.scrollView.scrollToVisible(feed.loadMore)
        try feed.loadMore.tap()
        XCTAssertEqual(feed.loads, 1)
        XCTAssertThrowsError(try feed.scrollView.drag(to: CGPoint(x: 0, y: CGFloat.nan)))
    }
}
