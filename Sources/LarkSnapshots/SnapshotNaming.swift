import LarkTestContext

/// File names from test names, safe and distinct: every character outside a small portable set
/// becomes `_`, and a name that lost characters or length gets a short hash of the original, so
/// two names never share a file and none can leave the snapshot folder (no `/`, no `..`, no NUL
/// or control characters, no leading dot).
enum SnapshotNaming {
    /// The longest name component, in bytes: with `.<n>.<extension>` it stays well below the
    /// 255 bytes file systems allow.
    static let maxLength = 120

    /// The base of a snapshot's file name (before `.<n>.txt`): the test's name, for a
    /// parameterized case followed by its arguments: `Suite.greets(name)[Ada]`.
    static func baseName(for test: RunningTestName) -> String {
        var builder = Builder()
        builder.append(signatureShortened(test.test), allowing: "(),")
        var original = test.test
        if let arguments = test.arguments {
            builder.append("[", allowing: "[")
            for (index, argument) in arguments.enumerated() {
                if index > 0 { builder.append(",", allowing: ",") }
                // No brackets or commas inside a value: the list's boundaries stay unambiguous.
                builder.append(argument, allowing: "")
            }
            builder.append("]", allowing: "]")
            original += "\u{1}" + arguments.joined(separator: "\u{1}")
        }
        return builder.finished(original: original)
    }

    /// A name given with `named:`, made safe the same way.
    static func component(_ name: String) -> String {
        var builder = Builder()
        builder.append(name, allowing: "(),[]")
        // A name of digits alone would read as a counted snapshot's number.
        if !name.isEmpty, name.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) { builder.markLossy() }
        return builder.finished(original: name)
    }

    /// `name(label:other:)` → `name(label,other)`, `name()` → `name`: the usual shape of a Swift
    /// Testing test's name, shortened without losing what tells overloads apart.
    static func signatureShortened(_ name: String) -> String {
        guard name.hasSuffix(")"), let open = name.lastIndex(of: "(") else { return name }
        let labels = name[name.index(after: open)..<name.index(before: name.endIndex)]
        guard !labels.isEmpty else { return String(name[..<open]) }
        guard labels.hasSuffix(":"), !labels.contains(",") else { return name }
        return name[..<open] + "(" + labels.dropLast().replacing(":", with: ",") + ")"
    }

    /// Builds a name from parts, replacing what is not allowed and noting whether it did.
    struct Builder {
        private(set) var text = ""
        private(set) var lossy = false
        private var previous: Unicode.Scalar?

        /// Appends `part`: letters, digits, `-`, `_`, `+`, `=` and `.` are kept (a dot neither
        /// first nor after a dot), as are the scalars of `extra`; anything else becomes `_`.
        mutating func append(_ part: String, allowing extra: String) {
            for scalar in part.unicodeScalars {
                let kept: Bool
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", "-", "_", "+", "=": kept = true
                case ".": kept = previous != nil && previous != "."
                default: kept = extra.unicodeScalars.contains(scalar)
                }
                let written: Unicode.Scalar = kept ? scalar : "_"
                lossy = lossy || !kept
                text.unicodeScalars.append(written)
                previous = written
            }
        }

        /// Asks for the hash even though nothing was replaced.
        mutating func markLossy() { lossy = true }

        /// The name; when characters were replaced, or it was too long or empty, it is cut to fit
        /// and `~` and a hash of `original` follow, so distinct originals stay distinct.
        func finished(original: String) -> String {
            guard lossy || text.isEmpty || text.utf8.count > SnapshotNaming.maxLength else { return text }
            let kept = text.unicodeScalars.prefix(SnapshotNaming.maxLength - 13)  // "~" + 12 hex digits
            return String(String.UnicodeScalarView(kept)) + "~" + stableHash(original)
        }
    }

    /// 48 bits of FNV-1a over the UTF-8 bytes, in hex: the same on every run and platform
    /// (unlike `Hasher`, which is seeded per process).
    static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash & 0xffff_ffff_ffff, radix: 16)
        return String(repeating: "0", count: 12 - hex.count) + hex
    }

    /// Whether `pathExtension` is usable as is: 1 to 16 ASCII letters and digits.
    static func isSafeExtension(_ pathExtension: String) -> Bool {
        (1...16).contains(pathExtension.utf8.count)
            && pathExtension.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }
}
