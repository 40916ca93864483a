import Foundation

// TEMPORARY STUB: replaced by the graphics branch.
@MainActor
open class CALayer {
    public required init() {}
    weak var hostView: View?
    open var cornerRadius: CGFloat = 0
}
