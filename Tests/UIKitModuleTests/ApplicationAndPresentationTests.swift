import Lark
import Testing
import UIKit

/// Records the names of notifications posted on the main thread while it lives (only those
/// listed; the tests post from the main actor).
@MainActor
private final class NotificationLog {
    private(set) var entries: [String] = []
    private var tokens: [any NSObjectProtocol] = []

    init(_ names: [Notification.Name]) {
        tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let posted = note.name.rawValue
                MainActor.assumeIsolated { self?.entries.append(posted) }
            }
        }
    }

    func stop() { tokens.forEach(NotificationCenter.default.removeObserver) }
}

/// The objects that posted a notification, by identity.
@MainActor
private final class SenderLog {
    var entries: [ObjectIdentifier?] = []
}

@Suite @MainActor struct ApplicationStateTests {
    @Test func goingToTheBackgroundAndBackPostsUIKitsNotificationsInOrder() {
        let app = UIApplication.shared
        let log = NotificationLog([UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                                   UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification])
        app.simulateStateChange(to: .background)
        #expect(app.applicationState == .background)
        #expect(app.windowScene.activationState == .background)
        app.simulateStateChange(to: .active)
        #expect(log.entries == ["UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
                                "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification"])
        app.simulateStateChange(to: .active)
        #expect(log.entries.count == 4, "no change, no notification")
        log.stop()
    }

    @Test func theSceneAnnouncesEachStateChangeJustBeforeTheApplication() {
        let app = UIApplication.shared
        let senders = SenderLog()
        let token = NotificationCenter.default.addObserver(forName: UIScene.willEnterForegroundNotification, object: nil, queue: nil) { note in
            let sender = (note.object as AnyObject?).map(ObjectIdentifier.init)
            MainActor.assumeIsolated { senders.entries.append(sender) }
        }
        let log = NotificationLog([UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification,
                                   UIScene.willEnterForegroundNotification, UIScene.didActivateNotification,
                                   UIApplication.willResignActiveNotification, UIApplication.willEnterForegroundNotification])
        app.simulateStateChange(to: .background)
        app.simulateStateChange(to: .active)
        #expect(log.entries == ["UISceneWillDeactivateNotification", "UIApplicationWillResignActiveNotification",
                                "UISceneDidEnterBackgroundNotification", "UISceneWillEnterForegroundNotification",
                                "UIApplicationWillEnterForegroundNotification", "UISceneDidActivateNotification"])
        #expect(senders.entries == [ObjectIdentifier(app.windowScene)])
        log.stop()
        NotificationCenter.default.removeObserver(token)
    }

    @Test func theKeyWindowIsFoundThroughTheConnectedScene() {
        let window = show(UIViewController())
        let found = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.windows.first { $0.isKeyWindow }
        #expect(found === window)
        #expect(window.windowScene?.keyWindow === window)
    }

    @Test func accessibilityAnnouncementsAreRecordedAndSettingsPostTheirNotification() {
        let settings = UIApplication.shared.accessibilitySettings
        let log = NotificationLog([UIAccessibility.reduceMotionStatusDidChangeNotification])
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        #expect(settings.announcements == ["Saved"])
        #expect(settings.postedNotifications.map(\.description) == ["announcement(\"Saved\")", "layoutChanged(nil)"])
        #expect(!UIAccessibility.isReduceMotionEnabled)
        settings.isReduceMotionEnabled = true
        #expect(UIAccessibility.isReduceMotionEnabled)
        #expect(log.entries == ["UIAccessibilityReduceMotionStatusDidChangeNotification"])
        log.stop()
    }

    @Test func theUndoManagerUndoesAndRedoesSteps() {
        final class Counter { var value = 0 }
        let undo = UndoManager()
        let counter = Counter()
        func set(_ new: Int) {
            let old = counter.value
            counter.value = new
            undo.registerUndo(withTarget: counter) { _ in set(old) }
        }
        set(1)
        undo.setActionName("One")
        set(2)
        #expect(undo.canUndo && !undo.canRedo)
        undo.undo()
        #expect(counter.value == 1 && undo.canRedo)
        undo.redo()
        #expect(counter.value == 2)
        undo.undo()
        undo.undo()
        #expect(counter.value == 0 && !undo.canUndo)
        #expect(undo.redoActionName == "One")
    }
}

@Suite @MainActor struct AppearanceProxyTests {
    @Test func viewsEnteringAWindowTakeTheProxysSettings() {
        UILabel.appearance().textColor = .red
        UILabel.appearance(whenContainedInInstancesOf: [UIStackView.self]).textColor = .blue
        let controller = UIViewController()
        let loose = UILabel()
        let stacked = UILabel()
        controller.view.addSubview(loose)
        controller.view.addSubview(UIStackView(arrangedSubviews: [stacked]))
        #expect(loose.textColor != .red, "nothing applies before the window")
        show(controller)
        #expect(loose.textColor == .red)
        #expect(stacked.textColor == .blue)
        #expect(UILabel.appearance().textColor == .red)
        UIApplication.shared.appearanceSettings.removeAll()
    }

    @Test func aButtonTakesARecordedCall() {
        UIButton.appearance().setTitleColor(.green, for: .normal)
        let controller = UIViewController()
        let button = UIButton(type: .system)
        controller.view.addSubview(button)
        show(controller)
        #expect(button.titleColor(for: .normal) == .green)
        UIApplication.shared.appearanceSettings.removeAll()
    }
}

private final class DimmingPresentation: UIPresentationController {
    var log: [String] = []
    let dimming = UIView()
    override var frameOfPresentedViewInContainerView: CGRect {
        CGRect(x: 0, y: 400, width: containerView?.bounds.width ?? 0, height: 444)
    }
    override func presentationTransitionWillBegin() {
        log.append("willBegin")
        containerView?.addSubview(dimming)
    }
    override func presentationTransitionDidEnd(_ completed: Bool) { log.append("didEnd(\(completed))") }
    override func containerViewWillLayoutSubviews() { log.append("willLayout") }
    override func containerViewDidLayoutSubviews() { log.append("didLayout") }
    override func dismissalTransitionWillBegin() { log.append("dismissWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log.append("dismissDidEnd(\(completed))")
        dimming.removeFromSuperview()
    }
}

@Suite @MainActor struct PresentationControllerTests {
    @Test func aCustomPresentationRunsItsCallbacksInUIKitsOrderAndPlacesTheView() {
        let root = UIViewController()
        let window = show(root)
        let transitions = RecordingTransitions { DimmingPresentation(presentedViewController: $0, presenting: $1) }
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = transitions
        root.present(sheet, animated: true)
        let presentation = try! #require(transitions.made)
        #expect(sheet.presentationController === presentation)
        #expect(presentation.presentingViewController === root)
        #expect(presentation.containerView === window)
        #expect(presentation.dimming.superview === window)
        #expect(sheet.view.frame == CGRect(x: 0, y: 400, width: window.bounds.width, height: 444))
        #expect(presentation.log == ["willBegin", "willLayout", "didLayout", "didEnd(true)"])
        sheet.dismiss(animated: true)
        #expect(presentation.log.suffix(2) == ["dismissWillBegin", "dismissDidEnd(true)"])
        #expect(presentation.dimming.superview == nil)
        #expect(presentation.containerView == nil)
    }

    @Test func eachStyleHasItsPresentationController() {
        let sheet = UIViewController()
        #expect(sheet.sheetPresentationController != nil, "automatic resolves to a page sheet")
        #expect(sheet.popoverPresentationController == nil)
        sheet.modalPresentationStyle = .popover
        #expect(sheet.popoverPresentationController != nil)
        #expect(sheet.sheetPresentationController == nil)
        sheet.modalPresentationStyle = .fullScreen
        #expect(sheet.presentationController != nil)
        #expect(!(sheet.presentationController is UISheetPresentationController))
    }

    @Test func viewIsAppearingComesBetweenWillAndDidAppear() {
        final class Logging: UIViewController {
            var log: [String] = []
            override func viewWillAppear(_ animated: Bool) { log.append("will") }
            override func viewIsAppearing(_ animated: Bool) { log.append("is(\(view.window != nil))") }
            override func viewDidAppear(_ animated: Bool) { log.append("did") }
        }
        let controller = Logging()
        show(controller)
        #expect(controller.log == ["will", "is(true)", "did"])
    }

    @Test func aSplitViewShowsOneColumnAtATime() {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController()
        let detail = UIViewController()
        split.setViewController(primary, for: .primary)
        show(split)
        #expect(split.isCollapsed)
        #expect(split.visibleColumn == .primary)
        #expect(primary.view.window != nil)
        primary.showDetailViewController(detail, sender: nil)
        #expect(split.visibleColumn == .secondary)
        #expect(detail.view.window != nil && primary.viewIfLoaded?.window == nil)
        #expect(detail.splitViewController === split)
    }

    @Test func theShareSheetCompletesAfterItIsDismissed() {
        let root = UIViewController()
        show(root)
        let share = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        var completion: (UIActivity.ActivityType?, Bool)?
        share.completionWithItemsHandler = { type, completed, _, _ in completion = (type, completed) }
        root.present(share, animated: true)
        share.simulateCompletion(activityType: .copyToPasteboard)
        #expect(root.presentedViewController == nil)
        #expect(completion?.0 == .copyToPasteboard && completion?.1 == true)
        let cancelled = UIActivityViewController(activityItems: [], applicationActivities: nil)
        cancelled.completionWithItemsHandler = { type, completed, _, _ in completion = (type, completed) }
        cancelled.simulateCompletion(activityType: nil)
        #expect(completion?.0 == nil && completion?.1 == false)
    }

    @Test func pickersTellTheirDelegatesWhatTheUserChose() {
        final class Picking: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate, UIDocumentPickerDelegate {
            var picked: UIImage?
            var urls: [URL] = []
            func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                picked = info[.editedImage] as? UIImage
                picker.dismiss(animated: true)
            }
            func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { self.urls = urls }
        }
        let root = Picking()
        show(root)
        let picker = UIImagePickerController()
        picker.delegate = root
        picker.allowsEditing = true
        root.present(picker, animated: true)
        let photo = UIImage(named: "photo")!
        picker.simulatePicking(photo)
        #expect(root.picked == photo)
        #expect(root.presentedViewController == nil)

        let cancelling = UIImagePickerController()
        root.present(cancelling, animated: true)
        cancelling.simulateCancelling()
        #expect(root.presentedViewController == nil, "a delegate without didCancel: the picker dismisses itself")

        let documents = UIDocumentPickerViewController(documentTypes: ["public.pdf"], in: .import)
        documents.delegate = root
        root.present(documents, animated: true)
        documents.simulatePicking([URL(fileURLWithPath: "/a.pdf"), URL(fileURLWithPath: "/b.pdf")])
        #expect(root.urls == [URL(fileURLWithPath: "/a.pdf")], "one file unless multiple selection is allowed")
        #expect(root.presentedViewController == nil)
    }

    @Test func theCameraIsNotAvailableAndChoosingItFailsTheTest() {
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        let picker = UIImagePickerController()
        withKnownIssue {
            picker.sourceType = .camera
        }
        #expect(picker.sourceType == .photoLibrary)
    }

    @Test func performSegueWithoutASceneFailsTheTestInsteadOfThrowing() {
        withKnownIssue {
            UIViewController().performSegue(withIdentifier: "Missing", sender: nil)
        }
    }
}
