/// Nimble's short name for `beIdenticalTo(_:)`: passes when the actual object is `expected`.
///
/// Message: `expected to be identical to <0x…>, got <0x…>`.
public func be(_ expected: AnyObject?) -> Predicate<AnyObject> {
    beIdenticalTo(expected)
}
