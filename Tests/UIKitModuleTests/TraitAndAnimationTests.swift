import Lark
import Testing
import UIKit

private final class ThemedView: UIView {
    private(set) var changes: [UIUserInterfaceStyle?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(previousTraitCollection?.userInterfaceStyle)
    }
}

private final class ThemedController: UIViewController {
    let themed = ThemedView()
    private(set) var changes = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(themed)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes += 1
    }
}

@Suite @MainActor struct TraitTests {
    @Test func aWindowsTraitsReachItsViewsAndControllers() {
        let screen = ThemedController()
        let window = show(screen)
        #expect(screen.themed.traitCollection.userInterfaceStyle == .light)
        window.windowTraitCollection = window.windowTraitCollection.overlaying(UITraitCollection(userInterfaceStyle: .dark))
        #expect(screen.themed.traitCollection.userInterfaceStyle == .dark)
        #expect(screen.traitCollection.userInterfaceStyle == .dark)
        #expect(screen.themed.changes == [.light])
        #expect(screen.changes == 1)
        window.windowTraitCollection = window.windowTraitCollection
        #expect(screen.themed.changes == [.light])
    }

    @Test func anOverrideChangesOnlyItsSubtree() {
        let screen = ThemedController()
        show(screen)
        screen.themed.overrideUserInterfaceStyle = .dark
        #expect(screen.themed.traitCollection.userInterfaceStyle == .dark)
        #expect(screen.view.traitCollection.userInterfaceStyle == .light)
        #expect(screen.themed.changes == [.light])
        #expect(screen.changes == 0)
        screen.overrideUserInterfaceStyle = .dark
        #expect(screen.changes == 1)
    }

    @Test func contentSizeCategoriesOrder() {
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large)
    }
}

@Suite @MainActor struct AnimationTests {
    @Test func animationsHappenAtOnceAndFinish() {
        let view = UIView()
        var finished: Bool?
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut], animations: { view.alpha = 0.5 }) { finished = $0 }
        #expect(view.alpha == 0.5)
        #expect(finished == true)
        UIView.animate(withDuration: 0.2, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 1, options: [], animations: {
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
        })
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test func aPropertyAnimatorRunsWhenStarted() {
        let view = UIView()
        var ended: UIViewPropertyAnimator.Position?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 0 }
        animator.addCompletion { ended = $0 }
        #expect(view.alpha == 1)
        animator.startAnimation()
        #expect(view.alpha == 0)
        #expect(ended == .end)
        var stopped: UIViewPropertyAnimator.Position?
        let other = UIViewPropertyAnimator(duration: 1, curve: .linear)
        other.addCompletion { stopped = $0 }
        other.stopAnimation(true)
        #expect(stopped == nil)
    }

    @Test func aTransitionReplacesTheView() {
        let container = UIView(), old = UIView(), new = UIView()
        container.addSubview(old)
        var finished = false
        UIView.transition(from: old, to: new, duration: 0.3, options: [.transitionCrossDissolve]) { finished = $0 }
        #expect(container.subviews == [new])
        #expect(finished)
    }
}
