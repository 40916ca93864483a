import Foundation

extension View {
    /// `intrinsicContentSize` uses it on an axis with no intrinsic size (-1, as in UIKit).
    public nonisolated static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size `systemLayoutSizeFitting(_:)` can find: aim for zero.
    public nonisolated static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size `systemLayoutSizeFitting(_:)` can find: aim very large.
    public nonisolated static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
    /// The spacing `constraint(equalToSystemSpacingAfter:multiplier:)` multiplies (8 points).
    nonisolated static let systemSpacing: CGFloat = 8

    /// How a view keeping its frame (`translatesAutoresizingMaskIntoConstraints`) follows changes
    /// of its superview's size, as `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The raw bits, as UIKit numbers them.
        public let rawValue: UInt
        /// A mask from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin takes up a change of width.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width takes up a change of width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin takes up a change of width.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin takes up a change of height.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height takes up a change of height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin takes up a change of height.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    // MARK: Constraint-based layout switches

    /// Whether the view keeps the frame you set (true, the default) or constraints decide it
    /// (false). A view that keeps its frame takes part in constraints with that frame fixed, and
    /// follows its superview's size changes by `autoresizingMask`.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState.translatesAutoresizingMask }
        set {
            guard newValue != layoutState.translatesAutoresizingMask else { return }
            layoutState.translatesAutoresizingMask = newValue
            if !newValue { noteUsesAutoLayout() }
            LayoutEngineRegistry.itemNeedsRebuild(self)
        }
    }

    /// How the frame follows the superview's size while the view keeps its frame (none by default).
    public var autoresizingMask: AutoresizingMask {
        get { layoutState.autoresizingMask }
        set { layoutState.autoresizingMask = newValue }
    }

    /// Whether subviews follow this view's size by their `autoresizingMask` (true by default).
    public var autoresizesSubviews: Bool {
        get { layoutState.autoresizesSubviews }
        set { layoutState.autoresizesSubviews = newValue }
    }

    /// The active constraints this view holds (those whose nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { layoutState.extras?.installed ?? [] }

    /// Activates `constraint` (UIKit's older API; the constraint goes to the items' common
    /// ancestor, as `isActive = true` does).
    public func addConstraint(_ constraint: NSLayoutConstraint) { NSLayoutConstraint.activate([constraint]) }
    /// Activates the constraints.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { NSLayoutConstraint.deactivate([constraint]) }
    /// Deactivates the constraints.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// The constraints that take part in the view's position or size on `axis` (active ones
    /// naming the view, including the model's own for intrinsic size and frames).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var current: View? = self
        while let view = current {
            for constraint in view.constraints where constraint.firstAttribute.axis == axis {
                if constraint.firstItem === self || constraint.secondItem === self { result.append(constraint) }
            }
            current = view.superview
        }
        return result
    }

    // MARK: Anchors (the edges, sizes and centres are `LayoutAnchoring`'s; only views have baselines)

    /// The baseline of the first line of text (the bottom edge for views without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (the bottom edge for views without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Layout guides

    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [LayoutGuide] { layoutState.extras?.guides ?? [] }

    /// Adds a guide to the view (moving it from another view, whose constraints on it go).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        if let owner = guide.owningView, owner !== self { owner.removeLayoutGuide(guide) }
        guard guide.owningView !== self else { return }
        guide.owningView = self
        layoutState.makeExtras().guides.append(guide)
    }

    /// Removes a guide; its constraints are deactivated.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        deactivateConstraints(naming: guide)
        layoutState.makeExtras().guides.removeAll { $0 === guide }
        guide.owningView = nil
        LayoutEngineRegistry.itemNeedsRebuild(self)
    }

    /// The part of the view no bar, notch or home indicator covers, as a guide.
    public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea) }
    /// The view's layout margins as a guide.
    public var layoutMarginsGuide: LayoutGuide { systemGuide(.margins) }
    /// A guide for readable text: the margins guide, at most 672 points wide, centred.
    public var readableContentGuide: LayoutGuide { systemGuide(.readableContent) }

    func systemGuide(_ role: SystemGuideRole) -> LayoutGuide {
        let extras = layoutState.makeExtras()
        func make() -> LayoutGuide {
            let guide = LayoutGuide()
            guide.owningView = self
            guide.systemRole = role
            return guide
        }
        switch role {
        case .safeArea:
            if extras.safeAreaGuide == nil { extras.safeAreaGuide = make() }
            return extras.safeAreaGuide!
        case .margins:
            if extras.marginsGuide == nil { extras.marginsGuide = make() }
            return extras.marginsGuide!
        case .readableContent:
            if extras.readableGuide == nil { extras.readableGuide = make() }
            return extras.readableGuide!
        case .content:
            if extras.contentGuide == nil { extras.contentGuide = make() }
            return extras.contentGuide!
        case .frame:
            if extras.frameGuide == nil { extras.frameGuide = make() }
            return extras.frameGuide!
        }
    }

    // MARK: Safe area and margins

    /// How far the safe area is inset from each edge of the bounds: what the window's simulated
    /// insets and controllers' `additionalSafeAreaInsets` cover of this view.
    public var safeAreaInsets: EdgeInsets {
        runPendingLayoutBeforeReading()
        return computedSafeAreaInsets()
    }

    /// The view's layout margins (8 points on each side by default; a controller's root view
    /// keeps at least the system minimum of 16 on the sides). Setting them re-lays out.
    public var layoutMargins: EdgeInsets {
        get { layoutState.extras?.layoutMargins ?? defaultLayoutMargins }
        set {
            layoutState.makeExtras().layoutMargins = newValue
            marginsDidChangeForLayout()
        }
    }

    /// The layout margins by leading and trailing edge (leading is the right edge when the view
    /// arranges its content right to left).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return NSDirectionalEdgeInsets(margins) }
            return NSDirectionalEdgeInsets(top: margins.top, leading: margins.right, bottom: margins.bottom, trailing: margins.left)
        }
        set {
            guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { layoutMargins = newValue.edgeInsets; return }
            layoutMargins = EdgeInsets(top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
        }
    }

    /// Whether the margins are measured from the safe area (true by default).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState.extras?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            layoutState.makeExtras().insetsLayoutMarginsFromSafeArea = newValue
            marginsDidChangeForLayout()
        }
    }

    /// Whether the view takes its superview's margins where they reach into it (false by default).
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState.extras?.preservesSuperviewLayoutMargins ?? false }
        set {
            layoutState.makeExtras().preservesSuperviewLayoutMargins = newValue
            marginsDidChangeForLayout()
        }
    }

    // MARK: Content hugging and compression resistance

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 by
    /// default; 251 for labels, image views and buttons' horizontal axis... as UIKit sets them).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> LayoutPriority {
        guard let hugging = layoutState.extras?.hugging else { return defaultHuggingPriority(for: axis) }
        return axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// Sets the hugging priority on `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let extras = layoutState.makeExtras()
        var hugging = extras.hugging ?? (defaultHuggingPriority(for: .horizontal), defaultHuggingPriority(for: .vertical))
        if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
        extras.hugging = hugging
        intrinsicContentSizeDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> LayoutPriority {
        guard let compression = layoutState.extras?.compression else { return .defaultHigh }
        return axis == .horizontal ? compression.horizontal : compression.vertical
    }

    /// Sets the compression resistance priority on `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let extras = layoutState.makeExtras()
        var compression = extras.compression ?? (.defaultHigh, .defaultHigh)
        if axis == .horizontal { compression.horizontal = priority } else { compression.vertical = priority }
        extras.compression = compression
        intrinsicContentSizeDidChange()
    }

    // MARK: Passes

    /// Marks the view for layout: its `layoutSubviews` runs at the next pass (before anything
    /// reads frames for a test, or at `layoutIfNeeded()`).
    public func setNeedsLayout() {
        layoutState.needsLayout = true
        markAncestorsSubtreeNeedsLayout()
    }

    /// Runs pending layout now, as UIKit's `layoutIfNeeded()`: constraint updates and solving for
    /// the tree, then `layoutSubviews` top down for the marked views of this view's subtree (from
    /// the topmost ancestor that needs layout too, with no gap between), with the controller
    /// callbacks around root views. Views elsewhere in the tree keep their pending layout until
    /// their own pass (every reader of frames for a test runs the whole tree's).
    public func layoutIfNeeded() {
        LayoutPass.run(from: self, scoped: true)
    }

    /// Marks the view's constraints for update: `updateConstraints` runs at the next pass.
    public func setNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        layoutState.usesAutoLayout = true
        markSubtreeUsesAutoLayout()
        markAncestorsSubtreeNeedsUpdate()
    }

    /// Whether `updateConstraints` is pending.
    public func needsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }

    /// Runs pending constraint updates for the view and its subviews now (bottom up).
    public func updateConstraintsIfNeeded() {
        LayoutPass.updateConstraints(in: self)
    }

    /// Whether the view's frame is not fully determined by its constraints (always false for a
    /// view that keeps its frame).
    public var hasAmbiguousLayout: Bool {
        runPendingLayoutBeforeReading()
        return LayoutEngineRegistry.isAmbiguous(self)
    }

    // MARK: Fitting sizes

}

extension Label {
    /// The width at which a multi-line label wraps when layout asks for its intrinsic size
    /// (0, the default, wraps at the width layout gives it).
    public var preferredMaxLayoutWidth: CGFloat {
        get { layoutState.extras?.preferredMaxLayoutWidth ?? 0 }
        set {
            layoutState.makeExtras().preferredMaxLayoutWidth = newValue
            invalidateIntrinsicContentSize()
        }
    }
}
