import Foundation

extension View {
    /// The tree below this view, one view per line, indented by depth, with the state that
    /// decides what a user can see and touch: UIKit's `recursiveDescription`, for test output.
    ///
    /// ```text
    /// Window frame=(0, 0, 390, 844)
    ///   View#root frame=(0, 0, 390, 844)
    ///     StackView frame=(0, 0, 390, 100) alpha=0
    ///       Button "Save" frame=(0, 0, 100, 44)
    /// ```
    ///
    /// Large trees are cut (see `recursiveDescription(marking:maximumLines:)`).
    public var recursiveDescription: String {
        recursiveDescription(marking: [])
    }

    /// The tree below this view, with a note after each marked view (e.g. `← subject`).
    /// At most `maximumLines` views are listed, then how many were left out; indentation stops
    /// growing 40 levels down, where the depth is shown instead.
    public func recursiveDescription(marking marks: [(view: View, note: String)], maximumLines: Int = 500) -> String {
        renderTree(maximumLines: maximumLines) { view in
            var line = view.description + view.stateDescription
            for mark in marks where mark.view === view { line += "  ← \(mark.note)" }
            return line
        }
    }

    /// The tree below this view, one line per view from `line`, indented by depth (the depth is
    /// shown past 40 levels), front-to-back pre-order without recursion, so trees of any depth
    /// render; views `descendsInto` refuses are shown without what is inside them. At most
    /// `maximumLines` views are listed, then how many were left out.
    func renderTree(maximumLines: Int, descendsInto: (View) -> Bool = { _ in true }, line: (View) -> String) -> String {
        runPendingLayoutBeforeReading()
        var lines: [String] = []
        var left = 0
        var stack: [(view: View, depth: Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            if lines.count >= maximumLines {
                left += 1
            } else {
                let indent = depth <= 40 ? String(repeating: "  ", count: depth) : String(repeating: "  ", count: 40) + "(depth \(depth)) "
                lines.append(indent + line(view))
            }
            if descendsInto(view) { stack.append(contentsOf: view.subviews.reversed().map { ($0, depth + 1) }) }
        }
        if left > 0 { lines.append("… (\(left) more views)") }
        return lines.joined(separator: "\n")
    }

    /// The frame, then only the states that differ from a plain visible, touchable view.
    private var stateDescription: String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(Double(value))
        }
        var text = " frame=(\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height)))"
        if isHidden { text += " hidden" }
        if alpha != 1 { text += " alpha=\(number(alpha))" }
        if !isUserInteractionEnabled { text += " userInteractionEnabled=false" }
        if let control = self as? Control, !control.isEnabled { text += " enabled=false" }
        return text
    }
}

extension ViewController {
    /// This controller, its child and presented controllers, and its view's tree (see
    /// `View.recursiveDescription`), for test output. The view is not loaded by asking.
    public var recursiveDescription: String {
        var lines = [description]
        if !children.isEmpty { lines.append("  children: " + children.map(\.description).joined(separator: ", ")) }
        if let presented = presentedViewController { lines.append("  presented: \(presented.description)") }
        if let view = viewIfLoaded {
            lines.append(view.recursiveDescription.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
        } else {
            lines.append("  (view not loaded)")
        }
        return lines.joined(separator: "\n")
    }
}
