import Foundation
import LarkRuntime

/// Every image identity handed out so far: the next fresh one, and those cached by name.
private struct ImageIdentities {
    var next: UInt64 = 1
    var named: [String: UInt64] = [:]

    mutating func fresh() -> UInt64 {
        defer { next += 1 }
        return next
    }
}

private let imageIdentities = Locked(ImageIdentities())

/// An image with identity semantics, the model's stand-in for `UIImage`.
///
/// Two images are equal only when one is a copy of the other, as UIKit's pointer comparison of
/// `UIImage` objects. `Image(named:)` and `Image(systemName:)` cache by name for the whole
/// process, like UIKit's image cache, so asking twice for the same name gives equal images;
/// `Image(size:)` makes a new identity on every call. No pixels exist.
public struct Image: Hashable, Sendable, CustomStringConvertible {
    private let identity: UInt64
    /// The asset or symbol name, if the image was created by name.
    public let name: String?
    /// Whether the image is a system symbol (`Image(systemName:)`).
    public let isSymbolImage: Bool
    /// The nominal size in points.
    public let size: CGSize
    /// The nominal scale factor.
    public let scale: CGFloat

    /// A new, distinct image of the given nominal size.
    public init(size: CGSize = CGSize(width: 1, height: 1), scale: CGFloat = 1) {
        identity = imageIdentities.withLock { $0.fresh() }
        name = nil
        isSymbolImage = false
        self.size = size
        self.scale = scale
    }

    /// The image named `name`; every call with the same name returns an equal image.
    /// Unlike UIKit this never fails, since the model has no asset catalogue.
    public init(named name: String) {
        self.init(cachedName: name, isSymbol: false)
    }

    /// The system symbol named `name`; cached by name like `init(named:)`.
    public init(systemName name: String) {
        self.init(cachedName: name, isSymbol: true)
    }

    private init(cachedName name: String, isSymbol: Bool) {
        let key = (isSymbol ? "system:" : "asset:") + name
        identity = imageIdentities.withLock { identities in
            if let existing = identities.named[key] { return existing }
            let fresh = identities.fresh()
            identities.named[key] = fresh
            return fresh
        }
        self.name = name
        isSymbolImage = isSymbol
        size = CGSize(width: 1, height: 1)
        scale = 1
    }

    /// Equal only when both values share one identity (one is a copy of the other).
    public static func == (lhs: Image, rhs: Image) -> Bool { lhs.identity == rhs.identity }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }

    /// For example `Image(named: "turtle")`, `Image(systemName: "star")` or `Image#7`.
    public var description: String {
        guard let name else { return "Image#\(identity)" }
        return isSymbolImage ? "Image(systemName: \"\(name)\")" : "Image(named: \"\(name)\")"
    }
}
