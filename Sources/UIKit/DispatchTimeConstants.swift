// The time constants Darwin's dispatch headers give every file that imports UIKit. Linux's
// Dispatch does not export them, and delay helpers written in Swift 3's day still multiply by
// them (`Double(NSEC_PER_SEC)`).

/// Nanoseconds per second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000
