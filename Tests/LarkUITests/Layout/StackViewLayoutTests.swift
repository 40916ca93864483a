import Foundation
import LarkUI
import Testing

/// Stack views laid out as UIKit's documentation describes each distribution and alignment.
@MainActor
@Suite struct StackViewLayoutTests {
    func sized(_ width: CGFloat, _ height: CGFloat) -> View {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.widthAnchor.constraint(equalToConstant: width).isActive = true
        view.heightAnchor.constraint(equalToConstant: height).isActive = true
        return view
    }

    func stack(_ views: [View], frame: CGRect = CGRect(x: 0, y: 0, width: 300, height: 50)) -> StackView {
        let stack = StackView(arrangedSubviews: views)
        stack.frame = frame
        let window = Window()
        window.addSubview(stack)
        return stack
    }

    @Test func fillEquallySharesTheLengthAfterSpacing() {
        let views = [View(), View(), View()]
        let stack = stack(views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.layoutIfNeeded()
        #expect(views.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 280.0 / 3, height: 50),
            CGRect(x: 280.0 / 3 + 10, y: 0, width: 280.0 / 3, height: 50),
            CGRect(x: 2 * 280.0 / 3 + 20, y: 0, width: 280.0 / 3, height: 50),
        ])
    }

    @Test func hiddenArrangedViewsCollapse() {
        let views = [View(), View(), View()]
        let stack = stack(views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        views[1].isHidden = true
        stack.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 145, height: 50))
        #expect(views[2].frame == CGRect(x: 155, y: 0, width: 145, height: 50))
        views[1].isHidden = false
        stack.layoutIfNeeded()
        #expect(views[2].frame == CGRect(x: 2 * 280.0 / 3 + 20, y: 0, width: 280.0 / 3, height: 50))
    }

    @Test func fillStretchesTheViewWithoutIntrinsicSize() {
        let label = Label()
        label.text = "Hello"
        let filler = View()
        let stack = stack([label, filler])
        stack.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 43, height: 50))
        #expect(filler.frame == CGRect(x: 43, y: 0, width: 257, height: 50))
    }

    @Test func fillShrinksTheViewWithLowerCompressionResistance() {
        let first = Label(), second = Label()
        first.text = String(repeating: "a", count: 30)   // 255 wide
        second.text = String(repeating: "b", count: 10)  // 85 wide
        first.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        let stack = stack([first, second])
        stack.layoutIfNeeded()
        #expect(first.frame.width == 215)
        #expect(second.frame == CGRect(x: 215, y: 0, width: 85, height: 50))
    }

    @Test func equalSpacingSharesTheRoomBetweenViews() {
        let views = [sized(50, 20), sized(50, 20), sized(50, 20)]
        let stack = stack(views)
        stack.distribution = .equalSpacing
        stack.alignment = .top
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 125, 250])
        #expect(views.map(\.frame.minY) == [0, 0, 0])
    }

    @Test func equalCenteringSpacesCentresEqually() {
        let views = [sized(20, 20), sized(40, 20), sized(60, 20)]
        let stack = stack(views)
        stack.distribution = .equalCentering
        stack.alignment = .center
        stack.layoutIfNeeded()
        // Centres at 10 and 270, so the middle one is centred at 140.
        #expect(views.map(\.frame.minX) == [0, 120, 240])
        #expect(views.map(\.frame.minY) == [15, 15, 15])
    }

    @Test func fillProportionallyFollowsIntrinsicSizes() {
        let toggle = Switch(), stepper = Stepper()
        let stack = stack([toggle, stepper], frame: CGRect(x: 0, y: 0, width: 290, height: 40))
        stack.distribution = .fillProportionally
        stack.layoutIfNeeded()
        #expect(toggle.frame.width == 102)
        #expect(stepper.frame == CGRect(x: 102, y: 0, width: 188, height: 40))
    }

    @Test func alignmentsAcrossAHorizontalStack() {
        let small = sized(10, 20), large = sized(10, 40)
        let stack = stack([small, large], frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stack.distribution = .equalSpacing
        stack.alignment = .center
        stack.layoutIfNeeded()
        #expect(small.frame.minY == 40)
        #expect(large.frame.minY == 30)
        stack.alignment = .bottom
        stack.layoutIfNeeded()
        #expect(small.frame.minY == 80)
        #expect(large.frame.minY == 60)
        stack.alignment = .top
        stack.layoutIfNeeded()
        #expect(small.frame.minY == 0)
    }

    @Test func customSpacingAfterAView() {
        let views = [sized(10, 10), sized(10, 10), sized(10, 10)]
        let free = View()
        let stack = stack(views + [free], frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 5
        stack.setCustomSpacing(20, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 20)
        #expect(stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 30, 45])
        #expect(free.frame.minY == 60)
        #expect(free.frame.height == 40)
    }

    @Test func marginsRelativeArrangement() {
        let views = [View(), View()]
        let stack = stack(views)
        stack.distribution = .fillEqually
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        stack.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 10, y: 5, width: 140, height: 40))
        #expect(views[1].frame == CGRect(x: 150, y: 5, width: 140, height: 40))
    }

    @Test func nestedStacksSizeFromTheirContent() {
        let title = Label(), subtitle = Label()
        title.text = "Title"
        subtitle.text = "Sub"
        let column = StackView(arrangedSubviews: [title, subtitle])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 4
        let icon = sized(40, 40)
        let row = stack([icon, column], frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        row.alignment = .center
        row.spacing = 12
        row.layoutIfNeeded()
        #expect(column.frame == CGRect(x: 52, y: 7, width: 248, height: 46))
        #expect(title.frame == CGRect(x: 0, y: 0, width: 43, height: 21))
        #expect(subtitle.frame == CGRect(x: 0, y: 25, width: 26, height: 21))
        #expect(icon.frame == CGRect(x: 0, y: 10, width: 40, height: 40))
    }
}
