// A code block of docs/nimble-compatibility.md, verbatim: ReadmeCodeTests fails if they drift apart,
// and this file compiling (and, for tests, passing) proves that code works.

import Testing

func checkedIndex(_ index: Int, count: Int) -> Int {
    precondition(index < count, "index \(index) out of range 0..<\(count)")
    return index
}

@Test func anOutOfRangeIndexStopsTheProcess() async {
    await #expect(processExitsWith: .failure) {
        _ = checkedIndex(5, count: 3)
    }
}
