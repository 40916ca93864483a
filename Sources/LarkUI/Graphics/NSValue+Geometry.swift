import Foundation

extension NSValue {
    /// A value boxing an array of doubles, the one struct-like shape Linux's `NSValue`
    /// can hold (its encoder rejects structs): objCType `[Nd]`.
    convenience init(doubles: [Double]) {
        // The bytes are copied by the initialiser, so a buffer that outlives only the call is enough.
        let buffer = UnsafeMutablePointer<Double>.allocate(capacity: max(doubles.count, 1))
        buffer.initialize(from: doubles, count: doubles.count)
        defer { buffer.deallocate() }
        self.init(bytes: buffer, objCType: "[\(doubles.count)d]")
    }

    /// The boxed doubles if this value boxes exactly `count` of them, else nil.
    func doubles(count: Int) -> [Double]? {
        guard String(cString: objCType) == "[\(count)d]" else { return nil }
        var values = [Double](repeating: 0, count: count)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return values
    }

    /// A value boxing `transform` (UIKit's `NSValue(cgAffineTransform:)`).
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(doubles: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map({ Double($0) }))
    }

    /// The boxed affine transform; the identity when the value does not box one.
    public var cgAffineTransformValue: CGAffineTransform {
        guard let v = doubles(count: 6)?.map({ CGFloat($0) }) else { return .identity }
        return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }

    /// A value boxing `point` (UIKit's `NSValue(cgPoint:)`).
    public convenience init(cgPoint point: CGPoint) {
        self.init(doubles: [Double(point.x), Double(point.y)])
    }

    /// The boxed point; zero when the value does not box two numbers.
    public var cgPointValue: CGPoint {
        guard let v = doubles(count: 2) else { return .zero }
        return CGPoint(x: v[0], y: v[1])
    }

    /// A value boxing `size` (UIKit's `NSValue(cgSize:)`).
    public convenience init(cgSize size: CGSize) {
        self.init(doubles: [Double(size.width), Double(size.height)])
    }

    /// The boxed size; zero when the value does not box two numbers.
    public var cgSizeValue: CGSize {
        guard let v = doubles(count: 2) else { return .zero }
        return CGSize(width: v[0], height: v[1])
    }

    /// A value boxing `rect` (UIKit's `NSValue(cgRect:)`).
    public convenience init(cgRect rect: CGRect) {
        self.init(doubles: [rect.origin.x, rect.origin.y, rect.width, rect.height].map({ Double($0) }))
    }

    /// The boxed rectangle; zero when the value does not box four numbers.
    public var cgRectValue: CGRect {
        guard let v = doubles(count: 4) else { return .zero }
        return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    /// A value boxing `vector` (UIKit's `NSValue(cgVector:)`).
    public convenience init(cgVector vector: CGVector) {
        self.init(doubles: [Double(vector.dx), Double(vector.dy)])
    }

    /// The boxed vector; zero when the value does not box two numbers.
    public var cgVectorValue: CGVector {
        guard let v = doubles(count: 2) else { return .zero }
        return CGVector(dx: v[0], dy: v[1])
    }
}
