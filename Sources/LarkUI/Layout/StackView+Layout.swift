import Foundation

/// What a stack view keeps for its arrangement.
@MainActor
final class StackLayoutState {
    var distribution: StackView.Distribution = .fill
    var alignment: StackView.Alignment = .fill
    var isLayoutMarginsRelativeArrangement = false
    var isBaselineRelativeArrangement = false
    var customSpacing: [(view: WeakView, spacing: CGFloat)] = []
    var generated: [NSLayoutConstraint] = []
    var spacers: [LayoutGuide] = []
    var needsRebuild = true
}

/// A weak reference to a view.
@MainActor
struct WeakView {
    weak var view: View?
}

extension StackView {
    /// How arranged views share the stack's length, as `UIStackView.Distribution`.
    public enum Distribution: Int, Hashable, Sendable, CaseIterable {
        /// Views fill the length; when they do not fit, the one with the lowest compression
        /// resistance shrinks, when there is room the one with the lowest hugging grows.
        case fill
        /// Views fill the length with equal sizes.
        case fillEqually
        /// Views fill the length in proportion to their intrinsic sizes.
        case fillProportionally
        /// Views keep their intrinsic sizes; the room left is shared equally between them.
        case equalSpacing
        /// Views keep their intrinsic sizes; their centres are equally far apart.
        case equalCentering
    }

    /// How arranged views sit across the stack's axis, as `UIStackView.Alignment`.
    public enum Alignment: Int, Hashable, Sendable, CaseIterable {
        /// Views fill the stack's width (vertical stack) or height (horizontal stack).
        case fill
        /// Views sit at the leading edge (vertical stack) or the top (horizontal stack).
        case leading
        /// Horizontal stacks only: views line up their first baselines.
        case firstBaseline
        /// Views are centred.
        case center
        /// Views sit at the trailing edge (vertical stack) or the bottom (horizontal stack).
        case trailing
        /// Horizontal stacks only: views line up their last baselines.
        case lastBaseline

        /// The top edge, for horizontal stacks (the same as `leading`).
        public static var top: Alignment { .leading }
        /// The bottom edge, for horizontal stacks (the same as `trailing`).
        public static var bottom: Alignment { .trailing }
    }

    /// `customSpacing(after:)` of a view without custom spacing: the stack's `spacing` applies.
    public nonisolated static let spacingUseDefault: CGFloat = CGFloat(Float.greatestFiniteMagnitude)
    /// As a spacing: the system spacing (8 points in the model).
    public nonisolated static let spacingUseSystem: CGFloat = CGFloat(Float.leastNonzeroMagnitude)

    var stackState: StackLayoutState {
        let extras = layoutState.makeExtras()
        if let stack = extras.stack { return stack }
        let made = StackLayoutState()
        extras.stack = made
        return made
    }

    /// How arranged views share the stack's length (`.fill` by default).
    public var distribution: Distribution {
        get { layoutState.extras?.stack?.distribution ?? .fill }
        set { stackState.distribution = newValue; arrangementDidChange() }
    }

    /// How arranged views sit across the axis (`.fill` by default).
    public var alignment: Alignment {
        get { layoutState.extras?.stack?.alignment ?? .fill }
        set { stackState.alignment = newValue; arrangementDidChange() }
    }

    /// Whether arranged views are laid out within the layout margins instead of the bounds.
    public var isLayoutMarginsRelativeArrangement: Bool {
        get { layoutState.extras?.stack?.isLayoutMarginsRelativeArrangement ?? false }
        set { stackState.isLayoutMarginsRelativeArrangement = newValue; arrangementDidChange() }
    }

    /// Whether a vertical stack measures spacing between baselines of text.
    public var isBaselineRelativeArrangement: Bool {
        get { layoutState.extras?.stack?.isBaselineRelativeArrangement ?? false }
        set { stackState.isBaselineRelativeArrangement = newValue; arrangementDidChange() }
    }

    /// Sets the spacing after `arrangedSubview` (which must be arranged in this stack), in place
    /// of `spacing`; `StackView.spacingUseDefault` removes it.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        let state = stackState
        state.customSpacing.removeAll { $0.view.view == nil || $0.view.view === arrangedSubview }
        if spacing != StackView.spacingUseDefault { state.customSpacing.append((WeakView(view: arrangedSubview), spacing)) }
        arrangementDidChange()
    }

    /// The spacing set after `arrangedSubview`, or `StackView.spacingUseDefault`.
    public func customSpacing(after arrangedSubview: View) -> CGFloat {
        layoutState.extras?.stack?.customSpacing.first { $0.view.view === arrangedSubview }?.spacing ?? StackView.spacingUseDefault
    }

    func arrangedSubviewDidJoin(_ view: View) {
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangementDidChange()
    }

    /// The arrangement must be made again at the next update pass.
    func arrangementDidChange() {
        stackState.needsRebuild = true
        noteUsesAutoLayout()
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    private func gap(after view: View) -> CGFloat {
        var value = customSpacing(after: view)
        if value == StackView.spacingUseDefault { value = spacing }
        return value == StackView.spacingUseSystem ? View.systemSpacing : value
    }

    func rebuildArrangementIfNeeded() {
        let state = stackState
        guard state.needsRebuild else { return }
        state.needsRebuild = false
        NSLayoutConstraint.deactivate(state.generated)
        for spacer in state.spacers { removeLayoutGuide(spacer) }
        state.generated = []
        state.spacers = []
        var made: [NSLayoutConstraint] = []
        func add(_ constraint: NSLayoutConstraint, _ identifier: String, priority: LayoutPriority = .required) {
            constraint.identifier = identifier
            constraint.priority = priority
            constraint.origin = .stackView
            made.append(constraint)
        }
        let horizontal = axis == .horizontal
        let container: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let start: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let end: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        let crossStart: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossEnd: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let crossLength: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        func relate(_ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ b: AnyObject?, _ ba: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0) -> NSLayoutConstraint {
            NSLayoutConstraint(item: a, attribute: aa, relatedBy: relation, toItem: b, attribute: ba, multiplier: multiplier, constant: constant)
        }
        let visible = arrangedSubviews.filter { !$0.isHidden }
        for hidden in arrangedSubviews where hidden.isHidden {
            add(relate(hidden, length, .equal, nil, .notAnAttribute), "UISV-hiding")
            add(relate(hidden, start, .equal, container, start), "UISV-hiding")
            add(relate(hidden, crossStart, .equal, container, crossStart), "UISV-hiding")
        }
        if visible.isEmpty {
            let tiny = relate(container, length, .equal, nil, .notAnAttribute)
            add(tiny, "UISV-canvas-fit", priority: .fittingSizeLevel)
            tiny.solverStrengthOverride = .tieBreak(1)
        }
        if let first = visible.first, let last = visible.last {
            add(relate(first, start, .equal, container, start), "UISV-canvas-connection")
            add(relate(last, end, .equal, container, end), "UISV-canvas-connection")
        }
        let distribution = self.distribution
        let baselineSpacing = isBaselineRelativeArrangement && !horizontal
        for index in visible.indices.dropLast() {
            let a = visible[index], b = visible[index + 1]
            let space = gap(after: a)
            let relation: NSLayoutConstraint.Relation = (distribution == .equalSpacing || distribution == .equalCentering) ? .greaterThanOrEqual : .equal
            if baselineSpacing {
                add(relate(b, .firstBaseline, relation, a, .lastBaseline, constant: space), "UISV-spacing")
            } else {
                add(relate(b, start, relation, a, end, constant: space), "UISV-spacing")
            }
        }
        switch distribution {
        case .fill:
            // Equal hugging is broken by order: later views hug a little harder, so the first
            // view with the lowest hugging takes up the room.
            for (index, view) in visible.enumerated() {
                let tie = relate(view, length, .equal, nil, .notAnAttribute)
                add(tie, "UISV-fill-order", priority: .fittingSizeLevel)
                tie.solverStrengthOverride = .tieBreak(Double(index + 1))
            }
        case .fillEqually:
            for view in visible.dropFirst() { add(relate(view, length, .equal, visible[0], length), "UISV-fill-equally") }
        case .fillProportionally:
            let sizes = visible.map { view -> CGFloat in
                let size = view.intrinsicContentSize
                return max(0, horizontal ? size.width : size.height)
            }
            let total = sizes.reduce(0, +)
            let gaps = visible.indices.dropLast().reduce(CGFloat(0)) { $0 + gap(after: visible[$1]) }
            if total > 0 {
                for (index, view) in visible.enumerated() {
                    let share = sizes[index] / total
                    add(relate(view, length, .equal, container, length, multiplier: share, constant: -gaps * share), "UISV-fill-proportionally", priority: LayoutPriority(999))
                }
            } else {
                for view in visible.dropFirst() { add(relate(view, length, .equal, visible[0], length), "UISV-fill-equally") }
            }
        case .equalSpacing, .equalCentering:
            var spacers: [LayoutGuide] = []
            for index in visible.indices.dropLast() {
                let spacer = LayoutGuide()
                spacer.identifier = distribution == .equalSpacing ? "UISV-distributing" : "UISV-centering"
                addLayoutGuide(spacer)
                spacers.append(spacer)
                let a = visible[index], b = visible[index + 1]
                let from: NSLayoutConstraint.Attribute = distribution == .equalSpacing ? end : center
                let to: NSLayoutConstraint.Attribute = distribution == .equalSpacing ? start : center
                add(relate(spacer, start, .equal, a, from), "UISV-distributing-edge")
                add(relate(spacer, end, .equal, b, to), "UISV-distributing-edge")
                add(relate(spacer, crossStart, .equal, container, crossStart), "UISV-distributing-edge")
                add(relate(spacer, crossLength, .equal, nil, .notAnAttribute), "UISV-distributing-edge")
            }
            let priority: LayoutPriority = distribution == .equalSpacing ? .required : LayoutPriority(999)
            for spacer in spacers.dropFirst() {
                add(relate(spacer, length, .equal, spacers[0], length), distribution == .equalSpacing ? "UISV-fill-equally" : "UISV-equal-centering", priority: priority)
            }
            state.spacers = spacers
        }
        // Across the axis.
        let alignment = self.alignment
        for (index, view) in visible.enumerated() {
            switch alignment {
            case .fill:
                add(relate(view, crossStart, .equal, container, crossStart), "UISV-alignment")
                add(relate(view, crossEnd, .equal, container, crossEnd), "UISV-alignment")
            case .leading:
                add(relate(view, crossStart, .equal, container, crossStart), "UISV-alignment")
                add(relate(view, crossEnd, .lessThanOrEqual, container, crossEnd), "UISV-spanning-boundary")
            case .trailing:
                add(relate(view, crossEnd, .equal, container, crossEnd), "UISV-alignment")
                add(relate(view, crossStart, .greaterThanOrEqual, container, crossStart), "UISV-spanning-boundary")
            case .center:
                add(relate(view, crossCenter, .equal, container, crossCenter), "UISV-alignment")
                add(relate(view, crossStart, .greaterThanOrEqual, container, crossStart), "UISV-spanning-boundary")
                add(relate(view, crossEnd, .lessThanOrEqual, container, crossEnd), "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                if horizontal {
                    let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                    if index > 0 { add(relate(view, baseline, .equal, visible[0], baseline), "UISV-alignment") }
                    add(relate(view, crossStart, .greaterThanOrEqual, container, crossStart), "UISV-spanning-boundary")
                    add(relate(view, crossEnd, .lessThanOrEqual, container, crossEnd), "UISV-spanning-boundary")
                } else {
                    add(relate(view, crossStart, .equal, container, crossStart), "UISV-alignment")
                    add(relate(view, crossEnd, .equal, container, crossEnd), "UISV-alignment")
                }
            }
        }
        if alignment != .fill, !(alignment == .firstBaseline && !horizontal), !(alignment == .lastBaseline && !horizontal), !visible.isEmpty {
            // The stack hugs its tallest (widest) view unless something else sizes it.
            let fit = relate(container, crossLength, .equal, nil, .notAnAttribute)
            add(fit, "UISV-canvas-fit", priority: .fittingSizeLevel)
            fit.solverStrengthOverride = .tieBreak(1)
        }
        state.generated = made
        activateArrangement(made)
    }

    /// Activates the arrangement's constraints. They are valid by construction, and each one's
    /// host (the nearest common ancestor of its items) is known: the stack, or the item itself
    /// for a constraint on a constant. So they skip `activate(_:)`'s checks, and the engine is
    /// told once for all of them; an arranged view that is not a subview takes the checked path.
    private func activateArrangement(_ made: [NSLayoutConstraint]) {
        guard arrangedSubviews.allSatisfy({ $0.superview === self }) else {
            NSLayoutConstraint.activate(made)
            return
        }
        layoutState.makeExtras().installed.reserveCapacity(layoutState.extras!.installed.count + made.count)
        for constraint in made {
            let host = constraint.secondItem == nil ? (constraint.firstItem as? View ?? self) : self
            constraint.install(on: host)
        }
        LayoutEngineRegistry.constraintsDidActivate(made, in: self)
    }
}
