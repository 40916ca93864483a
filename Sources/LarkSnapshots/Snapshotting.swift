/// How a value becomes the text of its snapshot: a rendering, and the extension of the reference
/// file it is kept in (`txt` gives `testLogin.1.txt`).
///
/// ```swift
/// extension Snapshotting where Value == Receipt {
///     static let receipt = Snapshotting(pathExtension: "txt") { $0.lines.joined(separator: "\n") }
/// }
/// expect(receipt).to(matchSnapshot(as: .receipt))
/// ```
///
/// `render` runs when the expectation is evaluated, on the caller's actor. A strategy is not
/// `Sendable`, so one made in a `@MainActor` context keeps that isolation and may read
/// main-actor state (a view tree, say) without hopping.
public struct Snapshotting<Value> {
    /// The reference file's extension, without the dot: ASCII letters and digits only.
    public let pathExtension: String
    /// The text the value is kept as.
    public let render: (Value) -> String

    /// A strategy that renders values with `render` into `.<pathExtension>` files.
    public init(pathExtension: String = "txt", render: @escaping (Value) -> String) {
        self.pathExtension = pathExtension
        self.render = render
    }

    /// This strategy for another type: values are converted with `transform`, then rendered.
    public func pullback<Other>(_ transform: @escaping (Other) -> Value) -> Snapshotting<Other> {
        let render = self.render
        return Snapshotting<Other>(pathExtension: pathExtension) { render(transform($0)) }
    }
}

extension Snapshotting where Value == String {
    /// The string itself, in a `.txt` file: what `matchSnapshot()` uses.
    public static var lines: Snapshotting<String> {
        Snapshotting(pathExtension: "txt") { $0 }
    }
}

extension Snapshotting {
    /// `String(describing:)` of the value, in a `.txt` file.
    public static var described: Snapshotting<Value> {
        Snapshotting(pathExtension: "txt") { String(describing: $0) }
    }
}
