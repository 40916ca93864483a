import Foundation
import Lark
import Testing
import XCTest

@MainActor
private final class PhotoViewController: ViewController, GestureRecognizerDelegate {
    let photo = ImageView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    var log: [String] = []
    var allowsPan = true

    override func viewDidLoad() {
        super.viewDidLoad()
        photo.isUserInteractionEnabled = true
        view.addSubview(photo)
    }

    func handleDoubleTap(_ recognizer: TapGestureRecognizer) { log.append("double \(recognizer.state)") }
    func handleTap(_ recognizer: TapGestureRecognizer) { log.append("tap \(recognizer.state)") }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        !(gestureRecognizer is PanGestureRecognizer) || allowsPan
    }
}

@Suite @MainActor struct GestureTests {
    private func shown() -> (Window, PhotoViewController) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = PhotoViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, controller)
    }

    @Test func aSingleTapWaitsForTheDoubleTapToFail() throws {
        let (window, controller) = shown()
        let single = TapGestureRecognizer(target: controller, action: ActionMethod(PhotoViewController.handleTap))
        let double = TapGestureRecognizer(target: controller, action: ActionMethod(PhotoViewController.handleDoubleTap))
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        controller.photo.addGestureRecognizer(single)
        controller.photo.addGestureRecognizer(double)
        try controller.photo.performTap()
        try controller.photo.performTap(taps: 2)
        #expect(controller.log == ["tap ended", "double ended"])
        #expect(single.state == .possible && double.state == .possible)
        withExtendedLifetime(window) {}
    }

    @Test func continuousGesturesReportEachState() throws {
        let (window, controller) = shown()
        var states: [String] = []
        let press = LongPressGestureRecognizer { states.append("press \($0.state)") }
        let pan = PanGestureRecognizer { recognizer in
            states.append("pan \(recognizer.state) \((recognizer as! PanGestureRecognizer).translation(in: nil).x)")
        }
        pan.delegate = controller
        controller.photo.addGestureRecognizer(press)
        controller.photo.addGestureRecognizer(pan)
        try controller.photo.performLongPress()
        try controller.photo.performPan(by: CGPoint(x: 40, y: 0))
        #expect(states == ["press began", "press ended", "pan began 0.0", "pan changed 40.0", "pan ended 40.0"])
        #expect(pan.location(in: window) == CGPoint(x: 150, y: 150))
        controller.allowsPan = false
        // The app declines the pan: the call returns and nothing is reported (docs/declines.md).
        try controller.photo.performPan(by: CGPoint(x: 10, y: 0))
        #expect(states.count == 5)
        #expect(pan.translation(in: nil).x == 40, "a declined pan changes nothing")
    }

    @Test func swipesMatchTheirDirections() throws {
        let (window, controller) = shown()
        var swipes = 0
        let swipe = SwipeGestureRecognizer { _ in swipes += 1 }
        swipe.direction = [.left, .right]
        controller.photo.addGestureRecognizer(swipe)
        try controller.photo.performSwipe(.left)
        let up = try #require(throws: Fleet.GestureError.self) { try controller.photo.performSwipe(.up) }
        #expect(up.kind == .noRecognizer)
        #expect(up.remedy == "Its recognizers are SwipeGestureRecognizer on ImageView (right, left); perform one of their gestures, or add one")
        #expect(swipes == 1)
        withExtendedLifetime(window) {}
    }

    @Test func refusalsComeInOrderAndChangeNothing() throws {
        let (window, controller) = shown()
        var taps = 0
        let tap = TapGestureRecognizer { _ in taps += 1 }
        #expect(try #require(throws: Fleet.GestureError.self) { try controller.photo.performTap() }.kind == .noRecognizer)
        controller.photo.addGestureRecognizer(tap)
        tap.isEnabled = false
        #expect(try #require(throws: Fleet.GestureError.self) { try controller.photo.performTap() }.kind == .notEnabled)
        tap.isEnabled = true
        controller.photo.isUserInteractionEnabled = false  // image views ignore touches by default
        let ignored = try #require(throws: Fleet.GestureError.self) { try controller.photo.performTap() }
        #expect(ignored.kind == .unreachable(.userInteractionDisabled))
        #expect(ignored.reason == "View receives no touches (it has user interaction disabled)")
        #expect(taps == 0)
        controller.photo.isUserInteractionEnabled = true
        try controller.photo.performTap()
        #expect(taps == 1)
        controller.photo.removeGestureRecognizer(tap)
        #expect(tap.view == nil)
        #expect(controller.photo.gestureRecognizers == nil)
        withExtendedLifetime(window) {}
    }
}

@MainActor
final class GestureXCTests: XCTestCase {
    func testATapGestureUnderXCTest() async throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var taps = 0
        view.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        try view.performTap()
        XCTAssertEqual(taps, 1)
        XCTAssertThrowsError(try view.performLongPress())
    }
}
