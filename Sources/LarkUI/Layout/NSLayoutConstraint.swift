import Foundation

/// A linear relation between two layout attributes, like UIKit's `NSLayoutConstraint`:
/// `firstItem.firstAttribute (relation) multiplier × secondItem.secondAttribute + constant`.
///
/// Items are views or layout guides, held weakly as in UIKit. An active constraint lives in the
/// `constraints` of the nearest common ancestor of its items and is solved with every other
/// active constraint of its view tree when layout runs.
@preconcurrency @MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible {
    /// The attributes a constraint relates.
    public enum Attribute: Int, Hashable, Sendable, CaseIterable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (the left in a left-to-right layout, the right in a right-to-left one).
        case leading
        /// The trailing edge (the right in a left-to-right layout, the left in a right-to-left one).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the last line of text (the bottom for views without text).
        case lastBaseline
        /// The baseline of the first line of text (the bottom for views without text).
        case firstBaseline = 12
        /// The left edge of the layout margins.
        case leftMargin
        /// The right edge of the layout margins.
        case rightMargin
        /// The top edge of the layout margins.
        case topMargin
        /// The bottom edge of the layout margins.
        case bottomMargin
        /// The leading edge of the layout margins.
        case leadingMargin
        /// The trailing edge of the layout margins.
        case trailingMargin
        /// The horizontal centre of the layout margins.
        case centerXWithinMargins
        /// The vertical centre of the layout margins.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constraint on a constant.
        case notAnAttribute = 0

        /// The same as `lastBaseline`, as in UIKit.
        public static var baseline: Attribute { .lastBaseline }

        /// The axis the attribute lies on, nil for `notAnAttribute`.
        var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
                 .leadingMargin, .trailingMargin, .centerXWithinMargins: .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
                 .bottomMargin, .centerYWithinMargins: .vertical
            case .notAnAttribute: nil
            }
        }

        /// Whether the attribute is a size rather than a position.
        var isDimension: Bool { self == .width || self == .height }

        /// The name UIKit prints, e.g. `leading`, `centerX`.
        var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// How the two sides compare.
    public enum Relation: Int, Hashable, Sendable, CaseIterable {
        /// `≤`
        case lessThanOrEqual = -1
        /// `==`
        case equal = 0
        /// `≥`
        case greaterThanOrEqual = 1

        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// The two layout axes (also `StackView.Axis`).
    public enum Axis: Int, Hashable, Sendable, CaseIterable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// The first item: a `View` or a `LayoutGuide`.
    public private(set) weak var firstItem: AnyObject?
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// The relation between the two sides.
    public let relation: Relation
    /// The second item, nil for a constraint on a constant.
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of the second item (`notAnAttribute` when there is none).
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat

    /// The constant added to the right side. Changing it on an active constraint re-solves
    /// incrementally at the next layout pass.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            if !constant.isFinite {
                modelWarning("Ignoring a non-finite constant \(constant) for \(self).")
                constant = oldValue
                return
            }
            LayoutEngineRegistry.constantDidChange(self)
        }
    }

    /// The priority; only optional priorities may change on an active constraint, as in UIKit.
    open var priority: LayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if !(1...1000).contains(priority.rawValue) {
                modelWarning("Priority \(priority) of \(self) is out of range 1...1000; using \(clampedPriority(priority)).")
                priority = clampedPriority(priority)
                return
            }
            if isActive, oldValue.isRequired != priority.isRequired {
                modelWarning("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(priority) and the existing priority was \(oldValue). (\(self))")
                priority = oldValue
                return
            }
            LayoutEngineRegistry.constraintNeedsReinstall(self)
        }
    }

    /// A name that identifies the constraint in conflict reports and descriptions.
    open var identifier: String?

    /// Whether UIKit archives it (recorded only).
    open var shouldBeArchived = false

    /// Whether the constraint takes part in layout. Setting it true installs the constraint in the
    /// nearest common ancestor of its items (warning, and staying inactive, if there is none).
    open var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { NSLayoutConstraint.activate([self]) } else { NSLayoutConstraint.deactivate([self]) }
        }
    }

    /// The view whose `constraints` hold this constraint while it is active.
    weak var installedView: View?
    /// Set for constraints the model makes itself (intrinsic size, autoresizing, stack views).
    var origin: ConstraintOrigin = .user
    /// A level below every priority, for the stack view's tie-breaks between equal priorities.
    var solverStrengthOverride: LinearSolver.Strength?

    /// A constraint between two attributes, as `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public init(item view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: AnyObject?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier.isFinite ? multiplier : 1
        constant = c.isFinite ? c : 0
    }

    /// The first item as `firstItem`'s anchor (the `NSLayoutAnchor` the constraint started from).
    public var firstAnchor: AnyObject? {
        guard let item = firstItem as? LayoutItem else { return nil }
        return item.anyAnchor(for: firstAttribute)
    }

    /// The second item's anchor, nil for a constraint on a constant.
    public var secondAnchor: AnyObject? {
        guard let item = secondItem as? LayoutItem else { return nil }
        return item.anyAnchor(for: secondAttribute)
    }

    /// Activates every constraint at once, as UIKit's `activate(_:)`. A constraint UIKit would
    /// refuse with an exception (items with no common ancestor, attributes of different axes, a
    /// position related to a size) stays inactive and a model warning names it; the others activate.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where !constraint.isActive {
            do throws(LayoutConstraintError) {
                try constraint.install()
            } catch {
                modelWarning("Unable to activate constraint \(constraint): \(error.reason)", window: constraint.anyWindow)
            }
        }
    }

    /// Activates every constraint, or none: throws the first error UIKit would raise as an
    /// exception, before any is activated.
    public static func activateChecked(_ constraints: [NSLayoutConstraint]) throws(LayoutConstraintError) {
        for constraint in constraints where !constraint.isActive {
            _ = try constraint.validatedHost()
        }
        for constraint in constraints where !constraint.isActive {
            try constraint.install()
        }
    }

    /// Deactivates every constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.uninstall() }
    }

    /// A constraint with the same items and settings but another multiplier (inactive).
    func copy(multiplier: CGFloat) -> NSLayoutConstraint {
        let copy = NSLayoutConstraint(item: firstItem ?? NSNull(), attribute: firstAttribute, relatedBy: relation, toItem: secondItem, attribute: secondAttribute, multiplier: multiplier, constant: constant)
        copy.priority = priority
        copy.identifier = identifier
        return copy
    }

    /// How UIKit prints it, with the identifier first when there is one and items by description:
    /// `<NSLayoutConstraint:save Button "Save".leading == View.leading + 10>`.
    open var description: String {
        var text = "NSLayoutConstraint:"
        if let identifier, !identifier.isEmpty { text += "'\(identifier)' " }
        text += "\(itemName(firstItem)).\(firstAttribute.name) \(relation.symbol) "
        if secondItem != nil {
            var right = ""
            if multiplier != 1 { right += "\(compactNumber(multiplier))*" }
            right += "\(itemName(secondItem)).\(secondAttribute.name)"
            if constant > 0 { right += " + \(compactNumber(constant))" } else if constant < 0 { right += " - \(compactNumber(-constant))" }
            text += right
        } else {
            text += compactNumber(constant)
        }
        if !priority.isRequired { text += " (priority \(priority))" }
        return "<\(text)>"
    }

    private func itemName(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let described = item as? CustomStringConvertible { return described.description }
        return String(describing: type(of: item))
    }
}

/// Why `NSLayoutConstraint.activateChecked(_:)` refused a constraint: the cases where UIKit
/// raises an exception.
public struct LayoutConstraintError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The items have no common ancestor (or an item is gone).
        case noCommonAncestor
        /// The attributes lie on different axes, or a position is related to a size.
        case incompatibleAttributes
        /// The constraint relates a position to a constant, or has an item with a non-layout type.
        case invalidConstraint
    }

    /// What went wrong.
    public let kind: Kind
    /// The refused constraint's description.
    public let constraint: String
    /// UIKit's explanation in a sentence.
    public let reason: String

    /// For example `Unable to activate constraint <...>: they have no common ancestor.`
    public var description: String { "Unable to activate constraint \(constraint): \(reason)" }
}

/// Who made a constraint; the model's own are left out of `View.constraints` of user code
/// questions where UIKit keeps them private.
enum ConstraintOrigin: Equatable {
    case user
    case intrinsic
    case autoresizing
    case stackView
    case guide
}

@MainActor
private func clampedPriority(_ priority: LayoutPriority) -> LayoutPriority {
    LayoutPriority(min(max(priority.rawValue, 1), 1000))
}

extension NSLayoutConstraint {
    /// The window of either item, for warnings.
    var anyWindow: Window? {
        (firstItem as? LayoutItem)?.owningLayoutView?.window ?? (secondItem as? LayoutItem)?.owningLayoutView?.window
    }

    /// The view that would hold the constraint, or the error UIKit would raise.
    func validatedHost() throws(LayoutConstraintError) -> View {
        func fail(_ kind: LayoutConstraintError.Kind, _ reason: String) -> LayoutConstraintError {
            LayoutConstraintError(kind: kind, constraint: description, reason: reason)
        }
        guard let first = layoutItem(firstItem), let firstView = first.owningLayoutView else {
            throw fail(.invalidConstraint, "its first item is not a view or an installed layout guide.")
        }
        if firstAttribute == .notAnAttribute {
            throw fail(.invalidConstraint, "the first attribute is notAnAttribute.")
        }
        guard let secondObject = secondItem else {
            if secondAttribute != .notAnAttribute, secondItem == nil, secondAttribute != .notAnAttribute {
                throw fail(.noCommonAncestor, "its second item is gone.")
            }
            guard firstAttribute.isDimension else {
                throw fail(.invalidConstraint, "a constraint cannot relate a position (\(firstAttribute.name)) to a constant.")
            }
            return firstView
        }
        guard let second = layoutItem(secondObject), let secondView = second.owningLayoutView else {
            throw fail(.invalidConstraint, "its second item is not a view or an installed layout guide.")
        }
        if (firstAttribute.isDirectional && secondAttribute.isLeftOrRight) || (firstAttribute.isLeftOrRight && secondAttribute.isDirectional) {
            throw fail(.incompatibleAttributes, "a constraint cannot be made between a leading/trailing attribute and a right/left attribute (\(firstAttribute.name) and \(secondAttribute.name)). Use leading/trailing for both or neither.")
        }
        guard firstAttribute.axis == secondAttribute.axis || (firstAttribute.isDimension && secondAttribute.isDimension) else {
            throw fail(.incompatibleAttributes, "a constraint cannot relate a \(firstAttribute.name) anchor to a \(secondAttribute.name) anchor: they lie on different axes.")
        }
        guard firstAttribute.isDimension == secondAttribute.isDimension else {
            throw fail(.incompatibleAttributes, "a constraint cannot relate a size to a position (\(firstAttribute.name) and \(secondAttribute.name)).")
        }
        guard let host = View.nearestCommonAncestor(firstView, secondView) else {
            throw fail(.noCommonAncestor, "the items \(bracketed(first as? CustomStringConvertible)) and \(bracketed(second as? CustomStringConvertible)) have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal.")
        }
        return host
    }

    func install() throws(LayoutConstraintError) {
        guard installedView == nil else { return }
        let host = try validatedHost()
        install(on: host)
        LayoutEngineRegistry.constraintDidActivate(self, host: host)
    }

    /// Installs the constraint in `host`, which must be the view `validatedHost()` returns; the
    /// caller tells the engine.
    func install(on host: View) {
        host.layoutState.makeExtras().installed.append(self)
        installedView = host
        // Each item read once, with class casts: views have side tables (they are weakly
        // referenced), so every extra retain and release of one takes the slow path.
        let first = firstItem
        NSLayoutConstraint.noteInstalled(first)
        NSLayoutConstraint.noteInstalled(secondItem)
        if origin == .user, let view = first as? View { view.noteUsesAutoLayout() }
    }

    /// An item of a constraint just installed: its tree uses Auto Layout from now on, and a
    /// guide counts the constraint.
    private static func noteInstalled(_ item: AnyObject?) {
        guard let item else { return }
        if let view = item as? View {
            view.markSubtreeUsesAutoLayout()
        } else if let guide = item as? LayoutGuide {
            guide.owningView?.markSubtreeUsesAutoLayout()
            guide.noteReference(+1)
        }
    }

    func uninstall() {
        guard let host = installedView else { return }
        host.layoutState.makeExtras().installed.removeAll { $0 === self }
        installedView = nil
        layoutItem(firstItem)?.noteReference(-1)
        layoutItem(secondItem)?.noteReference(-1)
        LayoutEngineRegistry.constraintDidDeactivate(self, host: host)
    }
}
