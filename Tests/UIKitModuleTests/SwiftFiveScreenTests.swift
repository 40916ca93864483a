import Lark
import Testing
import UIKit
import UIKitScreenFixtures

/// Screen code compiled in Swift 5 mode, as apps compile it (the UIKitScreenFixtures target):
/// its nonisolated extensions call UIKit, and what they do is what UIKit does.
@Suite @MainActor struct SwiftFiveScreenTests {
    @Test func aNibInitializableViewPinsItsContentWithTheVisualFormat() {
        var card: PinnedCard?
        let warnings = ModelWarnings.capture {
            card = PinnedCard(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        }
        // The fixture asks for its nib first, as such views do; Linux has none, and says so.
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("Nib 'PinnedCard' cannot be loaded on Linux") == true)
        guard let card else { return }
        card.layoutIfNeeded()
        #expect(card.contentView.superview === card)
        #expect(card.contentView.frame == card.bounds)
    }

    @Test func closeablePopsWhenPushedAndDismissesWhenPresented() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        show(navigation)
        let pushed = DetailController()
        navigation.pushViewController(pushed, animated: false)
        pushed.close(animated: false)
        #expect(navigation.viewControllers == [root])
        let presented = DetailController()
        navigation.present(presented, animated: false)
        #expect(navigation.presentedViewController === presented)
        presented.close(animated: false)
        #expect(navigation.presentedViewController == nil)
    }

    @Test func anAnnouncementFromAFreeFunctionIsRecorded() {
        let label = UILabel()
        let before = UIApplication.shared.accessibilitySettings.postedNotifications.count
        announceScreenChange(focusing: label)
        #expect(UIApplication.shared.accessibilitySettings.postedNotifications.count == before + 1)
    }

    @Test func accessibilityActionsAreOverridableAndDoNothingByDefault() {
        let slider = StepSlider()
        slider.maximumValue = 10
        slider.accessibilityIncrement()
        slider.accessibilityIncrement()
        slider.accessibilityDecrement()
        #expect(slider.steps == ["up", "up", "down"])
        #expect(slider.value == 1)
        let plain = UIView()
        #expect(!plain.accessibilityActivate())
        #expect(!plain.accessibilityScroll(.down))
        #expect(!plain.accessibilityPerformEscape())
        #expect(!plain.accessibilityPerformMagicTap())
    }

    @Test func animatingAlongsideAPresentationRunsTheAnimationAtOnce() throws {
        let root = UIViewController()
        show(root)
        let transitions = RecordingTransitions { FadingPresentationController(presentedViewController: $0, presenting: $1) }
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = transitions
        root.present(sheet, animated: true)
        let presentation = try #require(transitions.made)
        #expect(presentation.fadeView.alpha == 1)
        #expect(presentation.fadeView.superview != nil)
    }
}
