import Foundation

extension LinearSolver {
    /// One term of a row.
    struct Cell {
        var symbol: Int
        var value: Double
    }

    /// A row: `basic = constant + Σ cells`, its cells sorted by symbol. Sorted arrays merge in
    /// one pass without hashing, and keep every walk over a row in symbol order (determinism).
    struct Row {
        var constant: Double
        var cells: [Cell] = []

        init(constant: Double) { self.constant = constant }

        /// Where `symbol` is, or where it would go.
        func position(of symbol: Int) -> (index: Int, found: Bool) {
            var low = 0, high = cells.count
            while low < high {
                let middle = (low + high) >> 1
                let current = cells[middle].symbol
                if current == symbol { return (middle, true) }
                if current < symbol { low = middle + 1 } else { high = middle }
            }
            return (low, false)
        }

        func coefficient(of symbol: Int) -> Double {
            let place = position(of: symbol)
            return place.found ? cells[place.index].value : 0
        }

        func contains(_ symbol: Int) -> Bool { position(of: symbol).found }

        mutating func add(_ symbol: Int, _ coefficient: Double) {
            let place = position(of: symbol)
            if place.found {
                let value = cells[place.index].value + coefficient
                if LinearSolver.nearZero(value) { cells.remove(at: place.index) } else { cells[place.index].value = value }
            } else if !LinearSolver.nearZero(coefficient) {
                cells.insert(Cell(symbol: symbol, value: coefficient), at: place.index)
            }
        }

        /// Removes `symbol` and returns its coefficient (0 when absent).
        mutating func remove(_ symbol: Int) -> Double {
            let place = position(of: symbol)
            guard place.found else { return 0 }
            return cells.remove(at: place.index).value
        }

        /// Adds `coefficient × row`, calling `added` for each symbol new to this row (symbols that
        /// cancel out simply disappear).
        mutating func add(_ row: Row, _ coefficient: Double, added: (Int) -> Void = { _ in }) {
            var scratch: [Cell] = []
            add(row, coefficient, scratch: &scratch, added: added)
        }

        /// The same, merging into `scratch` and trading buffers with it, so a solver that keeps
        /// one scratch array allocates nothing per merge once buffers have grown.
        mutating func add(_ row: Row, _ coefficient: Double, scratch merged: inout [Cell], added: (Int) -> Void) {
            constant += row.constant * coefficient
            let other = row.cells
            guard !other.isEmpty else { return }
            if other.count * 8 < cells.count {
                // A short row into a long one (rows grow long along chains of constraints): find
                // each symbol by binary search instead of copying the long row. New symbols are
                // mostly the newest, so most insertions land at the end.
                for cell in other {
                    let value = cell.value * coefficient
                    let place = position(of: cell.symbol)
                    if place.found {
                        let sum = cells[place.index].value + value
                        if LinearSolver.nearZero(sum) { cells.remove(at: place.index) } else { cells[place.index].value = sum }
                    } else if !LinearSolver.nearZero(value) {
                        cells.insert(Cell(symbol: cell.symbol, value: value), at: place.index)
                        added(cell.symbol)
                    }
                }
                return
            }
            merged.removeAll(keepingCapacity: true)
            merged.reserveCapacity(cells.count + other.count)
            var i = 0, j = 0
            let mine = cells
            while i < mine.count || j < other.count {
                if j == other.count || (i < mine.count && mine[i].symbol < other[j].symbol) {
                    merged.append(mine[i])
                    i += 1
                } else if i == mine.count || other[j].symbol < mine[i].symbol {
                    let value = other[j].value * coefficient
                    if !LinearSolver.nearZero(value) {
                        merged.append(Cell(symbol: other[j].symbol, value: value))
                        added(other[j].symbol)
                    }
                    j += 1
                } else {
                    let value = mine[i].value + other[j].value * coefficient
                    if !LinearSolver.nearZero(value) { merged.append(Cell(symbol: mine[i].symbol, value: value)) }
                    i += 1
                    j += 1
                }
            }
            swap(&cells, &merged)
        }

        mutating func negate() {
            constant = -constant
            for index in cells.indices { cells[index].value = -cells[index].value }
        }

        /// Solves `0 = self` for `symbol`, leaving `symbol = self'`.
        mutating func solve(for symbol: Int) {
            let factor = -1 / remove(symbol)
            constant *= factor
            for index in cells.indices { cells[index].value *= factor }
        }

        /// Turns `lhs = self` (where self contains `rhs`) into `rhs = self'`.
        mutating func solve(_ lhs: Int, for rhs: Int) {
            add(lhs, -1)
            solve(for: rhs)
        }

        /// Replaces `symbol` by `row`.
        mutating func substitute(_ symbol: Int, with row: Row) {
            let coefficient = remove(symbol)
            if coefficient != 0 { add(row, coefficient) }
        }
    }
}
