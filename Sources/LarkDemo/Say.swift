import Foundation

/// Writes a line to standard output unbuffered, so the report interleaves correctly with the
/// failures the engine prints to standard error (even when both are piped).
func say(_ text: String = "") {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
