// Screen code as iOS apps write it, in Swift 5 language mode: protocol extensions and free
// functions that are not main-actor isolated and call UIKit anyway, which Apple's UIKit allows
// there (its main-actor annotations are pre-concurrency). This target compiling is the test that
// the UIKit module allows it too.
import UIKit

public protocol XibInitializable {
    var contentView: UIView! { get set }
}

extension XibInitializable where Self: UIView {
    /// Loads the nib (nothing on Linux) and pins `contentView` to the edges.
    public func initializeFromXib() {
        Bundle.main.loadNibNamed(String(describing: type(of: self)), owner: self, options: nil)
        addSubview(contentView)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "|-0-[view]-0-|", options: [], metrics: nil, views: ["view": contentView!]))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-0-[view]-0-|", options: [], metrics: nil, views: ["view": contentView!]))
    }
}

public protocol Closeable {}

extension Closeable where Self: UIViewController {
    /// Pops when pushed, dismisses when presented.
    public func close(animated: Bool = true) {
        if let navigationController = navigationController, navigationController.viewControllers.first != self {
            navigationController.popViewController(animated: animated)
        } else {
            dismiss(animated: animated, completion: nil)
        }
    }
}

/// Tells VoiceOver that the screen changed, from anywhere.
public func announceScreenChange(focusing element: Any?) {
    UIAccessibility.post(notification: .screenChanged, argument: element)
}

public final class PinnedCard: UIView, XibInitializable {
    public var contentView: UIView! = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        initializeFromXib()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        initializeFromXib()
    }
}

public final class StepSlider: UISlider {
    public private(set) var steps: [String] = []

    public override func accessibilityIncrement() {
        steps.append("up")
        setValue(value + 1, animated: false)
    }

    public override func accessibilityDecrement() {
        steps.append("down")
        setValue(value - 1, animated: false)
    }
}

public final class DetailController: UIViewController, Closeable {}

public final class FadingPresentationController: UIPresentationController {
    public let fadeView = UIView()

    public override func presentationTransitionWillBegin() {
        fadeView.alpha = 0
        containerView?.addSubview(fadeView)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            fadeView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.fadeView.alpha = 1
        })
    }
}
