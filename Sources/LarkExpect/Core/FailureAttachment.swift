import LarkTestContext

/// A text file that goes with a failure, for what does not fit in a message: a view tree, the
/// full renderings of two large values.
///
/// Swift Testing keeps it with the failing test (`swift test --attachments-path DIR` writes
/// it out); a recorder keeps it in `FailureMessage.attachments`; XCTest on Linux, which has no
/// attachments, gets the message alone.
///
/// A matcher attaches files while its failure message is built, i.e. from the message
/// autoclosure of its `PredicateResult`, which runs only when the verdict is reported:
///
/// ```swift
/// PredicateResult(bool: matches, message: {
///     FailureAttachment.attach(FailureAttachment(name: "response.json", contents: body))
///     return .expectedActualValueTo("be a valid response")
/// }())
/// ```
public struct FailureAttachment: Sendable, Equatable {
    /// The file name, e.g. `view tree.txt`.
    public let name: String
    /// The text of the file.
    public let contents: String

    /// An attachment named `name` holding `contents`.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }

    /// Adds `attachment` to the failure whose message is being built. Outside the building of
    /// a message (e.g. in a matcher's passing path) it does nothing.
    public static func attach(_ attachment: FailureAttachment) {
        AttachmentCollector.current?.add(attachment)
    }
}

/// Gathers the attachments (and the first-line shortenings, `ShownLineShortening`) added while
/// one failure message is built. Task-local, so messages built at the same time in parallel
/// tests never mix their files.
final class AttachmentCollector: Sendable {
    @TaskLocal static var current: AttachmentCollector?

    /// What matchers added, in order: one lock for both, taken once per addition.
    struct Gathered: Sendable {
        var attachments: [FailureAttachment] = []
        var shortenings: [ShownLineShortening] = []
    }

    private let gathered = Locked(Gathered())

    /// What was added so far.
    var current: Gathered { gathered.current }

    func add(_ attachment: FailureAttachment) {
        gathered.withLock { $0.attachments.append(attachment) }
    }

    func addShortening(_ shortening: ShownLineShortening) {
        gathered.withLock { $0.shortenings.append(shortening) }
    }
}
