import Foundation

extension CGContext {
    /// Runs `draw` between `saveGState()` and `restoreGState()`, after setting `blendMode` and
    /// `alpha` when given: the shape of every UIKit drawing call that must leave the context's
    /// state as it found it (`fill(with:alpha:)`, `draw(in:blendMode:alpha:)`, ...).
    func inSavedState(blendMode: CGBlendMode? = nil, alpha: CGFloat? = nil, _ draw: () -> Void) {
        saveGState()
        if let blendMode { setBlendMode(blendMode) }
        if let alpha { setAlpha(alpha) }
        draw()
        restoreGState()
    }
}
