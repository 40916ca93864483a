import Foundation

/// An incremental simplex solver of the Cassowary family: required constraints are hard, optional
/// ones are error terms minimised in strict priority order. Values are plain `Double`s.
///
/// Priorities are levels, not summed weights: the objective keeps one row per level, compared
/// lexicographically, so an error at a higher level outweighs any number of errors below it, as
/// UIKit documents for priorities. Within a level, errors add up by their weights.
///
/// Storage is dense and indexed by symbol number: rows are sorted arrays of cells, each symbol's
/// column (the rows that hold it) is a list checked lazily, and the objective keeps one array per
/// level. Nothing is hashed on the solving path.
///
/// Determinism: every choice (entering symbol, leaving row, subject, infeasible row) breaks ties by
/// the smallest symbol number, and symbols are numbered in the order the caller adds things, so the
/// same calls give the same tableau on every run and machine.
struct LinearSolver {
    enum Relation { case lessOrEqual, equal, greaterOrEqual }

    enum Failure: Error, Equatable {
        /// The required constraint cannot be satisfied with the required constraints already added.
        case unsatisfiable
        /// A constant change made the required constraints contradictory.
        case infeasibleChange
        /// The objective is unbounded (cannot happen with well-formed layout constraints).
        case unbounded
    }

    enum Kind: UInt8 { case external, slack, error, dummy }

    /// How much an optional constraint's error costs: any error at a higher `level` outweighs all
    /// errors at lower levels together; within a level errors add up, each times its `weight`.
    struct Strength: Hashable {
        var level: Double
        var weight: Double = 1

        /// Below every priority: the model's own tie-breaks between equal priorities.
        static func tieBreak(_ weight: Double) -> Strength { Strength(level: -1, weight: weight) }
    }

    struct Tag {
        var marker: Int
        var other: Int?
        /// The marker's coefficient in the row as first written (before any sign flip).
        var markerCoefficient: Double
        var strength: Strength?
        /// The strength of `other` when it differs (an equality whose two errors cost differently).
        var otherStrength: Strength?
    }

    static let epsilon = 1e-9
    static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    private(set) var kinds: [Kind] = []
    /// The row of each basic symbol (nil for parametric symbols).
    private var rows: [Row?] = []
    /// For each symbol, basic symbols whose rows held it when it entered them. Entries go stale
    /// when the symbol cancels out or the row leaves; `column(_:)` drops those as it reads.
    private var columns = SymbolColumns()
    /// Arrays `column(_:)` returned, given back to be filled again without allocating.
    private var columnBuffers: [[Int]] = []
    /// Marks for removing duplicates from a column as it is read.
    private var columnMarks: [Int] = []
    private var columnEpoch = 0
    private var tags: [Tag?] = []
    private(set) var constraintCount = 0
    /// Priority levels in use, highest first, and the objective's coefficients at each level,
    /// indexed by symbol.
    private var levels: [Double] = []
    private var objective: [[Double]] = []
    /// Symbols whose objective coefficients changed since they were last looked at.
    private var improving = SymbolHeap()
    private var artificial: Row?
    /// The buffer rows merge into (see `Row.add(_:_:scratch:added:)`).
    private var mergeBuffer: [Cell] = []
    private var infeasible: [Int] = []
    /// A failed addition left the tableau inconsistent: rebuild before using it.
    private(set) var isPoisoned = false

    mutating func newSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        rows.append(nil)
        columns.addSymbol()
        columnMarks.append(0)
        changedFlags.append(false)
        for level in objective.indices { objective[level].append(0) }
        return kinds.count - 1
    }

    /// A new external variable (its value starts at 0).
    mutating func newVariable() -> Int { newSymbol(.external) }

    func value(of variable: Int) -> Double {
        rows[variable]?.constant ?? 0
    }

    private func isRestricted(_ symbol: Int) -> Bool { kinds[symbol] != .external }

    // MARK: Adding and removing

    /// Adds `Σ terms + constant (relation) 0`; `strength` nil means required. Returns a handle.
    /// A required constraint that conflicts throws `.unsatisfiable` and leaves the solver as it was.
    /// With `keepingCopy` false, a required constraint that fails after the tableau changed
    /// leaves the solver `isPoisoned` (the caller rebuilds without it) instead of paying for a
    /// copy of the whole tableau on every addition that needs an artificial variable.
    /// An optional equality may give its error below (`Σ terms + constant < 0`) a strength of its
    /// own, `belowStrength`: one row then says "at most, at this strength; at least, at that one",
    /// as a view's hugging and compression resistance do, for half the rows.
    mutating func add(terms: [(Int, Double)], constant: Double, relation: Relation, strength: Strength?, belowStrength: Strength? = nil, optimizing: Bool = true, keepingCopy: Bool = true) throws(Failure) -> Int {
        var row = Row(constant: constant)
        // Room for the terms and the two markers, so the row is allocated once.
        row.cells.reserveCapacity(terms.count + 2)
        var scratch = mergeBuffer
        mergeBuffer = []
        for (symbol, coefficient) in terms where !LinearSolver.nearZero(coefficient) {
            if let basic = rows[symbol] {
                row.add(basic, coefficient, scratch: &scratch) { _ in }
            } else {
                row.add(symbol, coefficient)
            }
        }
        mergeBuffer = scratch
        var tag: Tag
        switch relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign: Double = relation == .lessOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.add(slack, sign)
            tag = Tag(marker: slack, other: nil, markerCoefficient: sign, strength: strength)
            if let strength {
                let error = newSymbol(.error)
                row.add(error, -sign)
                addToObjective(error, strength.weight, level: levelIndex(strength.level))
                tag.other = error
            }
        case .equal:
            if let strength {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                let below = belowStrength ?? strength
                addToObjective(plus, strength.weight, level: levelIndex(strength.level))
                addToObjective(minus, below.weight, level: levelIndex(below.level))
                tag = Tag(marker: plus, other: minus, markerCoefficient: -1, strength: strength, otherStrength: belowStrength)
            } else {
                let dummy = newSymbol(.dummy)
                row.add(dummy, 1)
                tag = Tag(marker: dummy, other: nil, markerCoefficient: 1, strength: nil)
            }
        }
        if row.constant < 0 { row.negate() }

        var subject = chooseSubject(row, tag)
        if subject == nil, row.cells.allSatisfy({ $0.value == 0 || kinds[$0.symbol] == .dummy }) {
            guard LinearSolver.nearZero(row.constant) else {
                throw .unsatisfiable
            }
            subject = tag.marker
        }
        if subject == nil { subject = singlePivotSubject(row) }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(subject, row)
        } else {
            // Only here can a required constraint fail after the tableau changed.
            let saved = keepingCopy ? self : nil
            guard try addWithArtificialVariable(row) else {
                if let saved { self = saved } else { isPoisoned = true }
                throw .unsatisfiable
            }
        }
        let handle = tags.count
        tags.append(tag)
        constraintCount += 1
        // A batch of additions (a rebuild) optimises once at the end: each addition keeps the
        // tableau feasible, which is all the next one needs.
        if optimizing { try optimize(objectiveRow: true) }
        return handle
    }

    mutating func remove(_ handle: Int) throws(Failure) {
        guard handle >= 0, handle < tags.count, let tag = tags[handle] else { return }
        tags[handle] = nil
        constraintCount -= 1
        if let strength = tag.strength {
            if kinds[tag.marker] == .error { removeErrorEffect(tag.marker, strength.weight, levelIndex(strength.level)) }
            let otherStrength = tag.otherStrength ?? strength
            if let other = tag.other, kinds[other] == .error { removeErrorEffect(other, otherStrength.weight, levelIndex(otherStrength.level)) }
        }
        if removeRow(tag.marker) == nil {
            guard let leaving = markerLeavingRow(tag.marker) else { throw .unbounded }
            var row = removeRow(leaving)!
            row.solve(leaving, for: tag.marker)
            substitute(tag.marker, with: row)
        }
        try optimize(objectiveRow: true)
    }

    /// Changes the constant of a constraint by `delta` in place and restores optimality with the
    /// dual simplex, as Cassowary does for edit variables; no row is rebuilt. It throws
    /// `.infeasibleChange` when the required rows contradict each other afterwards, and also when a
    /// redundant required equality would need a primal pivot to absorb the change; either way the
    /// tableau is left inconsistent and the caller rebuilds (which tells the two apart).
    mutating func changeConstant(_ handle: Int, by delta: Double) throws(Failure) {
        guard handle >= 0, handle < tags.count, let tag = tags[handle], !LinearSolver.nearZero(delta) else { return }
        // Writing marker = marker' + delta / m keeps every tableau row valid for the new constant.
        let shift = delta / tag.markerCoefficient
        if rows[tag.marker] != nil {
            rows[tag.marker]!.constant -= shift
            let constant = rows[tag.marker]!.constant
            if kinds[tag.marker] == .dummy {
                if !LinearSolver.nearZero(constant) { throw .infeasibleChange }
            } else if constant < 0 {
                infeasible.append(tag.marker)
            }
        } else {
            var contradiction = false
            let holders = column(tag.marker)
            defer { recycle(holders) }
            for basic in holders {
                let coefficient = rows[basic]!.coefficient(of: tag.marker)
                rows[basic]!.constant += coefficient * shift
                if kinds[basic] == .external { noteChanged(basic) }
                let constant = rows[basic]!.constant
                // A dummy row is a redundant required equality: it must stay exactly 0.
                if kinds[basic] == .dummy, !LinearSolver.nearZero(constant) { contradiction = true }
                if isRestricted(basic), constant < 0 { infeasible.append(basic) }
            }
            if contradiction {
                infeasible.removeAll()
                throw .infeasibleChange
            }
        }
        try dualOptimize()
    }

    /// Optimises after a batch of additions made with `optimizing: false`.
    mutating func optimizeAfterBatch() throws(Failure) {
        try optimize(objectiveRow: true)
    }

    /// External variables whose value may have changed since the last call (all of them before
    /// the first call), so layout reads back only what moved.
    private var changedFlags: [Bool] = []
    private var changedExternals: [Int] = []
    private var allChanged = true

    mutating func takeChanges() -> (all: Bool, symbols: [Int]) {
        defer {
            for symbol in changedExternals { changedFlags[symbol] = false }
            changedExternals = []
            allChanged = false
        }
        return (allChanged, changedExternals)
    }

    private mutating func noteChanged(_ symbol: Int) {
        guard !allChanged, !changedFlags[symbol] else { return }
        changedFlags[symbol] = true
        changedExternals.append(symbol)
    }

    // MARK: Inspection

    /// Whether `variable` could move without changing any weighted error: it is free or depends on
    /// a free symbol that costs nothing and is not blocked at its current value.
    func isUnderdetermined(_ variable: Int) -> Bool {
        guard let row = rows[variable] else { return true }
        for cell in row.cells where !LinearSolver.nearZero(cell.value) {
            let symbol = cell.symbol
            switch kinds[symbol] {
            case .dummy: continue
            case .external: return true
            case .slack, .error:
                guard objective.allSatisfy({ LinearSolver.nearZero($0[symbol]) }) else { continue }
                let blocked = columns.contains(in: symbol) { basic in
                    guard let other = rows[basic] else { return false }
                    return isRestricted(basic) && LinearSolver.nearZero(other.constant) && other.coefficient(of: symbol) < -LinearSolver.epsilon
                }
                if !blocked { return true }
            }
        }
        return false
    }

    // MARK: Objective

    /// The index of a priority level in `objective`, made when first used.
    private mutating func levelIndex(_ level: Double) -> Int {
        var low = 0, high = levels.count
        while low < high {
            let middle = (low + high) >> 1
            if levels[middle] == level { return middle }
            if levels[middle] > level { low = middle + 1 } else { high = middle }
        }
        levels.insert(level, at: low)
        objective.insert([Double](repeating: 0, count: kinds.count), at: low)
        return low
    }

    private mutating func addToObjective(_ symbol: Int, _ value: Double, level: Int) {
        objective[level][symbol] += value
        if LinearSolver.nearZero(objective[level][symbol]) { objective[level][symbol] = 0 }
        improving.push(symbol)
    }

    /// The sign of a symbol's objective coefficients read from the highest level down.
    private func objectiveSign(_ symbol: Int) -> Int {
        for level in objective.indices {
            let value = objective[level][symbol]
            if value < -LinearSolver.epsilon { return -1 }
            if value > LinearSolver.epsilon { return 1 }
        }
        return 0
    }

    /// Whether `a / da` is lexicographically smaller than `b / db` (both divisors positive), and
    /// whether the two are equal.
    private func compareRatios(_ a: Int, _ da: Double, _ b: Int, _ db: Double) -> (less: Bool, equal: Bool) {
        for level in objective.indices {
            let x = objective[level][a] / da, y = objective[level][b] / db
            if x < y - LinearSolver.epsilon { return (true, false) }
            if x > y + LinearSolver.epsilon { return (false, false) }
        }
        return (false, true)
    }

    /// Replaces a basic symbol by its row in every level of the objective.
    private mutating func substituteInObjective(_ symbol: Int, with row: Row) {
        for level in objective.indices {
            let coefficient = objective[level][symbol]
            guard coefficient != 0 else { continue }
            objective[level][symbol] = 0
            for cell in row.cells {
                let value = objective[level][cell.symbol] + cell.value * coefficient
                objective[level][cell.symbol] = LinearSolver.nearZero(value) ? 0 : value
                improving.push(cell.symbol)
            }
        }
    }

    private mutating func removeErrorEffect(_ error: Int, _ weight: Double, _ level: Int) {
        if let row = rows[error] {
            for cell in row.cells { addToObjective(cell.symbol, -weight * cell.value, level: level) }
        } else {
            addToObjective(error, -weight, level: level)
        }
    }

    // MARK: Rows and columns

    private mutating func insertRow(_ basic: Int, _ row: Row) {
        if kinds[basic] == .external { noteChanged(basic) }
        for cell in row.cells where cell.value != 0 { columns.append(basic, to: cell.symbol) }
        rows[basic] = row
    }

    private mutating func removeRow(_ basic: Int) -> Row? {
        guard let row = rows[basic] else { return nil }
        rows[basic] = nil
        if kinds[basic] == .external { noteChanged(basic) }
        return row
    }

    /// The basic symbols of the rows containing `symbol`, in no particular order (every choice
    /// among them breaks ties by symbol number); stale and repeated entries are dropped on the way.
    /// Give the result back with `recycle(_:)` when done with it.
    private mutating func column(_ symbol: Int) -> [Int] {
        columnEpoch += 1
        let epoch = columnEpoch
        var list = columnBuffers.popLast() ?? []
        list.removeAll(keepingCapacity: true)
        var marks = columnMarks
        columnMarks = []
        let rows = self.rows
        columns.filter(symbol, into: &list) { basic in
            guard marks[basic] != epoch, let row = rows[basic], row.contains(symbol) else { return false }
            marks[basic] = epoch
            return true
        }
        columnMarks = marks
        return list
    }

    private mutating func recycle(_ list: [Int]) {
        columnBuffers.append(list)
    }

    // MARK: Simplex steps

    private func chooseSubject(_ row: Row, _ tag: Tag) -> Int? {
        // Of the external variables, the one in the fewest other rows (newest first on ties):
        // making it basic fills in the fewest rows, so chains of constraints stay sparse.
        var best: (symbol: Int, uses: Int)?
        for cell in row.cells where cell.value != 0 && kinds[cell.symbol] == .external {
            let uses = columns.count(cell.symbol)
            if best == nil || uses < best!.uses || (uses == best!.uses && cell.symbol > best!.symbol) { best = (cell.symbol, uses) }
        }
        if let best { return best.symbol }
        if kinds[tag.marker] == .slack || kinds[tag.marker] == .error, row.coefficient(of: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, kinds[other] == .slack || kinds[other] == .error, row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// The symbol the artificial-variable phase would make basic for `row` when it would end after
    /// one pivot with the artificial row leaving: solving for it directly leaves the same tableau,
    /// bit for bit, without the artificial symbol and row. Nil otherwise. This replays that
    /// pivot's choices; the artificial row, last holder and newest symbol, wins only if strictly
    /// smaller in the ratio test.
    private mutating func singlePivotSubject(_ row: Row) -> Int? {
        guard let pivot = row.cells.first(where: { kinds[$0.symbol] != .dummy && $0.value < -LinearSolver.epsilon }) else { return nil }
        let entering = pivot.symbol
        let bestRatio = minimumRatio(for: entering).ratio
        guard -row.constant / pivot.value < bestRatio - LinearSolver.epsilon else { return nil }
        // After the pivot the artificial row is `row + a × (row solved for entering)`: it must be
        // left with no entering candidate and a zero constant, as the phase would require.
        let factor = -1 / pivot.value
        guard LinearSolver.nearZero(row.constant + row.constant * factor * pivot.value) else { return nil }
        for cell in row.cells where cell.symbol != entering && kinds[cell.symbol] != .dummy {
            if cell.value + cell.value * factor * pivot.value < -LinearSolver.epsilon { return nil }
        }
        return entering
    }

    /// The ratio test: of the restricted rows holding `entering` with a negative coefficient,
    /// the one that limits it first (equal ratios go to the smallest symbol), with its ratio.
    private mutating func minimumRatio(for entering: Int) -> (row: Int?, ratio: Double) {
        var bestRatio = Double.infinity
        var leaving: Int?
        let holders = column(entering)
        defer { recycle(holders) }
        for basic in holders where isRestricted(basic) {
            let holder = rows[basic]!
            let coefficient = holder.coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -holder.constant / coefficient
            if ratio < bestRatio - LinearSolver.epsilon || (abs(ratio - bestRatio) <= LinearSolver.epsilon && basic < leaving!) {
                bestRatio = ratio
                leaving = basic
            }
        }
        return (leaving, bestRatio)
    }

    private mutating func addWithArtificialVariable(_ row: Row) throws(Failure) -> Bool {
        let art = newSymbol(.slack)
        insertRow(art, row)
        artificial = row
        try optimize(objectiveRow: false)
        let success = LinearSolver.nearZero(artificial!.constant)
        artificial = nil
        if var artRow = removeRow(art) {
            if artRow.isEmpty { return success }
            guard let entering = artRow.cells.first(where: { $0.value != 0 && (kinds[$0.symbol] == .slack || kinds[$0.symbol] == .error) })?.symbol else {
                return false
            }
            artRow.solve(art, for: entering)
            substitute(entering, with: artRow)
            insertRow(entering, artRow)
        }
        let holders = column(art)
        for basic in holders { _ = rows[basic]!.remove(art) }
        recycle(holders)
        columns.clear(art)
        for level in objective.indices { objective[level][art] = 0 }
        return success
    }

    private mutating func substitute(_ symbol: Int, with row: Row) {
        var scratch = mergeBuffer
        mergeBuffer = []
        defer { mergeBuffer = scratch }
        let holders = column(symbol)
        defer { recycle(holders) }
        for basic in holders {
            // Take the row out while editing it, so its cells are not copied on write.
            guard var target = rows[basic] else { continue }
            rows[basic] = nil
            let coefficient = target.remove(symbol)
            target.add(row, coefficient, scratch: &scratch) { added in columns.append(basic, to: added) }
            rows[basic] = target
            if kinds[basic] == .external { noteChanged(basic) }
            if isRestricted(basic), target.constant < 0 { infeasible.append(basic) }
        }
        columns.clear(symbol)
        substituteInObjective(symbol, with: row)
        if artificial != nil { artificial!.substitute(symbol, with: row) }
    }

    /// The smallest parametric symbol whose objective decreases as it grows, if any.
    private mutating func enteringFromObjective() -> Int? {
        while let symbol = improving.pop() {
            if rows[symbol] == nil, kinds[symbol] != .dummy, objectiveSign(symbol) < 0 { return symbol }
        }
        return nil
    }

    private mutating func optimize(objectiveRow: Bool) throws(Failure) {
        while true {
            let entering: Int?
            if objectiveRow {
                entering = enteringFromObjective()
            } else {
                entering = artificial!.cells.first { kinds[$0.symbol] != .dummy && $0.value < -LinearSolver.epsilon }?.symbol
            }
            guard let entering else { return }
            guard let leaving = minimumRatio(for: entering).row else { throw .unbounded }
            var row = removeRow(leaving)!
            row.solve(leaving, for: entering)
            substitute(entering, with: row)
            insertRow(entering, row)
        }
    }

    private mutating func dualOptimize() throws(Failure) {
        while let leaving = infeasible.min() {
            infeasible.removeAll { $0 == leaving }
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var entering: Int?
            var enteringCoefficient = 0.0
            for cell in row.cells where cell.value > 0 && kinds[cell.symbol] != .dummy {
                // Cells are in symbol order, so the first of equal ratios is the smallest symbol.
                if entering == nil || compareRatios(cell.symbol, cell.value, entering!, enteringCoefficient).less {
                    entering = cell.symbol
                    enteringCoefficient = cell.value
                }
            }
            guard let entering else {
                infeasible.removeAll()
                throw .infeasibleChange
            }
            var pivot = removeRow(leaving)!
            pivot.solve(leaving, for: entering)
            substitute(entering, with: pivot)
            insertRow(entering, pivot)
        }
    }

    private mutating func markerLeavingRow(_ marker: Int) -> Int? {
        var first: (Int, Double)?, second: (Int, Double)?, third: Int?
        let holders = column(marker)
        defer { recycle(holders) }
        for basic in holders {
            let row = rows[basic]!
            let coefficient = row.coefficient(of: marker)
            if kinds[basic] == .external {
                if third == nil || basic < third! { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.1 - LinearSolver.epsilon || (abs(ratio - first!.1) <= LinearSolver.epsilon && basic < first!.0) { first = (basic, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.1 - LinearSolver.epsilon || (abs(ratio - second!.1) <= LinearSolver.epsilon && basic < second!.0) { second = (basic, ratio) }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }
}
