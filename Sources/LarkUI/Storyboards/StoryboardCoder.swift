import Foundation

/// The archive the model's storyboards "decode" controllers and views from: it holds nothing,
/// so every value an `init?(coder:)` asks for is absent (nil, zero, false) instead of raising
/// as an abstract `NSCoder` would.
final class StoryboardCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeInt32(forKey key: String) -> Int32 { 0 }
    override func decodeInt64(forKey key: String) -> Int64 { 0 }
    override func decodeFloat(forKey key: String) -> Float { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
}

extension ViewController {
    /// A new `T` made as a storyboard makes it: `init?(coder:)`, then `awakeFromNib()`.
    /// Nil when `T`'s `init?(coder:)` fails.
    public static func instantiatedFromStoryboard<T: ViewController>(_ type: T.Type) -> T? {
        guard let controller = T(coder: StoryboardCoder()) else { return nil }
        controller.awakeFromNib()
        return controller
    }
}
