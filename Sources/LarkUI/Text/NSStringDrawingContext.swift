import Foundation

/// What string measuring reports back (`NSStringDrawingContext`): the model never shrinks text,
/// so `actualScaleFactor` stays 1; `totalBounds` is the last measured rectangle.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale text may shrink to (stored).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was measured at (always 1 in the model).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the last measuring took.
    open internal(set) var totalBounds: CGRect = .zero
}
