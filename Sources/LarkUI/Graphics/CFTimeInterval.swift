import Foundation

/// A duration in seconds, Core Foundation's `CFTimeInterval` (Core Animation's timing unit).
public typealias CFTimeInterval = Double
