import Foundation

/// Where the helpers' own log lines go: standard error, unless a test scoped a sink.
enum FleetLog {
    /// Replaces standard error for the current task (used by LarkFleet's own tests).
    @TaskLocal
    static var sink: (@Sendable (String) -> Void)?

    static func write(_ line: String) {
        if let sink {
            sink(line)
        } else {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }
}
