import Lark
import Testing
import UIKit

/// Layout written as for iOS: the Visual Format Language, right to left, priorities.
@MainActor
@Suite struct LayoutInUIKitSpellingTests {
    @Test func aRightToLeftFormLaidOutWithVisualFormats() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let container = UIView(frame: window.bounds)
        container.semanticContentAttribute = .forceRightToLeft
        window.addSubview(container)
        let label = UILabel(), field = UITextField()
        label.text = "Name"
        label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        for view in [label, field] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let views: [String: Any] = ["label": label, "field": field]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[label]-8-[field]-16-|", options: [.alignAllCenterY], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(top)-[field(44)]", options: [], metrics: ["top": 60], views: views))
        container.layoutIfNeeded()
        #expect(container.effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirection.rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
        // "Name" in a 17-point font is 4 × 8.5 = 34 wide: rightmost, then the field to its left.
        #expect(label.frame == CGRect(x: 340, y: 71.5, width: 34, height: 21))
        #expect(field.frame == CGRect(x: 16, y: 60, width: 316, height: 44))
    }

    @Test func aHigherPriorityBeatsAnyNumberOfLowerOnes() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        let crowd = (0..<10).map { _ in box.widthAnchor.constraint(equalToConstant: 10) }
        crowd.forEach { $0.priority = .defaultHigh }
        let one = box.widthAnchor.constraint(equalToConstant: 300)
        one.priority = UILayoutPriority(751)
        NSLayoutConstraint.activate(crowd + [one, box.topAnchor.constraint(equalTo: view.topAnchor),
                                             box.leadingAnchor.constraint(equalTo: view.leadingAnchor), box.heightAnchor.constraint(equalToConstant: 1)])
        view.layoutIfNeeded()
        #expect(box.frame.width == 300)
    }
}
