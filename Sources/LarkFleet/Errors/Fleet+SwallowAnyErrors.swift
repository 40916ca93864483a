import Foundation

extension Fleet {
    /// Runs `body`; if it throws, writes
    /// `<fileID>:<line>: Fleet.swallowAnyErrors caught an error: <message>` to standard error and
    /// returns the error instead of propagating it, so the test carries on. Only thrown errors
    /// are caught (crashes are not). Returns nil when `body` did not throw.
    @discardableResult
    public static func swallowAnyErrors<Failure: Error>(
        fileID: String = #fileID,
        line: Int = #line,
        _ body: () throws(Failure) -> Void
    ) -> Failure? {
        do {
            try body()
            return nil
        } catch {
            FleetLog.write("\(fileID):\(line): Fleet.swallowAnyErrors caught an error: \(describe(error))")
            return error
        }
    }

    private static func describe(_ error: some Error) -> String {
        if let fleetError = error as? any HelperError { return fleetError.message }
        return String(describing: error)
    }
}
