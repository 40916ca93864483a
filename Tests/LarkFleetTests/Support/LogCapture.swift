import Foundation
import Synchronization
@testable import LarkFleet

/// Collects the lines Fleet writes to standard error.
final class LineCollector: Sendable {
    private let storage = Mutex<[String]>([])
    var lines: [String] { storage.withLock { $0 } }
    func append(_ line: String) { storage.withLock { $0.append(line) } }
}

/// Access to Fleet's internal log sink (task-local, so parallel tests do not see each other's lines).
enum FleetTestHooks {
    static func capturingLog<T>(_ collector: LineCollector, _ body: () throws -> T) rethrows -> T {
        try FleetLog.$sink.withValue({ line in collector.append(line) }) { try body() }
    }
}
