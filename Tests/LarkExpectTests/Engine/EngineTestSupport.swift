import Synchronization

/// An Int that other threads may write: Sendable, so tests can share it with any closure.
final class SharedInt: Sendable {
    private let storage: Mutex<Int>
    init(_ value: Int = 0) { storage = Mutex(value) }
    var value: Int {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
