import Foundation
import LarkUI
import Testing

@MainActor
@Suite struct ConstraintLayoutTests {
    /// A 390 × 844 window with a plain root view filling it, both keeping their frames.
    func screen() -> (Window, View) {
        let window = Window()
        let root = View(frame: window.bounds)
        window.addSubview(root)
        return (window, root)
    }

    @Test func pinsEdgesWithConstants() {
        let (_, root) = screen()
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            box.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 100, width: 350, height: 44))
        #expect(!box.hasAmbiguousLayout)
    }

    @Test func readingThroughAQueryLaysOutWithoutLayoutIfNeeded() {
        let (_, root) = screen()
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfPending()
        #expect(box.frame == CGRect(x: 145, y: 397, width: 100, height: 50))
    }

    @Test func changingAConstantMovesTheViewAtTheNextPass() {
        let (_, root) = screen()
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let left = box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: root.topAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(box.frame.minX == 10)
        left.constant = 55
        root.layoutIfNeeded()
        #expect(box.frame.minX == 55)
        left.isActive = false
        #expect(!left.isActive)
        root.layoutIfNeeded()
        #expect(box.hasAmbiguousLayout)
    }

    @Test func optionalConstraintsGiveWayToRequiredOnesByPriority() {
        let (_, root) = screen()
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let wish = box.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        let weakerWish = box.widthAnchor.constraint(equalToConstant: 10)
        weakerWish.priority = .defaultLow
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 1),
            wish, weakerWish,
        ])
        root.layoutIfNeeded()
        #expect(box.frame.width == 390)
    }

    @Test func labelsTakeTheirIntrinsicSize() {
        let (_, root) = screen()
        let label = Label()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
        ])
        root.layoutIfNeeded()
        // 5 characters × 8.5 points, rounded up; one line of 17 points is 21 tall.
        #expect(label.frame == CGRect(x: 16, y: 16, width: 43, height: 21))
        label.text = "Hello, world"
        root.layoutIfNeeded()
        #expect(label.frame.width == 102)
    }

    @Test func activateCheckedThrowsForViewsInDifferentTrees() {
        let a = View(), b = View()
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        #expect(throws: LayoutConstraintError.self) { try NSLayoutConstraint.activateChecked([constraint]) }
        #expect(!constraint.isActive)
        let warnings = ModelWarnings.capture { NSLayoutConstraint.activate([constraint]) }
        #expect(!constraint.isActive)
        #expect(warnings.count == 1)
    }

    @Test func requiredConflictBreaksOneConstraintAndReportsItOnce() {
        let (window, root) = screen()
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        first.identifier = "width-100"
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "width-200"
        let warnings = ModelWarnings.capture {
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
                first, second,
            ])
            root.layoutIfNeeded()
            root.layoutIfNeeded()
        }
        #expect(box.frame.width == 100)
        #expect(warnings.count == 1)
        let report = window.layoutConflictReports.first
        #expect(window.layoutConflictReports.count == 1)
        #expect(report?.brokenConstraint.contains("width-200") == true)
        #expect(report?.conflictingConstraints.count == 2)
    }
}
