import Foundation
import LarkUI
import Testing

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` as Apple's Visual
/// Format Language documentation describes it.
@MainActor
@Suite struct VisualFormatTests {
    /// A 390 × 844 screen with views made for constraints.
    func screen(_ names: [String]) -> (View, [String: View]) {
        let window = Window()
        let root = View(frame: window.bounds)
        window.addSubview(root)
        var views: [String: View] = [:]
        for name in names {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            views[name] = view
        }
        return (root, views)
    }

    func activate(_ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil, _ views: [String: View]) {
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views))
    }

    @Test func edgesStandardSpaceAndWidths() {
        let (root, views) = screen(["cancel", "accept"])
        activate("H:|-[cancel(==accept)]-[accept]-|", views)
        activate("V:|-50-[cancel(44)]", views)
        activate("V:|-50-[accept(44)]", views)
        root.layoutIfNeeded()
        // 390 - 20 - 8 - 20 = 342, shared equally.
        #expect(views["cancel"]!.frame == CGRect(x: 20, y: 50, width: 171, height: 44))
        #expect(views["accept"]!.frame == CGRect(x: 199, y: 50, width: 171, height: 44))
    }

    @Test func connectionsPredicatesMetricsAndPriorities() {
        let (root, views) = screen(["a", "b", "c"])
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-margin-[a(>=50,<=80)]-(>=gap@750)-[b(==a@500)][c(wide)]-(10)-|",
                                                  metrics: ["margin": 15, "gap": 30.0, "wide": CGFloat(100)], views: views)
        #expect(made.count == 8)
        #expect(made.contains { $0.priority == LayoutPriority(750) && $0.relation == .greaterThanOrEqual && $0.constant == 30 })
        #expect(made.contains { $0.priority == LayoutPriority(500) && $0.firstItem === views["b"] && $0.secondItem === views["a"] && $0.firstAttribute == .width })
        NSLayoutConstraint.activate(made)
        activate("V:|[a(20)]", views)
        activate("V:|[b(20)]", views)
        activate("V:|[c(20)]", views)
        root.layoutIfNeeded()
        // c is 100 wide and 10 from the edge: it starts at 280 and b touches it; a and b share
        // the rest with at least 30 between them (where exactly is left open by the format).
        #expect(views["c"]!.frame == CGRect(x: 280, y: 0, width: 100, height: 20))
        #expect(views["a"]!.frame.minX == 15)
        #expect(views["b"]!.frame.maxX == 280)
        #expect(views["b"]!.frame.minX - views["a"]!.frame.maxX >= 30)
        #expect((50...80).contains(views["a"]!.frame.width))
    }

    @Test func verticalFormatsAndAlignment() {
        let (root, views) = screen(["title", "body"])
        activate("V:|-(100)-[title(30)]-12-[body(60)]", options: [.alignAllLeading, .alignAllTrailing], views)
        activate("H:|-24-[title]-24-|", views)
        root.layoutIfNeeded()
        #expect(views["title"]!.frame == CGRect(x: 24, y: 100, width: 342, height: 30))
        #expect(views["body"]!.frame == CGRect(x: 24, y: 142, width: 342, height: 60))
    }

    @Test func horizontalAlignmentOptionsLineUpAcrossTheAxis() {
        let (root, views) = screen(["icon", "label"])
        activate("H:|-[icon(40)]-[label(100)]", options: .alignAllCenterY, views)
        activate("V:|-60-[icon(40)]", views)
        activate("V:[label(20)]", views)
        root.layoutIfNeeded()
        #expect(views["label"]!.frame == CGRect(x: 68, y: 70, width: 100, height: 20))
    }

    @Test func directionOptions() {
        let (root, views) = screen(["a", "b"])
        activate("H:|-10-[a(50)]-5-[b(50)]", options: .directionRightToLeft, views)
        activate("V:|[a(10)]", views)
        activate("V:|[b(10)]", views)
        root.layoutIfNeeded()
        #expect(views["a"]!.frame.minX == 330)
        #expect(views["b"]!.frame.minX == 275)

        let (other, more) = screen(["a", "b"])
        other.semanticContentAttribute = .forceRightToLeft
        // Leading to trailing (the default) follows the layout direction; left to right does not.
        activate("H:|-10-[a(50)]", more)
        activate("H:|-10-[b(50)]", options: .directionLeftToRight, more)
        activate("V:|[a(10)]", more)
        activate("V:|[b(10)]", more)
        other.layoutIfNeeded()
        #expect(more["a"]!.frame.minX == 330)
        #expect(more["b"]!.frame.minX == 10)
    }

    @Test func baselineToBaselineSpacing() {
        let (root, _) = screen([])
        let first = Label(), second = Label()
        first.text = "One"
        second.text = "Two"
        for label in [first, second] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        let views = ["first": first, "second": second]
        activate("V:|-20-[first]-30-[second]", options: [.spacingBaselineToBaseline, .alignAllLeading], views)
        activate("H:|-[first]", views)
        root.layoutIfNeeded()
        // A 17-point line is 21 tall with its baseline 5 above the bottom: first's baseline is at
        // 36, second's first baseline 30 below, at 66, so its top is at 66 - 16 = 50.
        #expect(first.frame.minY == 20)
        #expect(second.frame.minY == 50)
        #expect(second.frame.minX == 20)
    }

    @Test func malformedFormatsFailTheTestAndMakeNothing() {
        let (_, views) = screen(["a", "b"])
        let bad = [
            "H:|-[a]-[missing]",            // unknown view
            "H:|-[a(>=width)]",              // unknown metric
            "H:|-[a",                        // unclosed view
            "X:|[a]",                        // unknown orientation
            "H:|-10-",                       // no view
            "H:[a]-(==b)-[b]",               // a view as a spacing
            "H:[a(==50@2000)]",              // priority out of range
            "H:[a]junk",                     // trailing characters
        ]
        for format in bad {
            withKnownIssue {
                #expect(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views).isEmpty)
            } matching: { $0.description.contains("Unable to parse constraint format") }
        }
        withKnownIssue {
            #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[a][b]", options: .alignAllLeading, metrics: nil, views: views).isEmpty)
        } matching: { $0.description.contains("own horizontal axis") }
        let loose = View()
        withKnownIssue {
            #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|[loose]|", options: [], metrics: nil, views: ["loose": loose]).isEmpty)
        } matching: { $0.description.contains("doesn't have a superview") }
    }

    @Test func whitespaceIsIgnoredAndTheOrientationDefaultsToHorizontal() {
        let (root, views) = screen(["a"])
        activate("| - 12 - [ a ( 40 ) ]", views)
        activate("V:|[a(10)]", views)
        root.layoutIfNeeded()
        #expect(views["a"]!.frame == CGRect(x: 12, y: 0, width: 40, height: 10))
    }
}
