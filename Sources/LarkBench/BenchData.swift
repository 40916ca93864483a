/// Inputs built at run time from a seed, so the optimiser cannot fold comparisons away.
/// "Equal" values are separately allocated (strings longer than 15 bytes live on the heap).
final class BenchData {
    static let size = 1024
    static let mask = size - 1
    static let arrayLength = 10

    let intsA: [Int], intsB: [Int], intsC: [Int]
    let stringsA: [String], stringsB: [String], stringsC: [String]
    let arrays: [[Int]], needles: [Int], missing: [Int]

    init(seed: Int) {
        var a = [Int](), b = [Int](), c = [Int]()
        var sa = [String](), sb = [String](), sc = [String]()
        var arrays = [[Int]](), needles = [Int](), missing = [Int]()
        for i in 0..<Self.size {
            let v = (seed &* 2_654_435_761 &+ i &* 40_503) & 0xFFFF_FFFF
            a.append(v)
            b.append(Int(String(v))!)
            c.append(v &+ 1)
            sa.append("user-\(v)@example.com")
            sb.append("user-" + String(b[i]) + "@example.com")
            sc.append("user-\(v)@example.org")
            let array = (0..<Self.arrayLength).map { v &+ $0 &* 7 }
            arrays.append(array)
            needles.append(array[Self.arrayLength / 2])
            missing.append(v &- 1)
        }
        intsA = a; intsB = b; intsC = c
        stringsA = sa; stringsB = sb; stringsC = sc
        self.arrays = arrays; self.needles = needles; self.missing = missing
    }

    /// A throwing function that never throws for the bench's data (a closure for `throwError`).
    struct Unexpected: Error {}
    func checked(_ k: Int) throws -> Int {
        if intsA[k] != intsB[k] { throw Unexpected() }
        return intsA[k]
    }
    func checkedName(_ k: Int) throws -> String {
        if stringsA[k] != stringsB[k] { throw Unexpected() }
        return stringsA[k]
    }
}
