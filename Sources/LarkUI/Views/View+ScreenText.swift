import Foundation

extension View {
    /// The tree below this view as a user perceives it, one line per view, indented by depth:
    /// the kind and the text it shows, then what a user notices about it. Deterministic (no
    /// addresses, no frames, no hash order), so it suits text snapshots and failure output.
    ///
    /// ```text
    /// Window
    ///   ItemsViewController
    ///     TableView
    ///       TableViewCell [selected]
    ///         View
    ///           Label "Milk"
    ///     Button#add "Add" [disabled]
    ///     Switch [on]
    ///     Slider [value 0.5 (0 to 1)]
    ///     SegmentedControl "Week" segments=["Day", "Week" (selected), "Month"]
    ///     Button "Sort" [menu on tap]
    ///     TextField placeholder="Email" [editing]
    ///     View#banner [hidden, 2 views inside]
    /// ```
    ///
    /// A controller's root view is shown as the controller. A hidden or transparent view, and
    /// the view of a controller under an alert or a full-screen presentation, is shown with
    /// what it hides counted, not listed. Accessibility labels, values and hints set
    /// on a view, and traits set explicitly, are shown; `accessibilityText` lists what a VoiceOver
    /// user would meet instead. Past `maximumLines` views, the rest are counted.
    public func screenText(maximumLines: Int = 2_000) -> String {
        renderTree(maximumLines: maximumLines, descendsInto: { !$0.isConcealed && $0.nodeCover == nil }) { view in
            var notes = view.screenNotes
            if let cover = view.nodeCover { notes.append("covered by \(cover.cover)") }
            if view.isConcealed || view.nodeCover != nil {
                let inside = view.descendantCount
                if inside > 0 { notes.append("\(inside) view\(inside == 1 ? "" : "s") inside") }
            }
            return view.screenLine(notes: notes)
        }
    }

    /// Hidden or below 0.01 alpha: what is inside is not seen.
    private var isConcealed: Bool { isHidden || !(alpha >= Reachability.minimumAlpha) }

    /// One line of `screenText`, without indentation.
    private func screenLine(notes: [String]) -> String {
        screenName + screenProperties + (notes.isEmpty ? "" : " [\(notes.joined(separator: ", "))]")
    }

    /// The part of the screen around `subject`, for a failure message: the views from this one
    /// (the root) down to the subject, the subject's siblings and its own subviews, at most
    /// `siblings` of each with the rest counted, the subject and `culprit` marked. Bounded
    /// whatever the size of the screen.
    ///
    /// ```text
    /// View#root
    ///   StackView [alpha 0]  ← culprit: has alpha 0
    ///     Button "Save"  ← subject
    ///     Button "Cancel"
    /// ```
    public func screenText(around subject: View, culprit: (view: View, note: String)? = nil, siblings: Int = 6) -> String {
        var chain = [subject]
        while chain.last !== self, let parent = chain.last?.superview { chain.append(parent) }
        chain.reverse()
        var lines: [String] = []
        func indent(_ depth: Int) -> String { String(repeating: "  ", count: min(depth, 12)) }
        func line(_ view: View, _ depth: Int) {
            var text = indent(depth) + view.screenLine(notes: view.screenNotes)
            if view === subject {
                text += "  ← subject" + (culprit.map { $0.view === subject ? ": \($0.note)" : "" } ?? "")
            } else if let culprit, view === culprit.view {
                text += "  ← culprit: \(culprit.note)"
            }
            lines.append(text)
        }
        // The ancestors above the subject's parent; a long chain keeps its first three and last
        // five, so depths shown are positions in what is listed, not in the tree.
        var depth = 0
        let above = chain.dropLast(2)
        for (index, view) in above.enumerated() {
            if above.count > 8, index >= 3, index < above.count - 5 {
                if index == 3 {
                    lines.append(indent(depth) + "… \(above.count - 8) more …")
                    depth += 1
                }
                continue
            }
            line(view, depth)
            depth += 1
        }
        func children(of view: View, _ depth: Int) {
            for child in view.subviews.prefix(siblings) { line(child, depth) }
            if view.subviews.count > siblings { lines.append(indent(depth) + "… \(view.subviews.count - siblings) more inside") }
        }
        guard chain.count > 1, let parent = subject.superview else {
            line(subject, depth)
            children(of: subject, depth + 1)
            return lines.joined(separator: "\n")
        }
        line(parent, depth)
        let all = parent.subviews
        let at = all.firstIndex { $0 === subject } ?? 0
        let low = max(0, min(at - siblings / 2, all.count - siblings)), high = min(all.count, low + siblings)
        if low > 0 { lines.append(indent(depth + 1) + "… \(low) more before") }
        for view in all[low..<high] {
            line(view, depth + 1)
            if view === subject { children(of: view, depth + 2) }
        }
        if high < all.count { lines.append(indent(depth + 1) + "… \(all.count - high) more after") }
        return lines.joined(separator: "\n")
    }

    /// The controller whose view this is, else the view's description.
    private var screenName: String {
        owningViewController?.description ?? description
    }

    /// ` placeholder="Email" image="plus" label="Close"`: what a user reads besides the text.
    private var screenProperties: String {
        var parts: [String] = []
        if let field = self as? TextField, field.hasText, let placeholder = field.placeholder {
            parts.append("placeholder=\(String(reflecting: placeholder))")
        }
        if let field = self as? TextField, !field.hasText, field.placeholder != nil {
            parts.append("(placeholder)")
        }
        if let alert = owningViewController as? AlertController {
            // An alert's actions are not views, but a user sees them as buttons.
            let actions = alert.actions.map { String(reflecting: $0.title ?? "") + " (\($0.style))" + ($0.isEnabled ? "" : " [disabled]") }
            parts.append("actions=[\(actions.joined(separator: ", "))]")
        }
        if let segments = self as? SegmentedControl, segments.numberOfSegments > 0 {
            // Every segment a user sees, the selected one marked.
            let titles = (0..<segments.numberOfSegments).map { index in
                String(reflecting: segments.titleForSegment(at: index) ?? "")
                    + (index == segments.selectedSegmentIndex ? " (selected)" : "")
                    + (segments.isEnabledForSegment(at: index) ? "" : " [disabled]")
            }
            parts.append("segments=[\(titles.joined(separator: ", "))]")
        }
        let image = (self as? ImageView)?.image ?? (self as? Button)?.currentImage
        if let name = image?.name { parts.append("image=\(String(reflecting: name))") }
        if let label = accessibility.label { parts.append("label=\(String(reflecting: label))") }
        if let value = accessibility.value { parts.append("value=\(String(reflecting: value))") }
        if let hint = accessibility.hint { parts.append("hint=\(String(reflecting: hint))") }
        if let traits = accessibility.traits, !traits.isEmpty { parts.append("traits=\(traits)") }
        return parts.map { " " + $0 }.joined()
    }

    /// `hidden`, `alpha 0.5`, `disabled`, `on`, `selected`, `value 0.5 (0 to 1)`, `menu`,
    /// `editing`, `no touches`.
    private var screenNotes: [String] {
        var notes: [String] = []
        if isHidden { notes.append("hidden") }
        if alpha != 1 { notes.append("alpha \(exactNumber(alpha))") }
        // Only where it keeps touches from something: a control, or a view with views inside
        // (labels and image views ignore touches by default, as in UIKit).
        if !isUserInteractionEnabled, self is Control || !subviews.isEmpty { notes.append("no touches") }
        if let control = self as? Control {
            if !control.isEnabled { notes.append("disabled") }
            if control.isSelected { notes.append("selected") }
        }
        if let toggle = self as? Switch { notes.append(toggle.isOn ? "on" : "off") }
        if let slider = self as? Slider {
            notes.append("value \(shownNumber(slider.value)) (\(shownNumber(slider.minimumValue)) to \(shownNumber(slider.maximumValue)))")
        }
        if let stepper = self as? Stepper {
            notes.append("value \(shownNumber(stepper.value)) (\(shownNumber(stepper.minimumValue)) to \(shownNumber(stepper.maximumValue)))")
        }
        if let button = self as? Button, button.menu != nil { notes.append(button.showsMenuAsPrimaryAction ? "menu on tap" : "menu") }
        if let cell = self as? TableViewCell, cell.isSelected { notes.append("selected") }
        if isFirstResponder { notes.append("editing") }
        return notes
    }

    /// `3`, `0.5`, `0.1`: the shortest text that reads back as the value, without a `.0`.
    private func shownNumber<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// How many views are below this one.
    private var descendantCount: Int {
        var count = 0
        var stack = subviews
        while let view = stack.popLast() {
            count += 1
            stack.append(contentsOf: view.subviews)
        }
        return count
    }

    /// The accessibility elements a VoiceOver user would meet below this view, one per line, in
    /// reading order (top to bottom, then leading to trailing: right to left where
    /// `semanticContentAttribute` forces it): each element's label, value, traits and hint.
    /// Only elements a user can see count (docs/reachability.md), and an element's own subviews
    /// are not elements of their own, as in UIKit. As VoiceOver does, it skips a view with
    /// `accessibilityElementsHidden` and all inside it, and the siblings of a shown view with
    /// `accessibilityViewIsModal`; a view with `accessibilityElements` is read as those
    /// elements, in that order, together.
    ///
    /// ```text
    /// "Milk", traits=[staticText]
    /// "Save", traits=[button]
    /// "Notifications", value="1", traits=[button]
    /// ```
    public var accessibilityText: String {
        accessibilityUnits(under: self, root: self).flatMap(\.lines).joined(separator: "\n")
    }

    /// The elements and groups below `container` (itself excluded), in reading order; positions
    /// are in `root`'s coordinates. Iterative over plain views, so any depth works; a group
    /// (`accessibilityElements`) recurses once per level of groups.
    private func accessibilityUnits(under container: View, root: View) -> [AccessibilityUnit] {
        var units: [AccessibilityUnit] = []
        let start = container === root ? CGPoint.zero : container.origin(in: root)
        var stack: [(view: View, origin: CGPoint)] = []
        func pushSubviews(of view: View, at origin: CGPoint) {
            let inside = CGPoint(x: origin.x - view.bounds.minX, y: origin.y - view.bounds.minY)
            // VoiceOver ignores the siblings of a shown modal view.
            let readable = view.shownModalSubview.map { [$0] } ?? view.subviews
            for subview in readable.reversed() {
                stack.append((subview, CGPoint(x: inside.x + subview.frame.minX, y: inside.y + subview.frame.minY)))
            }
        }
        pushSubviews(of: container, at: start)
        while let (view, origin) = stack.popLast() {
            if view.isHidden || !(view.alpha >= Reachability.minimumAlpha) || view.accessibilityElementsHidden { continue }
            let frame = CGRect(origin: origin, size: view.bounds.size)
            if view.isAccessibilityElement {
                if ReachabilityWalk(from: view, upTo: .node(root)).isVisible {
                    units.append(AccessibilityUnit(frame: frame, order: units.count, lines: [view.accessibilityLine]))
                }
                continue
            }
            if let elements = view.accessibilityElements {
                let lines = elements.flatMap { accessibilityLines(of: $0, root: root) }
                if !lines.isEmpty { units.append(AccessibilityUnit(frame: frame, order: units.count, lines: lines)) }
                continue
            }
            pushSubviews(of: view, at: origin)
        }
        let rightToLeft = container.readsRightToLeft
        return units.sorted { lhs, rhs in
            let across = rightToLeft ? (-lhs.frame.maxX, -rhs.frame.maxX) : (lhs.frame.minX, rhs.frame.minX)
            return (lhs.frame.minY, across.0, lhs.order) < (rhs.frame.minY, across.1, rhs.order)
        }
    }

    /// The lines of one entry of an `accessibilityElements` list: a view that is an element, the
    /// elements inside a view that is not, or another accessible object; nothing for what a
    /// user cannot perceive.
    private func accessibilityLines(of element: Any, root: View) -> [String] {
        guard let view = element as? View else {
            guard let object = element as? any Accessible, object.isAccessibilityElement else { return [] }
            return [accessibilityLine(label: object.accessibilityLabel, value: object.accessibilityValue, traits: object.accessibilityTraits, hint: object.accessibilityHint)]
        }
        if view.isHidden || !(view.alpha >= Reachability.minimumAlpha) || view.accessibilityElementsHidden { return [] }
        if view.isAccessibilityElement {
            return ReachabilityWalk(from: view, upTo: .node(root)).isVisible ? [view.accessibilityLine] : []
        }
        if let elements = view.accessibilityElements { return elements.flatMap { accessibilityLines(of: $0, root: root) } }
        return accessibilityUnits(under: view, root: root).flatMap(\.lines)
    }

    /// `"Save", value="On", traits=[button], hint="Saves the draft"`.
    private var accessibilityLine: String {
        accessibilityLine(label: accessibilityLabel, value: accessibilityValue, traits: accessibilityTraits, hint: accessibilityHint)
    }

    private func accessibilityLine(label: String?, value: String?, traits: AccessibilityTraits, hint: String?) -> String {
        var parts = [label.map { String(reflecting: $0) } ?? "(no label)"]
        if let value { parts.append("value=\(String(reflecting: value))") }
        if !traits.isEmpty { parts.append("traits=\(traits)") }
        if let hint { parts.append("hint=\(String(reflecting: hint))") }
        return parts.joined(separator: ", ")
    }
}

extension ViewSearchRoot {
    /// `View.screenText` of what this root shows (a controller's loaded view, a window, the key
    /// window), or a line saying there is nothing to show.
    public var screenText: String {
        searchedView?.screenText() ?? "(\(searchDescription): no view to show)"
    }

    /// `View.accessibilityText` of what this root shows, or a line saying there is nothing.
    public var accessibilityText: String {
        searchedView?.accessibilityText ?? "(\(searchDescription): no view to show)"
    }
}

/// One thing VoiceOver reads in turn: an element (one line) or a group of elements an
/// `accessibilityElements` list keeps together, placed by its view's frame.
private struct AccessibilityUnit {
    let frame: CGRect
    /// Tree order, which breaks ties of position.
    let order: Int
    let lines: [String]
}
