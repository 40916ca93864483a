import Foundation

extension NSLayoutConstraint {
    /// Options for `constraints(withVisualFormat:options:metrics:views:)`, as
    /// `NSLayoutConstraint.FormatOptions`: how the views of a format line up across its axis, the
    /// direction a horizontal format runs in, and how vertical spacing is measured.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The options' bits, as UIKit numbers them.
        public let rawValue: UInt

        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Line up the left edges (vertical formats).
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Line up the right edges (vertical formats).
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Line up the top edges (horizontal formats).
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Line up the bottom edges (horizontal formats).
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Line up the leading edges (vertical formats).
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Line up the trailing edges (vertical formats).
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Line up the horizontal centres (vertical formats).
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Line up the vertical centres (horizontal formats).
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Line up the last baselines (horizontal formats).
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Line up the first baselines (horizontal formats).
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// A horizontal format runs from the leading edge to the trailing edge (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format runs from left to right whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from right to left whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Spacing is measured between the views' edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing between views is measured from one's last baseline to the next one's
        /// first baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bits.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)

        /// The attributes the alignment bits name.
        var alignmentAttributes: [Attribute] {
            let named: [(FormatOptions, Attribute)] = [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
                (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
                (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
            ]
            return named.filter { contains($0.0) }.map(\.1)
        }
    }
}
