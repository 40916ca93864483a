import LarkTestContext

/// Which snapshot files the running test cases have taken: numbers each case's unnamed
/// snapshots from 1, and notices two test cases (or one case, twice with the same `named:`)
/// reaching for the same file. Per test case (LarkRuntime's `PerTestCase`), so parallel Swift
/// Testing cases never share a counter and ended cases' counters are swept. Touched once per
/// snapshot expectation, at its first evaluation.
enum SnapshotRegistry {
    private struct CaseState: Sendable {
        var count = 0
        var names: Set<String> = []
    }

    private struct State: Sendable {
        var cases = PerTestCase<CaseState>()
        /// Snapshot key (snapshot folder, then file name) → the test that first took it.
        var owners: [String: String] = [:]
    }

    private static let state = Locked(State())

    /// Takes the next file name for the running test case: `<base>.<n>` (counted) or
    /// `<base>.<name>` (named), in `folder`.
    static func take(test: RunningTestName, named name: String?, folder: String) -> Result<String, SnapshotProblem> {
        let base = SnapshotNaming.baseName(for: test)
        return state.withLock { state in
            let taken: String? = state.cases.update(for: test.testCase, initial: CaseState.init) { entry in
                if let name {
                    let component = SnapshotNaming.component(name)
                    guard entry.names.insert(component).inserted else { return nil }
                    return base + "." + component
                }
                entry.count += 1
                return base + ".\(entry.count)"
            }
            guard let stem = taken else { return .failure(.nameUsedTwice(name ?? "")) }
            // The same test run again (a repetition) may take its own files again; an unknown
            // identity (see `RunningTestName.identity`) is neither checked nor remembered.
            guard let owner = test.identity else { return .success(stem) }
            let key = folder + "\u{1}" + stem
            if let previous = state.owners[key], previous != owner {
                return .failure(.fileShared(stem: stem, otherTest: previous.replacing("\u{1}", with: " ")))
            }
            state.owners[key] = owner
            return .success(stem)
        }
    }
}
