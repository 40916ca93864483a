import Foundation
import LarkUI
import Testing

/// A cell written as iOS code writes one: constraints in the initializer, a custom guide.
@MainActor
private final class TickCell: View {
    let label = Label()
    let icon = View()
    let tick = View()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [label, icon, tick] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        label.text = "Milk"
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: self.leadingAnchor, constant: 10),
            icon.centerYAnchor.constraint(equalTo: self.centerYAnchor),
            icon.heightAnchor.constraint(equalToConstant: 24),
            label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 10),
            label.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
            label.topAnchor.constraint(equalTo: self.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: self.bottomAnchor, constant: -12),
            tick.trailingAnchor.constraint(equalTo: self.trailingAnchor, constant: -10),
            tick.centerYAnchor.constraint(equalTo: self.centerYAnchor),
            tick.widthAnchor.constraint(equalToConstant: 20),
            tick.heightAnchor.constraint(equalToConstant: 20),
        ])
        icon.widthAnchor.constraint(equalTo: icon.heightAnchor).isActive = true
        label.setContentCompressionResistancePriority(.required, for: .vertical)
        let guide = LayoutGuide()
        addLayoutGuide(guide)
        guide.leadingAnchor.constraint(equalTo: label.trailingAnchor).isActive = true
        guide.trailingAnchor.constraint(equalTo: tick.leadingAnchor).isActive = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
@Suite struct IntrinsicSizeLayoutTests {
    @Test func aCellWrittenAsForUIKitLaysOut() {
        let cell = TickCell(frame: CGRect(x: 0, y: 0, width: 320, height: 45))
        cell.layoutIfNeeded()
        #expect(cell.icon.frame == CGRect(x: 10, y: 10.5, width: 24, height: 24))
        #expect(cell.label.frame == CGRect(x: 44, y: 12, width: 34, height: 21))
        #expect(cell.tick.frame == CGRect(x: 290, y: 12.5, width: 20, height: 20))
        #expect(cell.layoutGuides.first?.layoutFrame == CGRect(x: 78, y: 0, width: 212, height: 0) || cell.layoutGuides.first?.layoutFrame.width == 212)
    }

    @Test func systemLayoutSizeFittingFindsTheCompressedSize() {
        let cell = TickCell(frame: .zero)
        let size = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        // 12 + one 21-point line + 12 tall. The width is not bounded below (the guide between
        // label and tick may be negative), so it reaches the target's 0.
        #expect(size == CGSize(width: 0, height: 45))
        #expect(cell.frame == .zero)
        let h = cell.systemLayoutSizeFitting(CGSize(width: 240, height: 240), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        #expect(h == 45)
    }

    @Test func aMultiLineLabelWrapsAtTheWidthItGets() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let label = Label()
        label.numberOfLines = 0
        label.text = "one two three four five six seven"   // 33 characters, 280.5 points in one line
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // At 200 points: "one two three four" (153) and "five six seven" (119.5): two lines.
        #expect(label.frame == CGRect(x: 0, y: 0, width: 200, height: 42))
        label.preferredMaxLayoutWidth = 100
        root.layoutIfNeeded()
        #expect(label.intrinsicContentSize.height == 84)
    }

    @Test func sizeThatFitsAndSizeToFit() {
        let label = Label(frame: CGRect(x: 5, y: 6, width: 0, height: 0))
        label.text = "Hello"
        #expect(label.sizeThatFits(.zero) == CGSize(width: 43, height: 21))
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 5, y: 6, width: 43, height: 21))
        let plain = View(frame: CGRect(x: 0, y: 0, width: 7, height: 8))
        #expect(plain.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 7, height: 8))
        #expect(plain.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(Switch().intrinsicContentSize == CGSize(width: 51, height: 31))
        let button = Button()
        button.setTitle("Save", for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 34, height: 33))
    }

    @Test func aTextFieldGrowsAsTextIsTyped() {
        let window = Window()
        let field = TextField()
        field.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            field.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(field.frame == CGRect(x: 0, y: 0, width: 14, height: 34))
        _ = field.becomeFirstResponder()
        field.insertText("abcd")
        window.layoutIfNeeded()
        #expect(field.frame.width == 48)
    }

    @Test func higherHuggingKeepsItsSize() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let left = Label(), right = Label()
        left.text = "Left"
        right.text = "Right"
        for label in [left, right] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        }
        left.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(left.frame.width == 34)
        #expect(right.frame == CGRect(x: 34, y: 0, width: 266, height: 21))
        #expect(left.contentHuggingPriority(for: .horizontal) == LayoutPriority(251))
        #expect(right.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    }

    @Test func baselinesLineUpAcrossFonts() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let big = Label(), small = Label()
        big.text = "Big"
        big.font = .systemFont(ofSize: 30)
        small.text = "small"
        small.font = .systemFont(ofSize: 10)
        for label in [big, small] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        }
        NSLayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: root.topAnchor),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // 30 points: a 36-point line, baseline 8 above its bottom (28 down); 10 points: 12 and 3.
        #expect(big.frame.height == 36)
        #expect(small.frame.minY == 19)
    }

    @Test func ambiguityIsReportedForUnderconstrainedViews() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(box.hasAmbiguousLayout)
        box.trailingAnchor.constraint(equalTo: root.trailingAnchor).isActive = true
        #expect(!box.hasAmbiguousLayout)
        #expect(box.frame.minX == 290)
        #expect(!root.hasAmbiguousLayout)
    }

    @Test func conflictReportsNameConstraintsAndViews() {
        let window = Window()
        let root = View(frame: window.bounds)
        root.accessibilityIdentifier = "root"
        window.addSubview(root)
        let box = View()
        box.accessibilityIdentifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let trailing = box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)
        let width = box.widthAnchor.constraint(equalToConstant: 500)
        width.identifier = "too-wide"
        let warnings = ModelWarnings.capture {
            NSLayoutConstraint.activate([leading, trailing, box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 1), width])
            root.layoutIfNeeded()
        }
        #expect(warnings.count == 1)
        let report = window.layoutConflictReports.first
        #expect(report?.brokenConstraint == "<NSLayoutConstraint:'too-wide' View#box.width == 500>")
        #expect(report?.conflictingConstraints.contains("<NSLayoutConstraint:View#box.leading == View#root.leading + 10>") == true)
        #expect(report?.conflictingConstraints.contains("<NSAutoresizingMaskLayoutConstraint:View#root.width == 390>") == true)
        #expect(report?.views.contains("View#box") == true)
        #expect(report?.description.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        #expect(box.frame == CGRect(x: 10, y: 0, width: 370, height: 1))
    }
}

/// Spinners, progress bars and page controls size themselves, so code that only centres or pins
/// one edge of them (as screens do) gets a definite frame.
@MainActor
@Suite struct ControlIntrinsicSizeTests {
    private func host(_ view: View, _ constraints: (View, View) -> [NSLayoutConstraint]) -> View {
        let container = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate(constraints(view, container))
        container.layoutIfNeeded()
        return container
    }

    private func centred(_ view: View, in container: View) -> [NSLayoutConstraint] {
        [view.centerXAnchor.constraint(equalTo: container.centerXAnchor), view.centerYAnchor.constraint(equalTo: container.centerYAnchor)]
    }

    @Test func aCentredSpinnerTakesItsStylesSizeAndFollowsAStyleChange() {
        let spinner = ActivityIndicatorView(style: .large)
        let container = host(spinner, centred)
        #expect(spinner.frame == CGRect(x: 176.5, y: 403.5, width: 37, height: 37))
        #expect(spinner.isHidden, "stopped, and still sized: a hidden view keeps its intrinsic size")
        spinner.style = .medium
        container.layoutIfNeeded()
        #expect(spinner.frame == CGRect(x: 185, y: 412, width: 20, height: 20))
        #expect(ActivityIndicatorView(frame: .zero).intrinsicContentSize == CGSize(width: 20, height: 20))
    }

    @Test func aSpinnerMadeWithoutASizeIsPlacedByItsCentreAlone() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let spinner = ActivityIndicatorView()
        #expect(spinner.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        spinner.center = container.center
        container.addSubview(spinner)
        spinner.startAnimating()
        #expect(spinner.frame == CGRect(x: 185, y: 412, width: 20, height: 20))
        #expect(spinner.isReachableByTouch)
        #expect(ActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 60, height: 60)).frame.size == CGSize(width: 60, height: 60), "a given size stays")
    }

    @Test func aProgressBarIsFourPointsTallAndAsWideAsLayoutMakesIt() {
        let bar = ProgressView(progressViewStyle: .default)
        _ = host(bar) { view, container in
            [view.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
             view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
             view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16)]
        }
        #expect(bar.frame == CGRect(x: 16, y: 10, width: 358, height: 4))
        #expect(bar.intrinsicContentSize.width == View.noIntrinsicMetric)
    }

    @Test func aPageControlIsAsWideAsItsDotsAndGrowsWithThem() {
        let pages = PageControl()
        pages.numberOfPages = 3
        let container = host(pages, centred)
        #expect(pages.frame.size == CGSize(width: 48, height: 26))
        pages.numberOfPages = 5
        container.layoutIfNeeded()
        #expect(pages.frame == CGRect(x: 155, y: 409, width: 80, height: 26))
    }
}
