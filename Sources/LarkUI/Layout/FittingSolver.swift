import Foundation

/// `systemLayoutSizeFitting`: a separate engine over the view's subtree, with the view's own
/// size free and pulled towards the target size at the given priorities. It leaves no trace on
/// the views (no frames set, no layout marked).
@MainActor
enum FittingSolver {
    static func size(of view: View, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        LayoutPass.updateConstraints(in: view)
        let engine = LayoutEngine(root: view, isFitting: true)
        engine.solve()
        guard let record = engine.record(of: view) else { return view.bounds.size }
        let width = NSLayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: target.width)
        width.priority = horizontal
        let height = NSLayoutConstraint(item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: target.height)
        height.priority = vertical
        engine.addFittingConstraint(width)
        engine.addFittingConstraint(height)
        engine.solve()
        let size = engine.frame(of: record).size
        return CGSize(width: max(0, size.width), height: max(0, size.height))
    }
}
