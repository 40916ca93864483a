import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing reference files with POSIX calls, which tell a missing file (record it)
/// from one that cannot be read (fail) by `errno`.
enum SnapshotFile {
    /// What reading a reference found.
    enum Contents: Equatable {
        case text(String)
        /// Neither the file nor, possibly, its folder exists.
        case missing
        case failed(SnapshotProblem)
    }

    /// Reads the file at `path` whole.
    static func contents(of path: String) -> Contents {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            return code == ENOENT ? .missing : .failed(.unreadable(path: path, reason: reason(code)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failed(.unreadable(path: path, reason: reason(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .failed(.unreadable(path: path, reason: "it is not a regular file")) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            guard count > 0 else {
                if errno == EINTR { continue }
                return .failed(.unreadable(path: path, reason: reason(errno)))
            }
            bytes += buffer[..<count]
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failed(.notText(path: path)) }
        return .text(text)
    }

    /// How writing ended when the reference must not be replaced.
    enum WriteOutcome: Equatable {
        case written
        /// A file was already there (written meanwhile by another process); it was left alone.
        case alreadyThere
        case failed(SnapshotProblem)
    }

    /// Writes `text` to `path` in one step, creating the folder: readers see the old file or the
    /// new one, never a part. With `replacing: false` an existing file is never touched.
    static func store(_ text: String, at path: String, replacing: Bool) -> WriteOutcome {
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return .failed(.writeFailed(path: path, reason: "cannot create its folder: \(error.localizedDescription)"))
        }
        // A temporary file beside the target, so the final step is a rename or link within one
        // file system; its name starts with a dot and cannot be a snapshot's.
        let temporary = folder + "/.lark-snapshot-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return .failed(.writeFailed(path: path, reason: reason(errno))) }
        var written = true
        var failure = ""
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 {
                if errno == EINTR { continue }
                written = false
                failure = reason(errno)
                break
            }
            offset += count
        }
        bytes = []
        if close(descriptor) != 0, written {
            written = false
            failure = reason(errno)
        }
        defer { unlink(temporary) }
        guard written else { return .failed(.writeFailed(path: path, reason: failure)) }
        if replacing {
            return rename(temporary, path) == 0 ? .written : .failed(.writeFailed(path: path, reason: reason(errno)))
        }
        // `link` fails when the target exists: the check and the write are one step.
        if link(temporary, path) == 0 { return .written }
        return errno == EEXIST ? .alreadyThere : .failed(.writeFailed(path: path, reason: reason(errno)))
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
