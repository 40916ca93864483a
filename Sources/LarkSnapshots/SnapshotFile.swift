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
        /// The file's bytes, as they are: comparing them with a rendering needs no decoding.
        case bytes([UInt8])
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
        // One byte more than the size, so that a file growing meanwhile is still read whole.
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var total = 0
        while true {
            if total == bytes.count { bytes += [UInt8](repeating: 0, count: max(4096, bytes.count)) }
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + total, $0.count - total) }
            if count == 0 { break }
            guard count > 0 else {
                if errno == EINTR { continue }
                return .failed(.unreadable(path: path, reason: reason(errno)))
            }
            total += count
        }
        bytes.removeLast(bytes.count - total)
        return .bytes(bytes)
    }

    /// Whether `bytes` are exactly the UTF-8 of `text` (no Unicode equivalence: a reference is
    /// kept byte for byte).
    static func bytes(_ bytes: [UInt8], areTheUTF8Of text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            guard bytes.count == utf8.count else { return false }
            guard let textStart = utf8.baseAddress else { return true }
            return bytes.withUnsafeBytes { memcmp($0.baseAddress!, textStart, utf8.count) == 0 }
        }
    }

    /// The reference's text, for a difference; nil when it is not UTF-8.
    static func text(of bytes: [UInt8]) -> String? {
        String(validating: bytes, as: UTF8.self)
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
