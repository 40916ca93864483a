import Lark
import Testing
import UIKit

/// A photo screen as real code writes it: pinch and rotate together (the delegate allows it),
/// a double tap to zoom, and a single tap that waits for the double tap to fail.
private final class PhotoScreen: UIViewController, UIGestureRecognizerDelegate {
    let photo = UIImageView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        photo.isUserInteractionEnabled = true
        view.addSubview(photo)
        // Linux has no selectors: the model's closure form stands in for target and action.
        let pinch = UIPinchGestureRecognizer { [unowned self] in if $0.state == .ended { events.append("pinch") } }
        let rotation = UIRotationGestureRecognizer { [unowned self] in if $0.state == .ended { events.append("rotate") } }
        pinch.delegate = self
        rotation.delegate = self
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)
        let doubleTap = UITapGestureRecognizer { [unowned self] _ in events.append("zoom") }
        doubleTap.numberOfTapsRequired = 2
        let singleTap = UITapGestureRecognizer { [unowned self] _ in events.append("chrome") }
        singleTap.require(toFail: doubleTap)
        photo.addGestureRecognizer(singleTap)
        photo.addGestureRecognizer(doubleTap)
        // A tap on the background dismisses; a tap on the photo must not.
        view.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in events.append("dismiss") })
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer is UIPinchGestureRecognizer || gestureRecognizer is UIRotationGestureRecognizer
    }
}

@Suite("Gesture coordination in UIKit's spelling")
@MainActor
struct GestureCoordinationUIKitTests {
    @Test func thePhotosRecognizersWinOverTheBackgroundsAndWaitAsWired() throws {
        let screen = PhotoScreen()
        show(screen)
        try screen.photo.performTap()
        try screen.photo.performTap(taps: 2)
        try screen.view.performTap()
        try screen.photo.performPinch(scale: 2)
        try screen.photo.performRotation(by: 0.5)
        #expect(screen.events == ["chrome", "zoom", "dismiss", "pinch", "rotate"])
    }
}

/// A custom recognizer as UIKit's subclass header lets one be written: it sets its own state,
/// and waits for any recognizer named "first" to fail through `shouldRequireFailure(of:)`.
private final class PatientTap: UITapGestureRecognizer {
    var resets = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .began
    }
    override func reset() { resets += 1 }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer.name == "first"
    }
}

extension UIScrollView {
    /// What apps do to relay one scroll view's pan to another (woocommerce's large-title relay).
    func relayPanState(from other: UIScrollView) {
        panGestureRecognizer.state = other.panGestureRecognizer.state
    }
}

@Suite("Custom recognizers in UIKit's spelling")
@MainActor
struct CustomGestureRecognizerTests {
    @Test func settingTheStateSendsTheActionAndPossibleResets() {
        var states: [UIGestureRecognizer.State] = []
        let tap = PatientTap { states.append($0.state) }
        tap.touchesBegan([], with: UIEvent())
        tap.state = .ended
        tap.state = .failed
        #expect(states == [.began, .ended], "actions at began and ended, none at failed")
        #expect(tap.resets == 0)
        tap.state = .possible
        #expect(tap.resets == 1)
        #expect(states.count == 2)
    }

    @Test func aSubclassThatRequiresFailureLetsTheOtherRecognizerGoFirst() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        show(UIViewController()).addSubview(view)
        var events: [String] = []
        // Added first, so without its requirement it would be the one to recognize.
        let patient = PatientTap { _ in events.append("patient") }
        let other = UITapGestureRecognizer { _ in events.append("other") }
        view.addGestureRecognizer(patient)
        view.addGestureRecognizer(other)
        try view.performTap()
        #expect(events == ["patient"], "no requirement yet: the first added recognizes")
        other.name = "first"
        try view.performTap()
        #expect(events == ["patient", "other"], "the patient tap waits for 'first', which recognizes")
        #expect(patient.state == .possible)
    }

    @Test func aScrollViewRelaysAnotherOnesPanState() {
        let relay = UIScrollView(), source = UIScrollView()
        relay.relayPanState(from: source)
        #expect(relay.panGestureRecognizer.state == .possible)
    }
}
