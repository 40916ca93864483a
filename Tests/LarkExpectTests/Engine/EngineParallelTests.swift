import LarkExpect
import Testing

/// Handlers are task-local: many tasks, each gathering its own expectations at the same time,
/// see exactly their own verdicts — none lost, none misrouted.
@Suite struct EngineParallelTests {
    @Test func manyTasksEachSeeOnlyTheirOwnVerdicts() async {
        let tasks = 64
        let perTask = 200
        let outcomes = await withTaskGroup(of: (Int, [AssertionRecord]).self) { group in
            for id in 0..<tasks {
                group.addTask {
                    let records = await gatherExpectations(silently: true) {
                        for index in 0..<perTask {
                            // Every third expectation fails; each message names its task.
                            expect(id).to(equal(index % 3 == 0 ? -id - 1 : id))
                            if index % 50 == 0 { await Task.yield() }
                        }
                    }
                    return (id, records)
                }
            }
            var all: [(Int, [AssertionRecord])] = []
            for await outcome in group { all.append(outcome) }
            return all
        }
        #expect(outcomes.count == tasks)
        for (id, records) in outcomes {
            #expect(records.count == perTask)
            let failures = records.filter { !$0.success }
            #expect(failures.count == (perTask + 2) / 3)
            #expect(failures.allSatisfy { $0.message.stringValue == "expected to equal <\(-id - 1)>, got <\(id)>" })
        }
    }
}
