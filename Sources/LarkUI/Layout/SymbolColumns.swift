import Foundation

/// For each solver symbol, the basic symbols whose rows held it when it entered them, in the order
/// they were noted: one linked list per symbol, all in shared flat arrays. A list of its own per
/// symbol cost an allocation as each grew (about a thousand per small form); these arrays grow
/// once and reuse freed nodes.
struct SymbolColumns {
    /// Per symbol: its first and last node (-1 for none) and how many nodes it holds.
    private var head: [Int] = []
    private var tail: [Int] = []
    private var counts: [Int] = []
    /// Per node: the basic symbol it names and the next node of the same list (-1 at the end).
    private var basics: [Int] = []
    private var next: [Int] = []
    /// Freed nodes, chained through `next`.
    private var free = -1

    /// Makes room for one more symbol, with an empty list.
    mutating func addSymbol() {
        head.append(-1)
        tail.append(-1)
        counts.append(0)
    }

    /// How many entries `symbol`'s list holds, stale and repeated ones included.
    func count(_ symbol: Int) -> Int { counts[symbol] }

    mutating func append(_ basic: Int, to symbol: Int) {
        let node: Int
        if free >= 0 {
            node = free
            free = next[node]
            basics[node] = basic
            next[node] = -1
        } else {
            node = basics.count
            basics.append(basic)
            next.append(-1)
        }
        if tail[symbol] >= 0 { next[tail[symbol]] = node } else { head[symbol] = node }
        tail[symbol] = node
        counts[symbol] += 1
    }

    /// Empties `symbol`'s list.
    mutating func clear(_ symbol: Int) {
        guard head[symbol] >= 0 else { return }
        next[tail[symbol]] = free
        free = head[symbol]
        head[symbol] = -1
        tail[symbol] = -1
        counts[symbol] = 0
    }

    /// Whether an entry of `symbol`'s list satisfies `test`.
    func contains(in symbol: Int, where test: (Int) -> Bool) -> Bool {
        var node = head[symbol]
        while node >= 0 {
            if test(basics[node]) { return true }
            node = next[node]
        }
        return false
    }

    /// Keeps the entries of `symbol`'s list that pass `keep` (in order), frees the others, and
    /// appends the kept ones to `kept`.
    mutating func filter(_ symbol: Int, into kept: inout [Int], keep: (Int) -> Bool) {
        var node = head[symbol]
        var last = -1
        var count = 0
        while node >= 0 {
            let following = next[node]
            let basic = basics[node]
            if keep(basic) {
                kept.append(basic)
                count += 1
                if last >= 0 { next[last] = node } else { head[symbol] = node }
                last = node
            } else {
                next[node] = free
                free = node
            }
            node = following
        }
        if last >= 0 { next[last] = -1 } else { head[symbol] = -1 }
        tail[symbol] = last
        counts[symbol] = count
    }
}
