import Foundation

extension NSValue {
    /// A value boxing `t`, as QuartzCore's `NSValue(caTransform3D:)` (for keyframe `values` and
    /// `fromValue`/`toValue`). Linux's `NSValue` cannot box structs, so the sixteen entries are
    /// stored as an array of doubles.
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(doubles: t.rows.flatMap { $0 }.map { Double($0) })
    }

    /// The boxed transform; the identity when the value does not box one.
    public var caTransform3DValue: CATransform3D {
        guard let entries = doubles(count: 16) else { return .identity }
        let values = entries.map { CGFloat($0) }
        return CATransform3D(rows: [Array(values[0..<4]), Array(values[4..<8]), Array(values[8..<12]), Array(values[12..<16])])
    }
}
