import Foundation
import LarkUI

/// `(150, 10)`: a point as refusals name it.
func pointText(_ point: CGPoint) -> String {
    "(\(exactNumber(point.x)), \(exactNumber(point.y)))"
}

/// `(0, 0, 100, 44)`: a rectangle as refusals name it (origin, then size).
func rectText(_ rect: CGRect) -> String {
    "(\([rect.minX, rect.minY, rect.width, rect.height].map(exactNumber).joined(separator: ", ")))"
}
