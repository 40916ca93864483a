import Lark
import Testing
import UIKit

private final class WideButton: UIButton {
    var slop = UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.inset(by: slop).contains(point)
    }
}

private final class PassThroughStack: UIStackView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view == self ? nil : view
    }
}

@Suite @MainActor struct HitTestingTests {
    @Test func theDeepestFrontmostViewContainingThePointIsHit() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(inner)
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === back)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === back)
        back.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 500, y: 5), with: nil) == nil)
    }

    @Test func overridesWidenOrPassThrough() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = WideButton(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        root.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 95, y: 95), with: nil) === button)
        let stack = PassThroughStack(frame: CGRect(x: 0, y: 200, width: 300, height: 100))
        root.addSubview(stack)
        #expect(root.hitTest(CGPoint(x: 150, y: 250), with: nil) === root)
    }

    @Test func pointsConvertThroughFramesAndScrollOffsets() {
        let window = UIWindow()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        let row = UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 44))
        window.addSubview(scroll)
        scroll.addSubview(row)
        scroll.contentOffset = CGPoint(x: 0, y: 250)
        #expect(row.convert(CGPoint.zero, to: nil) == CGPoint(x: 20, y: 150))
        #expect(row.convert(CGPoint(x: 20, y: 150), from: nil) == .zero)
        #expect(scroll.convert(CGRect(x: 0, y: 250, width: 10, height: 10), to: row).origin == CGPoint(x: -20, y: -50))
    }
}

@Suite @MainActor struct IndicatorTests {
    @Test func aStoppedSpinnerIsHiddenAndARunningOneIsSeen() {
        let screen = UIViewController()
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.center = CGPoint(x: 100, y: 100)
        screen.view.addSubview(spinner)
        show(screen)
        #expect(spinner.frame.size == CGSize(width: 37, height: 37))
        #expect(!failures { expect(spinner).to(beVisible()) }.isEmpty)
        spinner.startAnimating()
        expect(spinner).to(beVisible())
        spinner.hidesWhenStopped = false
        spinner.stopAnimating()
        #expect(!spinner.isAnimating)
        expect(spinner).to(beVisible())
    }

    @Test func progressIsClampedAndPageControlsStep() {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.setProgress(1.5, animated: true)
        #expect(bar.progress == 1)
        #expect(bar.accessibilityValue == "100%")
        let dots = UIPageControl()
        dots.numberOfPages = 3
        var changes = 0
        dots.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        #expect(!dots.step(by: -1))
        #expect(dots.step(by: 1) && dots.currentPage == 1)
        dots.currentPage = 9
        #expect(dots.currentPage == 2)
        #expect(changes == 1)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(blur.contentView.frame.size == CGSize(width: 100, height: 50))
    }

    @Test func hapticsCountWhatTheyPlay() {
        let selection = UISelectionFeedbackGenerator()
        selection.selectionChanged()
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.impactOccurred(intensity: 0.5)
        let outcome = UINotificationFeedbackGenerator()
        outcome.notificationOccurred(.error)
        #expect(selection.selectionChanges == 1)
        #expect(impact.impacts == [0.5])
        #expect(outcome.notifications == [.error])
        #expect(UIScreen.main.scale == 3)
    }
}

@Suite @MainActor struct ObjectiveCLeftoverTests {
    @Test func aSelectorObserverIsAWarningNotASilentMiss() {
        let warnings = ModelWarnings.capture {
            NotificationCenter.default.addObserver(UIView(), selector: Selector("refresh"), name: .init("Changed"), object: nil)
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("cannot call 'refresh' on Linux") == true)
    }

    @Test func gestureTargetsCanBeCopiedByKey() {
        var fired = 0
        let system = UIPanGestureRecognizer(handler: { _ in fired += 1 })
        let copy = UIPanGestureRecognizer()
        copy.setValue(system.value(forKey: "targets"), forKey: "targets")
        copy.setValue(3, forKey: "custom")
        #expect(copy.value(forKey: "custom") as? Int == 3)
        #expect(copy.value(forKey: "targets") != nil)
    }
}

private final class SectionHeader: UITableViewHeaderFooterView {
    let badge = UILabel()
    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@Suite @MainActor struct ReusableViewAndDeviceTests {
    @Test func registeredHeadersAreMadeByTheirOwnInitializer() throws {
        let table = UITableView()
        table.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "header") as? SectionHeader)
        #expect(header.badge.superview === header.contentView)
        #expect(header.reuseIdentifier == "header")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "other") == nil)
        let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        withKnownIssue {
            _ = grid.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "x", for: IndexPath(item: 0, section: 0))
        } matching: { $0.description.contains("No supplementary view") }
    }

    @Test(.isolatedApplication) func theDeviceAndPasteboardBelongToTheTest() {
        UIPasteboard.general.string = "copied"
        UIDevice.current.orientation = .landscapeLeft
        #expect(UIPasteboard.general.hasStrings)
        #expect(UIDevice.current.orientation.isLandscape)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        UIApplication.shared.open(URL(string: "https://example.com")!)
        #expect(UIApplication.shared.openedURLs.map(\.host) == ["example.com"])
    }

    @Test func textInputTraitsAndAttributesAreKept() {
        let field = UITextField()
        field.keyboardType = .emailAddress
        field.textContentType = .emailAddress
        field.returnKeyType = .next
        field.borderStyle = UITextField.BorderStyle.roundedRect
        field.attributedPlaceholder = NSAttributedString(string: "E-mail", attributes: [.foregroundColor: UIColor.secondaryLabel])
        #expect(field.keyboardType == .emailAddress && field.textContentType == .emailAddress && field.returnKeyType == .next)
        #expect(field.placeholder == "E-mail")
        #expect(field.textRect(forBounds: CGRect(x: 0, y: 0, width: 10, height: 10)).width == 10)
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        let text = NSAttributedString(string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 12), .paragraphStyle: style])
        #expect((text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.lineSpacing == 4)
        let notes = UITextView()
        notes.isScrollEnabled = false
        notes.textContainer.lineFragmentPadding = 0
        #expect(!notes.isScrollEnabled && notes.textContainer.lineFragmentPadding == 0)
    }
}

@Suite @MainActor struct ButtonConfigurationAndNibTests {
    @Test func aConfiguredButtonShowsItsTitleAndTaps() throws {
        var config = UIButton.Configuration.filled()
        config.title = "Continue"
        config.image = UIImage(systemName: "arrow.right")
        config.cornerStyle = .capsule
        var taps = 0
        let button = UIButton(configuration: config, primaryAction: UIAction { _ in taps += 1 })
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        let screen = UIViewController()
        screen.view.addSubview(button)
        show(screen)
        expect(button).to(displayText("Continue"))
        #expect(button.configuration?.cornerStyle == .capsule)
        try screen.find(UIButton.self, where: .text("Continue")).tap()
        #expect(taps == 1)
        var updates = 0
        button.configurationUpdateHandler = { _ in updates += 1 }
        button.setNeedsUpdateConfiguration()
        #expect(updates == 1)
    }

    @Test func aNibLoadsNothingAndSaysSo() {
        let warnings = ModelWarnings.capture {
            #expect(UINib(nibName: "ProfileCell", bundle: nil).instantiate(withOwner: nil).isEmpty)
            #expect(Bundle.main.loadNibNamed("Header", owner: nil)?.isEmpty == true)
            UITableView().register(UINib(nibName: "Row", bundle: nil), forCellReuseIdentifier: "row")
        }
        #expect(warnings.count == 3)
        #expect(warnings.first?.contains("Nib 'ProfileCell' cannot be loaded on Linux") == true)
    }
}
