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
