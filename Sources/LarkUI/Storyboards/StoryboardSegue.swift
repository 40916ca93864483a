import Foundation

/// A segue being performed, like `UIStoryboardSegue`: passed to `prepare(for:sender:)` before
/// the destination's view loads, then performed.
@preconcurrency @MainActor
open class StoryboardSegue: @MainActor CustomStringConvertible {
    /// The segue's identifier.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: ViewController
    /// The controller the segue leads to.
    public let destination: ViewController
    private let performHandler: (@MainActor () -> Void)?
    private var kindHandler: (@MainActor (StoryboardSegue) -> Void)?

    /// Creates a segue that does nothing when performed unless a subclass overrides `perform()`.
    public init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
    }

    /// Creates a segue that runs `performHandler` when performed.
    public init(identifier: String?, source: ViewController, destination: ViewController, performHandler: @escaping @MainActor () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
    }

    /// A segue performed by `handler`, which receives the segue (storyboard segue kinds).
    init(identifier: String, source: ViewController, destination: ViewController, kindHandler: @escaping @MainActor (StoryboardSegue) -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        self.kindHandler = kindHandler
    }

    /// Shows the destination.
    open func perform() {
        performHandler?()
        kindHandler?(self)
    }

    /// For example `StoryboardSegue "ShowCrab" AnimalListViewController → CrabViewController`.
    open var description: String {
        "StoryboardSegue \"\(identifier ?? "")\" \(source) → \(destination)"
    }
}
