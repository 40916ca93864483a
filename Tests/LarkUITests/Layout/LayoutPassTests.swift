import Foundation
import LarkUI
import Testing

/// Records the passes in the order UIKit runs them.
@MainActor
private final class LoggingView: View {
    var log: [String] = []
    var name = ""
    weak var sink: LoggingView?

    override func updateConstraints() {
        (sink ?? self).log.append("\(name).updateConstraints")
        super.updateConstraints()
    }

    override func layoutSubviews() {
        (sink ?? self).log.append("\(name).layoutSubviews")
        super.layoutSubviews()
    }
}

@MainActor
private final class LoggingController: ViewController {
    var log: [String] = []

    override func loadView() {
        let root = LoggingView(frame: Window.defaultScreenBounds)
        root.name = "root"
        view = root
    }

    override func updateViewConstraints() {
        log.append("updateViewConstraints")
        super.updateViewConstraints()
    }

    override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
}

@MainActor
@Suite struct LayoutPassTests {
    /// `layoutIfNeeded()` lays out the receiver's subtree ("using the view that receives the
    /// message as the root view", UIView's reference), starting higher only where the ancestors
    /// right above it need layout too (CALayer's `layoutIfNeeded()`); other branches wait.
    @Test func layoutIfNeededCoversTheReceiversSubtree() {
        let top = LoggingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        top.name = "top"
        let names = ["left", "leftChild", "right", "rightChild"]
        var views: [String: LoggingView] = [:]
        for name in names {
            let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.name = name
            view.sink = top
            views[name] = view
        }
        top.addSubview(views["left"]!)
        top.addSubview(views["right"]!)
        views["left"]!.addSubview(views["leftChild"]!)
        views["right"]!.addSubview(views["rightChild"]!)
        top.layoutIfNeeded()
        top.log = []

        views["leftChild"]!.setNeedsLayout()
        views["rightChild"]!.setNeedsLayout()
        views["left"]!.layoutIfNeeded()
        #expect(top.log == ["leftChild.layoutSubviews"])
        // The other branch is still pending, and runs at its own pass.
        top.log = []
        top.layoutIfNeeded()
        #expect(top.log == ["rightChild.layoutSubviews"])

        // An ancestor right above that needs layout goes first, then its subtree.
        top.log = []
        views["right"]!.setNeedsLayout()
        views["rightChild"]!.setNeedsLayout()
        views["leftChild"]!.setNeedsLayout()
        views["rightChild"]!.layoutIfNeeded()
        #expect(top.log == ["right.layoutSubviews", "rightChild.layoutSubviews"])
        // Nothing pending: nothing runs.
        top.log = []
        views["right"]!.layoutIfNeeded()
        #expect(top.log.isEmpty)
        top.layoutIfNeeded()
        #expect(top.log == ["leftChild.layoutSubviews"])
    }

    @Test func updatesRunBottomUpThenLayoutTopDown() {
        let parent = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.name = "parent"
        let child = LoggingView()
        child.name = "child"
        child.sink = parent
        parent.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.setNeedsUpdateConstraints()
        parent.layoutIfNeeded()
        #expect(parent.log == ["child.updateConstraints", "parent.updateConstraints", "parent.layoutSubviews", "child.layoutSubviews"])
        #expect(child.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.log = []
        parent.layoutIfNeeded()
        #expect(parent.log.isEmpty)
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(parent.log == ["parent.layoutSubviews"])
    }

    @Test func controllerCallbacksSurroundTheRootViewsLayout() {
        let controller = LoggingController()
        let window = Window()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.setNeedsUpdateConstraints()
        controller.view.setNeedsLayout()
        controller.log = []
        controller.view.layoutIfNeeded()
        #expect(controller.log == ["updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
    }

    @Test func aSizeChangeLaysTheViewOutAgain() {
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.name = "view"
        view.layoutIfNeeded()
        view.log = []
        view.frame.origin.x = 5
        view.layoutIfNeeded()
        #expect(view.log.isEmpty)
        view.frame.size.width = 20
        view.layoutIfNeeded()
        #expect(view.log == ["view.layoutSubviews"])
    }

    @Test func autoresizingFollowsTheSuperviewsSize() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fill = View(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let corner = View(frame: CGRect(x: 80, y: 80, width: 10, height: 10))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let centred = View(frame: CGRect(x: 40, y: 0, width: 20, height: 10))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        [fill, corner, centred, fixed].forEach(parent.addSubview)
        parent.frame.size = CGSize(width: 200, height: 150)
        #expect(fill.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
        #expect(corner.frame == CGRect(x: 180, y: 130, width: 10, height: 10))
        #expect(centred.frame == CGRect(x: 90, y: 0, width: 20, height: 10))
        #expect(fixed.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func viewsKeepingFramesTakePartWithTheirFrames() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let anchor = View(frame: CGRect(x: 30, y: 40, width: 50, height: 60))
        let follower = View()
        follower.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(anchor)
        parent.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: anchor.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: anchor.topAnchor),
            follower.widthAnchor.constraint(equalTo: anchor.widthAnchor),
            follower.heightAnchor.constraint(equalTo: anchor.heightAnchor, multiplier: 2),
        ])
        parent.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 85, y: 40, width: 50, height: 120))
        anchor.frame.origin.x = 0
        parent.layoutIfNeeded()
        #expect(follower.frame.minX == 55)
    }

    @Test func aConstrainedSubtreeMovedToAnotherWindowIsLaidOutThere() {
        let first = Window(), second = Window()
        let card = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
            content.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
            content.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
            content.heightAnchor.constraint(equalToConstant: 7),
        ])
        first.addSubview(card)
        first.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 5, y: 6, width: 50, height: 7))
        second.addSubview(card)
        card.frame.size.width = 200
        second.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 5, y: 6, width: 100, height: 7))
    }

    @Test func removingAViewRemovesConstraintsThatReachOutOfIt() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = View()
        parent.addSubview(child)
        let constraint = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor)
        let own = child.widthAnchor.constraint(equalToConstant: 4)
        NSLayoutConstraint.activate([constraint, own])
        #expect(parent.constraints.contains { $0 === constraint })
        child.removeFromSuperview()
        #expect(!constraint.isActive)
        #expect(own.isActive)
    }
}
