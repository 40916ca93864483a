import Foundation

/// For each solver symbol, the basic symbols whose rows held it when it entered them, in the order
/// they were noted: one linked list per symbol, all in two shared arrays. A list of its own per
/// symbol cost an allocation as each grew (about a thousand per small form); these arrays grow
/// once and reuse freed nodes.
struct SymbolColumns {
    /// A symbol's list: its first and last node (-1 for none) and how many nodes it holds.
    private struct List {
        var head = -1
        var tail = -1
        var count = 0
    }

    /// A basic symbol in a list, and the next node of the same list (-1 at the end).
    private struct Node {
        var basic: Int
        var next: Int
    }

    private var lists: [List] = []
    private var nodes: [Node] = []
    /// Freed nodes, chained through `next`.
    private var free = -1

    /// Makes room for one more symbol, with an empty list.
    mutating func addSymbol() {
        lists.append(List())
    }

    /// How many entries `symbol`'s list holds, stale and repeated ones included.
    func count(_ symbol: Int) -> Int { lists[symbol].count }

    mutating func append(_ basic: Int, to symbol: Int) {
        let node: Int
        if free >= 0 {
            node = free
            free = nodes[node].next
            nodes[node] = Node(basic: basic, next: -1)
        } else {
            node = nodes.count
            nodes.append(Node(basic: basic, next: -1))
        }
        var list = lists[symbol]
        if list.tail >= 0 { nodes[list.tail].next = node } else { list.head = node }
        list.tail = node
        list.count += 1
        lists[symbol] = list
    }

    /// Empties `symbol`'s list.
    mutating func clear(_ symbol: Int) {
        let list = lists[symbol]
        guard list.head >= 0 else { return }
        nodes[list.tail].next = free
        free = list.head
        lists[symbol] = List()
    }

    /// Whether an entry of `symbol`'s list satisfies `test`.
    func contains(in symbol: Int, where test: (Int) -> Bool) -> Bool {
        var node = lists[symbol].head
        while node >= 0 {
            if test(nodes[node].basic) { return true }
            node = nodes[node].next
        }
        return false
    }

    /// Keeps the entries of `symbol`'s list that pass `keep` (in order), frees the others, and
    /// appends the kept ones to `kept`.
    mutating func filter(_ symbol: Int, into kept: inout [Int], keep: (Int) -> Bool) {
        var list = List()
        var node = lists[symbol].head
        while node >= 0 {
            let current = nodes[node]
            if keep(current.basic) {
                kept.append(current.basic)
                list.count += 1
                if list.tail >= 0 { nodes[list.tail].next = node } else { list.head = node }
                list.tail = node
            } else {
                nodes[node].next = free
                free = node
            }
            node = current.next
        }
        if list.tail >= 0 { nodes[list.tail].next = -1 }
        lists[symbol] = list
    }
}
