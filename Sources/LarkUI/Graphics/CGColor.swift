import Foundation

// TEMPORARY STUB: replaced by the graphics branch.
public final class CGColor: Sendable {
    public let components: [CGFloat]?
    public let alpha: CGFloat
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        self.alpha = alpha
    }
}
