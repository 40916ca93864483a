// `import CoreGraphics` for screen code on Linux, where Apple's framework does not exist. Linux's
// Foundation has `CGFloat`, `CGPoint`, `CGSize` and `CGRect`; the rest (`CGAffineTransform`,
// `CGContext`, `CGColor`, `CGPath`, `CGImage`, `CGVector`, ...) is the model's, in LarkUI, because
// some of it changes what a user can see. So this module re-exports both, as the UIKit module does.
@_exported import Foundation
@_exported import LarkUI
