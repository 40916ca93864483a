import Foundation
import LarkUI
import Testing

/// Leading and trailing under right-to-left, as UIKit resolves them: by the layout direction of
/// the view whose content the constraint arranges.
@MainActor
@Suite struct RightToLeftLayoutTests {
    func screen(_ attribute: SemanticContentAttribute) -> View {
        let window = Window()
        let root = View(frame: window.bounds)
        root.semanticContentAttribute = attribute
        window.addSubview(root)
        return root
    }

    func box(in root: View, leading: CGFloat, width: CGFloat) -> View {
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: leading),
            box.widthAnchor.constraint(equalToConstant: width),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        return box
    }

    @Test func leadingIsTheRightEdgeRightToLeft() {
        let root = screen(.forceRightToLeft)
        let box = box(in: root, leading: 20, width: 100)
        let next = View()
        next.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(next)
        NSLayoutConstraint.activate([
            next.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
            next.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            next.topAnchor.constraint(equalTo: box.topAnchor),
            next.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 270, y: 10, width: 100, height: 20))
        #expect(next.frame == CGRect(x: 16, y: 10, width: 246, height: 20))
    }

    @Test func constantsAndInequalitiesAreMirrored() {
        let root = screen(.forceRightToLeft)
        let box = box(in: root, leading: 20, width: 100)
        let lead = root.constraints.first { $0.firstAttribute == .leading }!
        let follower = View()
        follower.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(follower)
        let pull = follower.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        pull.priority = .defaultLow
        NSLayoutConstraint.activate([
            // At least 30 points after the box's trailing edge, pulled towards the leading edge.
            follower.leadingAnchor.constraint(greaterThanOrEqualTo: box.trailingAnchor, constant: 30),
            pull,
            follower.widthAnchor.constraint(equalToConstant: 40),
            follower.topAnchor.constraint(equalTo: root.topAnchor),
            follower.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.minX == 270)
        #expect(follower.frame.minX == 200)
        lead.constant = 40
        root.layoutIfNeeded()
        #expect(box.frame.minX == 250)
        #expect(follower.frame.minX == 180)
    }

    @Test func leftAndRightNeverFlip() {
        let root = screen(.forceRightToLeft)
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 0, width: 100, height: 20))
    }

    @Test func changingTheAttributeFlipsAtTheNextPass() {
        let root = screen(.unspecified)
        let box = box(in: root, leading: 20, width: 100)
        root.layoutIfNeeded()
        #expect(box.frame.minX == 20)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(box.frame.minX == 270)
        root.semanticContentAttribute = .playback
        root.layoutIfNeeded()
        #expect(box.frame.minX == 20)
    }

    @Test func marginsGuideLeadingUsesTheRightMargin() {
        let root = screen(.forceRightToLeft)
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        #expect(root.layoutMargins.right == 30 && root.layoutMargins.left == 10)
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 0, width: 350, height: 20))
    }

    @Test func aHorizontalStackArrangesFromTheRight() {
        let views = (0..<3).map { _ in
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            view.widthAnchor.constraint(equalToConstant: 50).isActive = true
            return view
        }
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.distribution = .equalSpacing
        stack.semanticContentAttribute = .forceRightToLeft
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        Window().addSubview(stack)
        stack.layoutIfNeeded()
        #expect(views.map(\.frame) == [
            CGRect(x: 250, y: 0, width: 50, height: 40),
            CGRect(x: 125, y: 0, width: 50, height: 40),
            CGRect(x: 0, y: 0, width: 50, height: 40),
        ])
        stack.semanticContentAttribute = .forceLeftToRight
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 125, 250])
    }

    @Test func aChangeOfTheWindowsDirectionTakesEffectAtTheNextPass() {
        let window = Window()
        let root = View(frame: window.bounds)
        window.addSubview(root)
        let box = box(in: root, leading: 20, width: 100)
        root.layoutIfNeeded()
        #expect(box.frame.minX == 20)
        window.windowTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
        root.layoutIfNeeded()
        #expect(box.frame.minX == 270)
        window.windowTraitCollection = TraitCollection(layoutDirection: .leftToRight)
        root.layoutIfNeeded()
        #expect(box.frame.minX == 20)
    }

    @Test func directionComesFromTheAttributeThenTheTraits() {
        #expect(View.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(View.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(View.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(View.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(View.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
        #expect(View.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: .rightToLeft) == .leftToRight)

        let window = Window()
        let parent = View(frame: window.bounds)
        let child = View()
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        parent.semanticContentAttribute = .forceRightToLeft
        #expect(parent.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // A forced attribute is the view's own: its subviews do not inherit it.
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        parent.semanticContentAttribute = .unspecified
        window.windowTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        child.semanticContentAttribute = .playback
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }
}
