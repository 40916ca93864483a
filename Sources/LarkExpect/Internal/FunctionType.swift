/// Whether `T` is a function type, such as `() throws -> Int`.
///
/// The first word of a type's runtime metadata is its kind, and a function type's kind is 0x302
/// (part of the Swift ABI; a class's first word is a pointer, never that small).
func isFunctionType<T>(_: T.Type) -> Bool {
    unsafeBitCast(T.self as Any.Type, to: UnsafeRawPointer.self).load(as: UInt.self) == 0x302
}
