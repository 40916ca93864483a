/// Whether `T` is a function type, such as `() throws -> Int`: its name has an arrow outside
/// every bracket (`Array<() -> Int>` and `(Int, () -> Int)` hold functions, they are not one).
/// By name rather than by the runtime's metadata layout, which costs too little to matter
/// (docs/performance-shortcuts.md).
func isFunctionType<T>(_: T.Type) -> Bool {
    // A function value is two words (code and context): other sizes skip the name lookup.
    guard MemoryLayout<T>.size == MemoryLayout<() -> Void>.size else { return false }
    var depth = 0
    var afterDash = false
    for byte in _typeName(T.self, qualified: false).utf8 {
        if byte == UInt8(ascii: ">") && afterDash {
            if depth == 0 { return true }
        } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "[") {
            depth += 1
        } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "]") {
            depth -= 1
        }
        afterDash = byte == UInt8(ascii: "-")
    }
    return false
}
