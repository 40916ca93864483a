// `import QuartzCore` for screen code on Linux: the layers and animations (`CALayer`,
// `CAShapeLayer`, `CABasicAnimation`, `CATransaction`, `CATransform3D`, ...) are the model's, in
// LarkUI, which this module re-exports with Foundation, as the UIKit module does.
@_exported import Foundation
@_exported import LarkUI
