import Lark
import Testing
import UIKit

private final class InsetTitleButton: UIButton {
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: contentRect.minX + 8, y: contentRect.minY, width: 20, height: contentRect.height)
    }
}

private final class StyledButton: UIButton {
    var updates = 0
    override func updateConfiguration() {
        updates += 1
        super.updateConfiguration()
    }
}

private final class Saver {
    var saves = 0
    func save() { saves += 1 }
}

private final class MenuSource: NSObject, UIContextMenuInteractionDelegate {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggested in
            UIMenu(title: "Row", children: suggested + [UIAction(title: "Delete", attributes: .destructive) { _ in }])
        }
    }
}

private final class ZoomingDelegate: NSObject, UIScrollViewDelegate {
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    var zooms = 0
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
}

private final class AccessorySegments: UISegmentedControl {
    init() { super.init(frame: .zero) }
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Buttons, value controls, menus and scroll-view zooming, in UIKit's spelling.
@Suite @MainActor struct ControlAPITests {
    @Test func anAttributedTitleIsTheTitleShown() {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
        #expect(button.currentTitle == "Styled")
        #expect(button.title(for: .normal) == "Plain")
        #expect(button.titleLabel?.text == "Styled")
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.currentTitle == "Plain")
    }

    @Test func theTitleLabelAndImageViewArePlacedByTheOverridableRectangles() {
        let button = InsetTitleButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        button.setTitle("Go", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        #expect(button.titleLabel?.frame == CGRect(x: 12, y: 4, width: 20, height: 32))
        let plain = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let image = UIImage(systemName: "star")!
        plain.setImage(image, for: .normal)
        #expect(plain.imageView?.image == image)
        #expect(plain.imageView?.frame.size == image.size)
        #expect(plain.imageView?.frame.midX == 50)
    }

    @Test func aButtonThatChangesSelectionToggles() throws {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        button.changesSelectionAsPrimaryAction = true
        var seen: [Bool] = []
        button.addAction(UIAction { _ in seen.append(button.isSelected) }, for: .primaryActionTriggered)
        try button.tap()
        try button.tap()
        #expect(seen == [true, false])
        #expect(!button.isSelected)
    }

    @Test func configurationsKeepAttributedTitlesAndUpdateThroughTheOverride() {
        var configuration = UIButton.Configuration.filled()
        var container = AttributeContainer()
        container.font = UIFont.boldSystemFont(ofSize: 16)
        configuration.attributedTitle = AttributedString("Pay", attributes: container)
        configuration.background.cornerRadius = 8
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { $0 }
        #expect(configuration.title == "Pay")
        let button = StyledButton(configuration: configuration)
        #expect(button.title(for: .normal) == "Pay")
        #expect(button.configuration?.background.cornerRadius == 8)
        button.configurationUpdateHandler = { $0.configuration?.subtitle = "now" }
        button.setNeedsUpdateConfiguration()
        #expect(button.updates == 1)
        #expect(button.subtitleLabel?.text == "now")
        configuration.title = "Plain"
        #expect(configuration.attributedTitle?.runs.first?.font == nil)
    }

    @Test func targetsAreRemovedByNilTargetAndAction() {
        let button = UIButton()
        let saver = Saver()
        button.addTarget(saver, action: Saver.save, for: .touchUpInside)
        button.addAction(UIAction { _ in }, for: .touchUpInside)
        #expect(button.actions(forTarget: saver, forControlEvent: .touchUpInside) == ["Saver.action"])
        button.removeTarget(nil, action: nil, for: .allEvents)
        button.sendActions(for: .touchUpInside)
        #expect(saver.saves == 0)
        #expect(button.allTargets.isEmpty)
        #expect(button.actions(for: .touchUpInside).count == 1)
    }

    @Test func removingAllSegmentsLeavesNoneSelected() {
        let control = UISegmentedControl(items: ["A", UIImage(systemName: "star")!, "C"])
        control.selectedSegmentIndex = 1
        #expect(control.titleForSegment(at: 1) == nil)
        #expect(control.imageForSegment(at: 1) != nil)
        control.setWidth(60, forSegmentAt: 2)
        #expect(control.widthForSegment(at: 2) == 60)
        let custom = AccessorySegments()
        custom.insertSegment(withTitle: "One", at: 0, animated: false)
        #expect(custom.numberOfSegments == 1)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func selectingASegmentPerformsItsAction() throws {
        var chosen: [String] = []
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [
            UIAction(title: "Day") { _ in chosen.append("Day") },
            UIAction(title: "Week") { _ in chosen.append("Week") },
        ])
        #expect(control.titleForSegment(at: 1) == "Week")
        try control.selectSegment(withTitle: "Week")
        #expect(chosen == ["Week"])
        control.insertSegment(action: UIAction(title: "Month") { _ in chosen.append("Month") }, at: 2, animated: false)
        #expect(control.segmentIndex(identifiedBy: control.actionForSegment(at: 2)!.identifier) == 2)
        control.selectedSegmentIndex = 2
        #expect(chosen == ["Week"])
    }

    @Test func aDatePickerKeepsToItsMinuteInterval() {
        let picker = UIDatePicker()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        picker.calendar = calendar
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 15
        picker.date = calendar.date(from: DateComponents(year: 2030, month: 1, day: 2, hour: 9, minute: 44, second: 30))!
        #expect(calendar.component(.minute, from: picker.date) == 30)
        #expect(calendar.component(.second, from: picker.date) == 0)
        picker.roundsToMinuteInterval = false
        picker.date = calendar.date(from: DateComponents(year: 2030, month: 1, day: 2, hour: 9, minute: 44))!
        #expect(calendar.component(.minute, from: picker.date) == 44)
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 86_340)
        picker.preferredDatePickerStyle = .automatic
        #expect(picker.datePickerStyle == .compact)
    }

    @Test func anImageViewAnimatesOnlyWithFrames() {
        let imageView = UIImageView(image: nil, highlightedImage: UIImage(systemName: "star"))
        imageView.startAnimating()
        #expect(!imageView.isAnimating)
        imageView.animationImages = [UIImage(systemName: "a")!, UIImage(systemName: "b")!]
        imageView.startAnimating()
        #expect(imageView.isAnimating)
        imageView.stopAnimating()
        #expect(!imageView.isAnimating)
        #expect(imageView.highlightedImage != nil)
    }

    @Test func aScrollViewZoomsOnlyTheViewItsDelegateGives() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.maximumZoomScale = 3
        scroll.setZoomScale(2, animated: true)
        #expect(scroll.zoomScale == 1)
        let delegate = ZoomingDelegate()
        scroll.delegate = delegate
        scroll.addSubview(delegate.content)
        scroll.zoomScale = 5
        #expect(scroll.zoomScale == 3)
        #expect(scroll.contentSize == CGSize(width: 300, height: 150))
        #expect(delegate.content.frame == CGRect(x: 0, y: 0, width: 300, height: 150))
        #expect(delegate.zooms == 1)
        scroll.zoom(to: CGRect(x: 50, y: 0, width: 50, height: 50), animated: false)
        #expect(scroll.zoomScale == 2)
        #expect(scroll.contentOffset == CGPoint(x: 100, y: 0))
    }

    @Test func aDelegateConfiguresTheContextMenu() {
        let view = UIView()
        let source = MenuSource()
        view.addInteraction(UIContextMenuInteraction(delegate: source))
        #expect(view.contextMenu?.title == "Row")
        #expect(view.contextMenu?.shownActions.map(\.action.title) == ["Delete"])
        let button = UIButton()
        button.menu = UIMenu(title: "Sort", options: .displayInline, children: [])
        #expect(button.contextMenuInteraction(UIContextMenuInteraction(delegate: source), configurationForMenuAtLocation: .zero)?.makeMenu(suggestedActions: [])?.title == "Sort")
        let menu = UIMenu(title: "Sort", identifier: UIMenu.Identifier("sort"), options: .singleSelection, children: [])
        let replaced = menu.replacingChildren([UIAction(title: "Name") { _ in }])
        #expect(replaced.identifier == menu.identifier && replaced.options == .singleSelection && replaced.children.count == 1)
        var provided: [String] = []
        UIDeferredMenuElement { completion in completion([UIAction(title: "Later") { _ in }]) }.provideElements { provided = $0.map(\.title) }
        #expect(provided == ["Later"])
    }

    @Test func valueControlsComputeTheirRectangles() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        slider.value = 0.5
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 0, y: 13.5, width: 228, height: 4))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value).minX == 100)
        let progress = UIProgressView(progressViewStyle: .default)
        let work = Progress(totalUnitCount: 4)
        progress.observedProgress = work
        work.completedUnitCount = 1
        #expect(progress.progress == 0.25)
        let toggle = UISwitch()
        var sent = 0
        toggle.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        toggle.setOn(true, animated: true)
        #expect(sent == 0)
        #expect(toggle.style == .sliding)
    }

    @Test func windowLevelsAddUp() {
        let window = UIWindow()
        window.windowLevel = .alert + 1
        #expect(window.windowLevel.rawValue == 2001)
        #expect(window.windowLevel > .statusBar)
    }
}
