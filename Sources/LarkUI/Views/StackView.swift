import Foundation

/// Arranges subviews in a row or column, like `UIStackView`: it lays out `arrangedSubviews`
/// (each also a subview) with constraints it makes and keeps up to date, by `axis`,
/// `distribution`, `alignment` and spacing (see Layout/StackView+Layout.swift).
@MainActor
open class StackView: View {
    /// Stacking directions: UIKit's `axis` is an `NSLayoutConstraint.Axis`.
    public typealias Axis = NSLayoutConstraint.Axis

    /// A horizontal stack view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack view as a storyboard makes it. Not failable, as UIKit's.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// A stack view arranging `views` in order.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// The arranged views, in order.
    public private(set) var arrangedSubviews: [View] = []
    /// The stacking direction (horizontal by default).
    open var axis: Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }
    /// The gap between arranged views.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { arrangementDidChange() } }
    }

    /// Appends `view` to the arranged views (and subviews).
    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arranged views at `index` (and adds it as a subview).
    open func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
        arrangedSubviewDidJoin(view)
    }

    /// Removes `view` from the arranged views; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        arrangementDidChange()
    }

    /// Removing an arranged view from the hierarchy also removes it from the arranged views.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
        arrangementDidChange()
    }
}
