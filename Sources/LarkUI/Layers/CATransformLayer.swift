import Foundation

/// A layer that only groups its sublayers in 3D, Core Animation's `CATransformLayer` (stored only).
open class CATransformLayer: CALayer {}
