import Foundation
import LarkUI
import Testing
@testable import LarkTestSupport

@Suite("Presentation rules and refusals")
@MainActor
struct PresentationTests {
    @Test func presentedViewControllerFollowsUIKitsAncestorRule() {
        let window = makeVisibleWindow()
        let child = ViewController()
        let navigation = NavigationController(rootViewController: child)
        window.rootViewController = navigation
        let modal = ViewController()
        child.present(modal, animated: true)
        #expect(navigation.presentedViewController === modal)
        #expect(child.presentedViewController === modal)
        #expect(modal.presentingViewController === navigation)
        #expect(navigation.visibleViewController === modal)
        #expect(modal.hasRunViewDidLoad)
        child.dismiss(animated: true)
        #expect(navigation.presentedViewController == nil)
        #expect(modal.presentingViewController == nil)
    }

    @Test func childrenOfAPresentedControllerSeeItsPresenter() {
        let window = makeVisibleWindow()
        let root = ViewController()
        window.rootViewController = root
        let inner = ViewController()
        let presentedNavigation = NavigationController(rootViewController: inner)
        root.present(presentedNavigation, animated: false)
        #expect(inner.presentingViewController === root)
        inner.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
    }

    @Test func dismissingRemovesEverythingPresentedAbove() {
        let window = makeVisibleWindow()
        let root = ViewController(), first = ViewController(), second = ViewController()
        window.rootViewController = root
        root.present(first, animated: false)
        first.present(second, animated: false)
        #expect(first.presentedViewController === second)
        var completions = 0
        root.dismiss(animated: false) { completions += 1 }
        #expect(completions == 1)
        #expect(root.presentedViewController == nil)
        #expect(first.presentedViewController == nil)
        #expect(second.presentingViewController == nil)
        #expect(window.subviews.count == 1)
    }

    @Test func dismissWithNothingPresentedDoesNothing() {
        let window = makeVisibleWindow()
        let root = ViewController()
        window.rootViewController = root
        var completed = false
        root.dismiss(animated: false) { completed = true }
        #expect(!completed)
    }

    @Test func presentingFromAControllerOutsideAWindowIsRefusedWithAWarning() {
        final class Detached: ViewController {}
        final class Modal: ViewController {}
        let presenter = Detached(), modal = Modal()
        _ = presenter.view
        var completed = false
        let warnings = ModelWarnings.capture {
            presenter.present(modal, animated: true) { completed = true }
        }
        #expect(!completed)
        #expect(presenter.presentedViewController == nil)
        #expect(modal.presentingViewController == nil)
        #expect(warnings == ["Attempt to present <Modal> on <Detached> whose view is not in the window hierarchy!"])
    }

    @Test func presentingTwiceIsRefused() {
        let window = makeVisibleWindow()
        let root = ViewController(), first = ViewController(), second = ViewController()
        root.title = "Root"
        first.title = "First"
        second.title = "Second"
        window.rootViewController = root
        root.present(first, animated: false)
        var completed = false
        let warnings = ModelWarnings.capture {
            root.present(second, animated: false) { completed = true }
        }
        #expect(!completed)
        #expect(root.presentedViewController === first)
        #expect(warnings
                == ["Attempt to present <ViewController \"Second\"> on <ViewController \"Root\"> which is already presenting <ViewController \"First\">."])
    }

    @Test func presentingAnAlreadyPresentedOrContainedControllerIsRefused() throws {
        let window = makeVisibleWindow()
        let root = ViewController(), modal = ViewController()
        let navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        root.present(modal, animated: false)
        let other = ViewController()
        let otherNavigation = NavigationController(rootViewController: other)
        _ = otherNavigation
        let warnings = ModelWarnings.capture {
            modal.present(modal, animated: false)
            modal.present(other, animated: false)
            modal.present(navigation, animated: false)
        }
        #expect(modal.presentedViewController == nil)
        try #require(warnings.count == 3)
        #expect(warnings[1].contains("is a child of <NavigationController>"))
        #expect(warnings[2].contains("root view controller of a window"))
    }

    @Test func showPushesInsideANavigationControllerAndPresentsOtherwise() {
        let window = makeVisibleWindow()
        let root = ViewController()
        window.rootViewController = root
        let shown = ViewController()
        root.show(shown, sender: nil)
        #expect(root.presentedViewController === shown)
        root.dismiss(animated: false)
        let inner = ViewController()
        let navigation = NavigationController(rootViewController: inner)
        window.rootViewController = navigation
        let pushed = ViewController()
        inner.show(pushed, sender: nil)
        #expect(navigation.topViewController === pushed)
        #expect(navigation.presentedViewController == nil)
    }

    @Test func replacingTheRootDismissesWhatTheOldRootPresented() {
        let window = makeVisibleWindow()
        let log = EventLog()
        let root = LoggingViewController("root", log: log), modal = LoggingViewController("modal", log: log)
        window.rootViewController = root
        root.present(modal, animated: false)
        log.clear()
        window.rootViewController = LoggingViewController("next", log: log)
        #expect(log.entries == ["next.viewDidLoad", "root.viewWillDisappear", "modal.viewWillDisappear", "next.viewWillAppear",
                                "root.viewDidDisappear", "modal.viewDidDisappear", "next.viewDidAppear"])
        #expect(modal.presentingViewController == nil)
        #expect(root.presentedViewController == nil)
    }

    @Test func presentationStylesResolveCovering() {
        #expect(ModalPresentationStyle.fullScreen.coversPresenter)
        #expect(ModalPresentationStyle.currentContext.coversPresenter)
        for style in [ModalPresentationStyle.automatic, .pageSheet, .formSheet, .overFullScreen, .overCurrentContext, .popover] {
            #expect(!style.coversPresenter)
        }
        #expect(ViewController().modalPresentationStyle == .automatic)
    }
}

@Suite("Presentation from detached controllers")
@MainActor
struct DetachedPresentationTests {
    @Test func aControllerWhoseViewWasAddedWithoutContainmentCannotPresent() {
        let window = makeVisibleWindow()
        let root = ViewController(), detached = ViewController()
        window.rootViewController = root
        root.view.addSubview(detached.view)
        let warnings = ModelWarnings.capture {
            detached.present(ViewController(), animated: false)
        }
        #expect(detached.presentedViewController == nil)
        #expect(warnings.count == 1)
        #expect(warnings.last?.contains("detached from the window's view controller hierarchy") == true)
    }
}
