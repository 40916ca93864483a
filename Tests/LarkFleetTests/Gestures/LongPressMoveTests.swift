import Foundation
import Lark
import Testing
import XCTest

@Suite @MainActor struct LongPressMoveTests {
    private func board() -> (Window, View) {
        let board = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        return (hostInWindow(board, frame: board.frame), board)
    }

    @Test func aHeldPressThatMovesReportsChangedAtEachPointThenEndsWhereItLifts() throws {
        let (window, board) = board()
        var steps: [String] = []
        let press = LongPressGestureRecognizer { recognizer in
            let point = recognizer.location(in: recognizer.view)
            steps.append("\(recognizer.state) \(Int(point.x)),\(Int(point.y))")
        }
        board.addGestureRecognizer(press)
        try board.performLongPress(at: CGPoint(x: 10, y: 20), movingThrough: [CGPoint(x: 30, y: 20), CGPoint(x: 250, y: 90)])
        #expect(steps == ["began 10,20", "changed 30,20", "changed 250,90", "ended 250,90"])
        #expect(press.state == .possible)
        // After the gesture the recogniser reports its view's centre again.
        #expect(press.location(in: board) == CGPoint(x: 100, y: 100))
        withExtendedLifetime(window) {}
    }

    @Test func withoutPointsAPressBeganAndEndedAtTheCentre() throws {
        let (window, board) = board()
        var steps: [String] = []
        board.addGestureRecognizer(LongPressGestureRecognizer { steps.append("\($0.state) \(Int($0.location(in: nil).x)),\(Int($0.location(in: nil).y))") })
        try board.performLongPress()
        #expect(steps == ["began 100,100", "ended 100,100"])
        withExtendedLifetime(window) {}
    }

    @Test func theLocationIsGivenInAnotherViewsCoordinatesToo() throws {
        let (window, board) = board()
        let piece = View(frame: CGRect(x: 50, y: 60, width: 40, height: 40))
        board.addSubview(piece)
        var seen: [CGPoint] = []
        piece.addGestureRecognizer(LongPressGestureRecognizer { seen.append($0.location(in: board)) })
        try piece.performLongPress(at: CGPoint(x: 5, y: 5), movingThrough: [CGPoint(x: 15, y: 25)])
        #expect(seen == [CGPoint(x: 55, y: 65), CGPoint(x: 65, y: 85), CGPoint(x: 65, y: 85)])
        withExtendedLifetime(window) {}
    }

    @Test func aStartOutsideTheViewIsRefusedAndNothingIsReported() throws {
        let (window, board) = board()
        var steps = 0
        board.addGestureRecognizer(LongPressGestureRecognizer { _ in steps += 1 })
        let error = try #require(throws: Fleet.GestureError.self) { try board.performLongPress(at: CGPoint(x: 200, y: 10)) }
        #expect(error.kind == .locationOutsideView)
        #expect(error.message == "Cannot perform a long press on View: It would start at (200, 10), outside its bounds (0, 0, 200, 200). Start inside its bounds, or leave the start out to press its centre.")
        #expect(steps == 0)
        withExtendedLifetime(window) {}
    }

    /// Random paths: the targets see `.began`, one `.changed` per point and `.ended`, each at
    /// the finger's point, whatever the path.
    @Test(arguments: 0..<10) func randomPathsAreReportedPointByPoint(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(0x10_4650 + seed))
        let (window, board) = board()
        var seen: [(GestureRecognizer.State, CGPoint)] = []
        board.addGestureRecognizer(LongPressGestureRecognizer { seen.append(($0.state, $0.location(in: board))) })
        for _ in 0..<20 {
            seen = []
            let start = CGPoint(x: Int.random(in: 0..<200, using: &random), y: Int.random(in: 0..<200, using: &random))
            let points = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                CGPoint(x: Int.random(in: -50...250, using: &random), y: Int.random(in: -50...250, using: &random))
            }
            try board.performLongPress(at: start, movingThrough: points)
            let expected = [(GestureRecognizer.State.began, start)] + points.map { (.changed, $0) } + [(.ended, points.last ?? start)]
            #expect(seen.map(\.0) == expected.map(\.0), "seed \(seed)")
            #expect(seen.map(\.1) == expected.map(\.1), "seed \(seed)")
        }
        withExtendedLifetime(window) {}
    }
}

@MainActor
final class LongPressMoveXCTests: XCTestCase {
    func testAMovingPressUnderXCTest() async throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let window = hostInWindow(view, frame: view.frame)
        var states: [GestureRecognizer.State] = []
        view.addGestureRecognizer(LongPressGestureRecognizer { states.append($0.state) })
        try view.performLongPress(movingThrough: [CGPoint(x: 1, y: 1)])
        XCTAssertEqual(states, [.began, .changed, .ended])
        withExtendedLifetime(window) {}
    }
}
