import Foundation

extension LinearSolver {
    /// One term of a row.
    struct Cell {
        var symbol: Int
        var value: Double
    }

    /// A row: `basic = constant + Σ cells`, its cells sorted by symbol. Sorted arrays merge in
    /// one pass without hashing, and keep every walk over a row in symbol order (determinism).
    /// A symbol taken out of a row leaves a cell of value 0 behind (compacted once they are half
    /// the row), so taking one out of a long row does not move its tail: a zero cell is absent.
    struct Row {
        var constant: Double
        var cells: [Cell] = []
        /// How many cells are zero.
        private var dead = 0

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

        func contains(_ symbol: Int) -> Bool {
            let place = position(of: symbol)
            return place.found && cells[place.index].value != 0
        }

        /// Whether no cell is left.
        var isEmpty: Bool { cells.count == dead }

        mutating func add(_ symbol: Int, _ coefficient: Double) {
            _ = add(symbol, coefficient, at: position(of: symbol))
        }

        /// Adds to the cell at `place`; returns whether the symbol is new to the row.
        private mutating func add(_ symbol: Int, _ coefficient: Double, at place: (index: Int, found: Bool)) -> Bool {
            if place.found {
                let old = cells[place.index].value
                let value = old + coefficient
                if LinearSolver.nearZero(value) {
                    if old != 0 { kill(place.index) }
                } else {
                    cells[place.index].value = value
                    if old == 0 {
                        dead -= 1
                        return true
                    }
                }
                return false
            }
            guard !LinearSolver.nearZero(coefficient) else { return false }
            cells.insert(Cell(symbol: symbol, value: coefficient), at: place.index)
            return true
        }

        private mutating func kill(_ index: Int) {
            cells[index].value = 0
            dead += 1
            if dead > 8, dead * 2 > cells.count {
                cells.removeAll { $0.value == 0 }
                dead = 0
            }
        }

        /// Removes `symbol` and returns its coefficient (0 when absent).
        mutating func remove(_ symbol: Int) -> Double {
            let place = position(of: symbol)
            guard place.found else { return 0 }
            let value = cells[place.index].value
            if value != 0 { kill(place.index) }
            return value
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
                for cell in other where cell.value != 0 {
                    if add(cell.symbol, cell.value * coefficient, at: position(of: cell.symbol)) { added(cell.symbol) }
                }
                return
            }
            merged.removeAll(keepingCapacity: true)
            merged.reserveCapacity(cells.count + other.count)
            var i = 0, j = 0
            let mine = cells
            while i < mine.count || j < other.count {
                if j == other.count || (i < mine.count && mine[i].symbol < other[j].symbol) {
                    if mine[i].value != 0 { merged.append(mine[i]) }
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
                    if !LinearSolver.nearZero(value) {
                        merged.append(Cell(symbol: mine[i].symbol, value: value))
                        if mine[i].value == 0 { added(mine[i].symbol) }
                    }
                    i += 1
                    j += 1
                }
            }
            swap(&cells, &merged)
            dead = 0
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
