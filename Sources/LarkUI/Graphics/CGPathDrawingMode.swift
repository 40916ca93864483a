/// What `CGContext.drawPath(using:)` paints, CoreGraphics' `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Hashable, Sendable, CaseIterable {
    /// Fill with the winding rule.
    case fill = 0
    /// Fill with the even-odd rule.
    case eoFill = 1
    /// Stroke.
    case stroke = 2
    /// Fill with the winding rule, then stroke.
    case fillStroke = 3
    /// Fill with the even-odd rule, then stroke.
    case eoFillStroke = 4
}
