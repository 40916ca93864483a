import Foundation
import Lark

// Bench cases for layout. Run them on their own with few iterations, e.g.
//   swift run -c release lark-bench --cases layout_1k_view,layout_10k_view,layout_constant,layout_form --iterations 20000
//
// * layout_1k_view / layout_10k_view: build a screen of rows of views placed by constraints
//   (4 constraints per view: 1,000 views and 4,000 constraints, or 10,000 and 40,000) and lay it
//   out from scratch; an op is one view, so equal ns/op at both sizes is linear growth. The floor
//   builds the same screen with hand-set frames.
// * layout_constant: on the laid-out 1,000-view screen, change one constraint's constant and lay
//   out again (re-solved incrementally); an op is one change. The floor sets one frame.
// * layout_form: build a form of 20 controls (labels, text fields, switches, buttons) in stack
//   views in a 390 x 844 window and lay it out; an op is one form. The floor builds it with frames.
// * layout_form_pass: the same form's first layout pass alone (the form is built and freed outside
//   the timed region); an op is one form. The floor sets the same controls' frames by hand.
//   Instructions of the pass alone: callgrind with --toggle-collect='*layOutFormOnce*'.

func layoutCases() -> [BenchCase] {
    [
        BenchCase(name: "layout_1k_view", failing: false, run: { layoutScreenPerView(rows: 100, $1) }, floor: { floorScreenPerView(rows: 100, $1) }),
        BenchCase(name: "layout_10k_view", failing: false, run: { layoutScreenPerView(rows: 1_000, $1) }, floor: { floorScreenPerView(rows: 1_000, $1) }),
        BenchCase(name: "layout_constant", failing: false, run: { layoutConstantChange($1) }, floor: { floorConstantChange($1) }),
        BenchCase(name: "layout_form", failing: false, run: { layoutForm($1) }, floor: { floorForm($1) }),
        BenchCase(name: "layout_form_pass", failing: false, run: { layoutFormPass($1) }, floor: { floorFormPass($1) }),
    ]
}

/// `rows` rows of 10 views: each row and each view in it placed by four constraints.
@MainActor
final class ConstraintScreen {
    let root = View(frame: CGRect(x: 0, y: 0, width: 1_000, height: 100_000))
    var rowTops: [NSLayoutConstraint] = []
    var views = 0

    init(rows: Int) {
        var previous: View?
        for _ in 0..<rows {
            let row = View()
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            let top = row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 4)
            rowTops.append(top)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
                top,
                row.heightAnchor.constraint(equalToConstant: 40),
            ])
            var left: View?
            for _ in 0..<9 {
                let cell = View()
                cell.translatesAutoresizingMaskIntoConstraints = false
                row.addSubview(cell)
                NSLayoutConstraint.activate([
                    cell.leadingAnchor.constraint(equalTo: left?.trailingAnchor ?? row.leadingAnchor, constant: 2),
                    cell.topAnchor.constraint(equalTo: row.topAnchor, constant: 2),
                    cell.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -2),
                    cell.widthAnchor.constraint(equalTo: row.widthAnchor, multiplier: 0.1),
                ])
                left = cell
            }
            previous = row
        }
        views = rows * 10
    }

    static let laidOut: ConstraintScreen = {
        let screen = ConstraintScreen(rows: 100)
        screen.root.layoutIfNeeded()
        return screen
    }()
}

@inline(never) func layoutScreenPerView(rows: Int, _ n: Int) -> Int {
    MainActor.assumeIsolated {
        var done = 0
        var checksum = 0
        while done < n {
            let screen = ConstraintScreen(rows: rows)
            screen.root.layoutIfNeeded()
            checksum &+= Int(screen.root.subviews.last!.frame.maxY)
            done += screen.views
        }
        precondition(checksum > 0)
        return n
    }
}

@inline(never) func floorScreenPerView(rows: Int, _ n: Int) -> Int {
    MainActor.assumeIsolated {
        var done = 0
        var checksum = 0
        while done < n {
            let root = View(frame: CGRect(x: 0, y: 0, width: 1_000, height: 100_000))
            for index in 0..<rows {
                let row = View(frame: CGRect(x: 8, y: CGFloat(index) * 44 + 4, width: 984, height: 40))
                for column in 0..<9 {
                    row.addSubview(View(frame: CGRect(x: 2 + CGFloat(column) * 100.4, y: 2, width: 98.4, height: 36)))
                }
                root.addSubview(row)
            }
            checksum &+= Int(root.subviews.last!.frame.maxY)
            done += rows * 10
        }
        precondition(checksum > 0)
        return n
    }
}

@inline(never) func layoutConstantChange(_ n: Int) -> Int {
    MainActor.assumeIsolated {
        let screen = ConstraintScreen.laidOut
        let constraint = screen.rowTops[50]
        var checksum = 0
        for index in 0..<n {
            constraint.constant = CGFloat(4 + index % 7)
            screen.root.layoutIfNeeded()
            checksum &+= Int(screen.root.subviews[99].frame.minY)
        }
        precondition(checksum > 0)
        return n
    }
}

@inline(never) func floorConstantChange(_ n: Int) -> Int {
    MainActor.assumeIsolated {
        let view = View(frame: .zero)
        var checksum = 0
        for index in 0..<n {
            view.frame.origin.y = CGFloat(4 + index % 7)
            checksum &+= Int(view.frame.minY)
        }
        return checksum > -1 ? n : 0
    }
}

/// A sign-up form: 20 controls in rows of stack views inside a vertical stack.
@MainActor
func makeForm(constraints: Bool, layOut: Bool = true) -> View {
    // A window of its own application, so each form is freed with it (the shared application
    // keeps its windows alive, and a growing heap would be timed as page faults).
    let window = Window(application: Application())
    let root = View(frame: window.bounds)
    window.addSubview(root)
    if constraints {
        let form = StackView()
        form.axis = .vertical
        form.spacing = 8
        form.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(form)
        NSLayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            form.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        for index in 0..<5 {
            let label = Label()
            label.text = "Field \(index)"
            let field = TextField()
            field.placeholder = "Value \(index)"
            let toggle = Switch()
            let row = StackView(arrangedSubviews: [label, field, toggle])
            row.spacing = 8
            row.alignment = .center
            form.addArrangedSubview(row)
            let button = Button()
            button.setTitle("Action \(index)", for: .normal)
            form.addArrangedSubview(button)
        }
        if layOut { root.layoutIfNeeded() }
    } else {
        for index in 0..<5 {
            let y = 20 + CGFloat(index) * 84
            let label = Label(frame: CGRect(x: 8, y: y, width: 60, height: 21))
            label.text = "Field \(index)"
            let field = TextField(frame: CGRect(x: 76, y: y, width: 247, height: 34))
            field.placeholder = "Value \(index)"
            let toggle = Switch(frame: CGRect(x: 331, y: y, width: 51, height: 31))
            let button = Button(frame: CGRect(x: 8, y: y + 42, width: 374, height: 33))
            button.setTitle("Action \(index)", for: .normal)
            [label, field, toggle, button].forEach(root.addSubview)
        }
    }
    return root
}

@inline(never) func layoutForm(_ n: Int) -> Int {
    MainActor.assumeIsolated {
        var checksum = 0
        for _ in 0..<n { checksum &+= Int(makeForm(constraints: true).subviews[0].frame.height) }
        precondition(checksum > 0)
        return n
    }
}

@inline(never) func floorForm(_ n: Int) -> Int {
    MainActor.assumeIsolated {
        var checksum = 0
        for _ in 0..<n { checksum &+= makeForm(constraints: false).subviews.count }
        precondition(checksum > 0)
        return n
    }
}

/// The first layout pass of a built form, out of line so callgrind can count it alone.
@inline(never) @MainActor func layOutFormOnce(_ root: View) {
    root.layoutIfNeeded()
}

@inline(never) func layoutFormPass(_ n: Int) -> Int {
    MainActor.assumeIsolated {
        let clock = ContinuousClock()
        var timed = Duration.zero
        var checksum = 0
        for _ in 0..<n {
            let root = makeForm(constraints: true, layOut: false)
            let start = clock.now
            layOutFormOnce(root)
            timed += clock.now - start
            checksum &+= Int(root.subviews[0].frame.height)
        }
        precondition(checksum > 0)
        timedRegion = timed
        return n
    }
}

@inline(never) func floorFormPass(_ n: Int) -> Int {
    MainActor.assumeIsolated {
        let clock = ContinuousClock()
        var timed = Duration.zero
        var checksum = 0
        for _ in 0..<n {
            let root = makeForm(constraints: true, layOut: false)
            let form = root.subviews[0]
            let start = clock.now
            form.frame = CGRect(x: 8, y: 20, width: 374, height: 412)
            for (index, row) in form.subviews.enumerated() {
                let y = CGFloat(index / 2) * 84 + (index % 2 == 0 ? 0 : 42)
                row.frame = CGRect(x: 0, y: y, width: 374, height: index % 2 == 0 ? 34 : 33)
                var x: CGFloat = 0
                for control in row.subviews {
                    control.frame = CGRect(x: x, y: 0, width: 60, height: 31)
                    x += 68
                }
            }
            timed += clock.now - start
            checksum &+= Int(form.frame.height)
        }
        precondition(checksum > 0)
        timedRegion = timed
        return n
    }
}
