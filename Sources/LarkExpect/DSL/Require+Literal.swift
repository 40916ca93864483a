/// `require` for a value that is not optional.
///
/// The optional form covers every value; this one exists for a literal inside a closure that
/// returns nothing, e.g. `failsWithErrorMessage(...) { try require(1).toNever(equal(1)) }`:
/// there the optional form would take the subject's type from the closure's `Void` result and
/// reject the literal. Disfavoured, so it is chosen only where the optional form cannot be (a
/// closure literal still goes to a closure form, an optional value to the optional form).
@_disfavoredOverload
@discardableResult
public func require<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @autoclosure @escaping () throws -> T
) -> SyncRequirement<T> {
    SyncRequirement(expression: Expression(
        expression: { try expression() },
        location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column),
        isClosure: true), customError: customError)
}
