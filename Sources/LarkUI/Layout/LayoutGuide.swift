import Foundation

/// A rectangle that takes part in layout without being a view, like `UILayoutGuide`: add it to a
/// view with `addLayoutGuide(_:)`, constrain its anchors, and read `layoutFrame` (in the owning
/// view's coordinates) after layout. Views also own system guides: `safeAreaLayoutGuide`,
/// `layoutMarginsGuide`, and a scroll view's `contentLayoutGuide` and `frameLayoutGuide`.
@preconcurrency @MainActor
open class LayoutGuide: LayoutAnchoring, LayoutItem, @MainActor CustomStringConvertible {
    /// Creates a guide; add it to a view before constraining it.
    public init() {}

    /// The view the guide belongs to (weak, as in UIKit).
    public internal(set) weak var owningView: View?

    /// A name for descriptions and conflict reports.
    open var identifier: String = ""

    /// Which guide of its owning view this is, if it is a system guide.
    var systemRole: SystemGuideRole?

    var activeReferences = 0

    /// The guide's variables in its tree's engine (the engine checks the record is its own).
    var engineRecord: LayoutEngine.Record?

    /// The guide's rectangle in its owning view's coordinates, as the last layout pass found it
    /// (pending layout runs first).
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        owningView.runPendingLayoutBeforeReading()
        return owningView.layoutFrame(of: self)
    }

    /// Whether the guide's position or size is not fully determined by its constraints.
    open var hasAmbiguousLayout: Bool {
        guard let owningView else { return false }
        owningView.runPendingLayoutBeforeReading()
        return LayoutEngineRegistry.isAmbiguous(self)
    }

    var owningLayoutView: View? { owningView }

    func noteReference(_ delta: Int) { activeReferences += delta }

    /// For example `LayoutGuide'spacer'` or `View.safeAreaLayoutGuide`.
    open var description: String {
        if let systemRole, let owningView { return "\(owningView.description).\(systemRole.rawValue)" }
        return identifier.isEmpty ? "LayoutGuide" : "LayoutGuide'\(identifier)'"
    }
}

/// The system guides a view owns.
enum SystemGuideRole: String {
    case safeArea = "safeAreaLayoutGuide"
    case margins = "layoutMarginsGuide"
    case readableContent = "readableContentGuide"
    case content = "contentLayoutGuide"
    case frame = "frameLayoutGuide"
}
