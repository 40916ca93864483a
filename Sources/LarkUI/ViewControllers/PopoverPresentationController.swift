import Foundation

/// The presentation controller of a `.popover` presentation (`UIPopoverPresentationController`):
/// where the popover points. On a phone UIKit adapts popovers to sheets unless the delegate
/// returns `.none`; the model keeps the presenter visible either way.
@preconcurrency @MainActor
open class PopoverPresentationController: PresentationController {
    /// The directions the arrow may point (`UIPopoverArrowDirection`).
    public struct ArrowDirection: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Directions from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Up.
        public static let up = ArrowDirection(rawValue: 1 << 0)
        /// Down.
        public static let down = ArrowDirection(rawValue: 1 << 1)
        /// Left.
        public static let left = ArrowDirection(rawValue: 1 << 2)
        /// Right.
        public static let right = ArrowDirection(rawValue: 1 << 3)
        /// Any direction.
        public static let any: ArrowDirection = [.up, .down, .left, .right]
        /// Not yet known.
        public static let unknown = ArrowDirection([])
    }

    /// The view the popover points at (weak).
    open weak var sourceView: View?
    /// The rectangle in `sourceView` it points at.
    open var sourceRect: CGRect = .zero
    /// The bar button item it points at, instead of a view (weak).
    open weak var barButtonItem: BarButtonItem?
    /// What it points at, a view or a bar button item (iOS 16's single property; setting it sets
    /// `sourceView` or `barButtonItem`).
    open var sourceItem: PopoverPresentationControllerSourceItem? {
        get { barButtonItem ?? sourceView }
        set {
            sourceView = newValue as? View
            barButtonItem = newValue as? BarButtonItem
        }
    }
    /// The directions the arrow may take (`.any` by default).
    open var permittedArrowDirections: ArrowDirection = .any
    /// The direction the arrow took: the first permitted one once presented.
    open var arrowDirection: ArrowDirection {
        guard containerView != nil else { return .unknown }
        return [ArrowDirection.up, .down, .left, .right].first { permittedArrowDirections.contains($0) } ?? .unknown
    }
    /// Views that stay interactive while the popover shows (stored).
    open var passthroughViews: [View]?
    /// The popover's background colour (stored).
    open var backgroundColor: Color?
    /// Whether the popover may go over the source (stored).
    open var canOverlapSourceViewRect = false
    /// The popover's delegate (the adaptivity delegate, with popover-specific questions).
    open var popoverDelegate: (any PopoverPresentationControllerDelegate)? {
        get { delegate as? PopoverPresentationControllerDelegate }
        set { delegate = newValue }
    }
}

/// The delegate of a popover presentation (`UIPopoverPresentationControllerDelegate`).
@preconcurrency @MainActor
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// Called before the popover is presented.
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
    /// Does nothing by default.
    public func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {}
}
