import Foundation

/// A binary min-heap of solver symbols. The solver pushes a symbol whenever its objective
/// coefficient changes and checks what it pops, so the smallest improving symbol is found without
/// scanning every column of the objective. A symbol already waiting is not pushed again: the
/// caller checks each symbol when it pops it, so one copy finds the same smallest symbol.
struct SymbolHeap {
    private var items: [Int] = []
    /// Whether each symbol is in `items`.
    private var queued: [Bool] = []

    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ symbol: Int) {
        if symbol >= queued.count { queued.append(contentsOf: repeatElement(false, count: symbol + 1 - queued.count)) }
        guard !queued[symbol] else { return }
        queued[symbol] = true
        items.append(symbol)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Int? {
        guard let top = items.first else { return nil }
        queued[top] = false
        let last = items.removeLast()
        guard !items.isEmpty else { return top }
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < items.count, items[left] < items[smallest] { smallest = left }
            if right < items.count, items[right] < items[smallest] { smallest = right }
            guard smallest != parent else { return top }
            items.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
