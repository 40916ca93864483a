import Foundation

/// An incremental simplex solver of the Cassowary family: required constraints are hard, optional
/// ones are weighted error terms minimised together. Values are plain `Double`s.
///
/// Determinism: every choice (entering symbol, leaving row, subject, infeasible row) breaks ties by
/// the smallest symbol number, and symbols are numbered in the order the caller adds things, so the
/// same calls give the same tableau on every run and machine, whatever `Dictionary` order is.
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

    /// A row: `basic = constant + Σ cells[s] · s`.
    struct Row {
        var constant: Double
        var cells: [Int: Double] = [:]

        init(constant: Double) { self.constant = constant }

        mutating func add(_ symbol: Int, _ coefficient: Double) {
            let value = (cells[symbol] ?? 0) + coefficient
            if LinearSolver.nearZero(value) { cells.removeValue(forKey: symbol) } else { cells[symbol] = value }
        }

        mutating func add(_ row: Row, _ coefficient: Double) {
            constant += row.constant * coefficient
            for (symbol, value) in row.cells { add(symbol, value * coefficient) }
        }

        mutating func negate() {
            constant = -constant
            for key in cells.keys { cells[key] = -cells[key]! }
        }

        /// Solves `0 = self` for `symbol`, leaving `symbol = self'`.
        mutating func solve(for symbol: Int) {
            let factor = -1 / cells.removeValue(forKey: symbol)!
            constant *= factor
            for key in cells.keys { cells[key] = cells[key]! * factor }
        }

        /// Turns `lhs = self` (where self contains `rhs`) into `rhs = self'`.
        mutating func solve(_ lhs: Int, for rhs: Int) {
            add(lhs, -1)
            solve(for: rhs)
        }

        mutating func substitute(_ symbol: Int, with row: Row) {
            if let coefficient = cells.removeValue(forKey: symbol) { add(row, coefficient) }
        }
    }

    struct Tag {
        var marker: Int
        var other: Int?
        /// The marker's coefficient in the row as first written (before any sign flip).
        var markerCoefficient: Double
        var weight: Double
    }

    static let epsilon = 1e-9
    static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    private(set) var kinds: [Kind] = []
    private var rows: [Int: Row] = [:]
    /// For each parametric symbol, the basic symbols of the rows that contain it, so a pivot
    /// touches only those rows instead of the whole tableau.
    private var columns: [Int: Set<Int>] = [:]
    private var tags: [Int: Tag] = [:]
    private var objective = Row(constant: 0)
    private var artificial: Row?
    private var infeasible: Set<Int> = []
    private var nextConstraint = 0
    /// A failed addition left the tableau inconsistent: rebuild before using it.
    private(set) var isPoisoned = false

    var constraintCount: Int { tags.count }

    mutating func newSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    /// A new external variable (its value starts at 0).
    mutating func newVariable() -> Int { newSymbol(.external) }

    func value(of variable: Int) -> Double {
        guard let index = rows.index(forKey: variable) else { return 0 }
        return rows.values[index].constant
    }

    private func isRestricted(_ symbol: Int) -> Bool { kinds[symbol] != .external }

    // MARK: Adding and removing

    /// Adds `Σ terms + constant (relation) 0`; `weight` nil means required. Returns a handle.
    /// A required constraint that conflicts throws `.unsatisfiable` and leaves the solver as it was.
    /// With `keepingCopy` false, a required constraint that fails after the tableau changed
    /// leaves the solver `isPoisoned` (the caller rebuilds without it) instead of paying for a
    /// copy of the whole tableau on every addition that needs an artificial variable.
    mutating func add(terms: [(Int, Double)], constant: Double, relation: Relation, weight: Double?, optimizing: Bool = true, keepingCopy: Bool = true) throws(Failure) -> Int {
        var row = Row(constant: constant)
        for (symbol, coefficient) in terms where !LinearSolver.nearZero(coefficient) {
            if let basic = rows[symbol] { row.add(basic, coefficient) } else { row.add(symbol, coefficient) }
        }
        var tag: Tag
        switch relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign: Double = relation == .lessOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.add(slack, sign)
            tag = Tag(marker: slack, other: nil, markerCoefficient: sign, weight: weight ?? 0)
            if let weight {
                let error = newSymbol(.error)
                row.add(error, -sign)
                objective.add(error, weight)
                tag.other = error
            }
        case .equal:
            if let weight {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                objective.add(plus, weight)
                objective.add(minus, weight)
                tag = Tag(marker: plus, other: minus, markerCoefficient: -1, weight: weight)
            } else {
                let dummy = newSymbol(.dummy)
                row.add(dummy, 1)
                tag = Tag(marker: dummy, other: nil, markerCoefficient: 1, weight: 0)
            }
        }
        if row.constant < 0 { row.negate() }

        var subject = chooseSubject(row, tag)
        if subject == nil, row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
            guard LinearSolver.nearZero(row.constant) else {
                throw .unsatisfiable
            }
            subject = tag.marker
        }
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
        let handle = nextConstraint
        nextConstraint += 1
        tags[handle] = tag
        // A batch of additions (a rebuild) optimises once at the end: each addition keeps the
        // tableau feasible, which is all the next one needs.
        if optimizing { try optimize(objectiveRow: true) }
        return handle
    }

    mutating func remove(_ handle: Int) throws(Failure) {
        guard let tag = tags.removeValue(forKey: handle) else { return }
        if kinds[tag.marker] == .error { removeErrorEffect(tag.marker, tag.weight) }
        if let other = tag.other, kinds[other] == .error { removeErrorEffect(other, tag.weight) }
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
        guard let tag = tags[handle], !LinearSolver.nearZero(delta) else { return }
        // Writing marker = marker' + delta / m keeps every tableau row valid for the new constant.
        let shift = delta / tag.markerCoefficient
        if rows[tag.marker] != nil {
            rows[tag.marker]!.constant -= shift
            if kinds[tag.marker] == .dummy {
                if !LinearSolver.nearZero(rows[tag.marker]!.constant) { throw .infeasibleChange }
            } else if rows[tag.marker]!.constant < 0 {
                infeasible.insert(tag.marker)
            }
        } else {
            var contradiction = false
            for basic in rowsContaining(tag.marker) {
                guard let coefficient = rows[basic]?.cells[tag.marker] else { continue }
                rows[basic]!.constant += coefficient * shift
                if kinds[basic] == .external { changedExternals.insert(basic) }
                let constant = rows[basic]!.constant
                // A dummy row is a redundant required equality: it must stay exactly 0.
                if kinds[basic] == .dummy, !LinearSolver.nearZero(constant) { contradiction = true }
                if isRestricted(basic), constant < 0 { infeasible.insert(basic) }
            }
            if contradiction {
                infeasible.removeAll()
                throw .infeasibleChange
            }
            if let coefficient = objective.cells[tag.marker] { objective.constant += coefficient * shift }
        }
        try dualOptimize()
    }

    /// Optimises after a batch of additions made with `optimizing: false`.
    mutating func optimizeAfterBatch() throws(Failure) {
        try optimize(objectiveRow: true)
    }

    /// External variables whose value may have changed since the last call (all of them after
    /// `markAllChanged`), so layout reads back only what moved.
    private(set) var changedExternals: Set<Int> = []
    private(set) var allChanged = true

    mutating func takeChanges() -> (all: Bool, symbols: Set<Int>) {
        defer {
            changedExternals = []
            allChanged = false
        }
        return (allChanged, changedExternals)
    }

    // MARK: Inspection

    /// Whether `variable` could move without changing any weighted error: it is free or depends on
    /// a free symbol that costs nothing and is not blocked at its current value.
    func isUnderdetermined(_ variable: Int) -> Bool {
        guard let row = rows[variable] else { return true }
        for (symbol, coefficient) in row.cells where !LinearSolver.nearZero(coefficient) {
            switch kinds[symbol] {
            case .dummy: continue
            case .external: return true
            case .slack, .error:
                guard LinearSolver.nearZero(objective.cells[symbol] ?? 0) else { continue }
                let blocked = rowsContaining(symbol).contains { basic in
                    guard let other = rows[basic] else { return false }
                    return isRestricted(basic) && LinearSolver.nearZero(other.constant) && (other.cells[symbol] ?? 0) < -LinearSolver.epsilon
                }
                if !blocked { return true }
            }
        }
        return false
    }

    // MARK: Rows and columns

    private mutating func insertRow(_ basic: Int, _ row: Row) {
        if kinds[basic] == .external { changedExternals.insert(basic) }
        rows[basic] = row
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
    }

    private mutating func removeRow(_ basic: Int) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        if kinds[basic] == .external { changedExternals.insert(basic) }
        for symbol in row.cells.keys { forget(basic, in: symbol) }
        return row
    }

    private mutating func forget(_ basic: Int, in symbol: Int) {
        guard var set = columns.removeValue(forKey: symbol) else { return }
        set.remove(basic)
        if !set.isEmpty { columns[symbol] = set }
    }

    /// The basic symbols of the rows containing `symbol`. Their order never decides anything:
    /// every choice among them breaks ties by symbol number.
    private func rowsContaining(_ symbol: Int) -> Set<Int> {
        columns[symbol] ?? []
    }

    // MARK: Simplex steps

    private func chooseSubject(_ row: Row, _ tag: Tag) -> Int? {
        // Of the external variables, the one in the fewest other rows (newest first on ties):
        // making it basic fills in the fewest rows, so chains of constraints stay sparse.
        var best: (symbol: Int, uses: Int)?
        for symbol in row.cells.keys where kinds[symbol] == .external {
            let uses = columns[symbol]?.count ?? 0
            if best == nil || uses < best!.uses || (uses == best!.uses && symbol > best!.symbol) { best = (symbol, uses) }
        }
        if let best { return best.symbol }
        if kinds[tag.marker] == .slack || kinds[tag.marker] == .error, (row.cells[tag.marker] ?? 0) < 0 { return tag.marker }
        if let other = tag.other, kinds[other] == .slack || kinds[other] == .error, (row.cells[other] ?? 0) < 0 { return other }
        return nil
    }

    private mutating func addWithArtificialVariable(_ row: Row) throws(Failure) -> Bool {
        let art = newSymbol(.slack)
        insertRow(art, row)
        artificial = row
        try optimize(objectiveRow: false)
        let success = LinearSolver.nearZero(artificial!.constant)
        artificial = nil
        if var artRow = removeRow(art) {
            if artRow.cells.isEmpty { return success }
            guard let entering = artRow.cells.keys.filter({ kinds[$0] == .slack || kinds[$0] == .error }).min() else {
                return false
            }
            artRow.solve(art, for: entering)
            substitute(entering, with: artRow)
            insertRow(entering, artRow)
        }
        for basic in rowsContaining(art) { rows[basic]?.cells.removeValue(forKey: art) }
        columns.removeValue(forKey: art)
        objective.cells.removeValue(forKey: art)
        return success
    }

    private mutating func substitute(_ symbol: Int, with row: Row) {
        for basic in rowsContaining(symbol) {
            // Take the row out while editing it, so its cells are not copied on write.
            guard var target = rows.removeValue(forKey: basic) else { continue }
            guard let coefficient = target.cells.removeValue(forKey: symbol) else {
                rows[basic] = target
                continue
            }
            target.constant += row.constant * coefficient
            for (other, value) in row.cells {
                let old = target.cells[other]
                let new = (old ?? 0) + value * coefficient
                if LinearSolver.nearZero(new) {
                    if old != nil {
                        target.cells.removeValue(forKey: other)
                        forget(basic, in: other)
                    }
                } else {
                    target.cells[other] = new
                    if old == nil { columns[other, default: []].insert(basic) }
                }
            }
            rows[basic] = target
            if kinds[basic] == .external { changedExternals.insert(basic) }
            if isRestricted(basic), target.constant < 0 { infeasible.insert(basic) }
        }
        columns.removeValue(forKey: symbol)
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    private mutating func optimize(objectiveRow: Bool) throws(Failure) {
        while true {
            var entering: Int?
            for (symbol, coefficient) in (objectiveRow ? objective.cells : artificial!.cells) where kinds[symbol] != .dummy && coefficient < -LinearSolver.epsilon {
                if entering == nil || symbol < entering! { entering = symbol }
            }
            guard let entering else { return }
            var leaving: Int?
            var bestRatio = Double.infinity
            for basic in rowsContaining(entering) where isRestricted(basic) {
                guard let coefficient = rows[basic]?.cells[entering], coefficient < 0, let row = rows[basic] else { continue }
                let ratio = -row.constant / coefficient
                if ratio < bestRatio - LinearSolver.epsilon || (abs(ratio - bestRatio) <= LinearSolver.epsilon && basic < leaving!) {
                    bestRatio = ratio
                    leaving = basic
                }
            }
            guard let leaving else { throw .unbounded }
            var row = removeRow(leaving)!
            row.solve(leaving, for: entering)
            substitute(entering, with: row)
            insertRow(entering, row)
        }
    }

    private mutating func dualOptimize() throws(Failure) {
        while let leaving = infeasible.min() {
            infeasible.remove(leaving)
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var entering: Int?
            var bestRatio = Double.infinity
            for (symbol, coefficient) in row.cells where coefficient > 0 && kinds[symbol] != .dummy {
                let ratio = (objective.cells[symbol] ?? 0) / coefficient
                if ratio < bestRatio - LinearSolver.epsilon || (abs(ratio - bestRatio) <= LinearSolver.epsilon && symbol < entering!) {
                    bestRatio = ratio
                    entering = symbol
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

    private func markerLeavingRow(_ marker: Int) -> Int? {
        var first: (Int, Double)?, second: (Int, Double)?, third: Int?
        for basic in rowsContaining(marker) {
            guard let row = rows[basic], let coefficient = row.cells[marker] else { continue }
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

    private mutating func removeErrorEffect(_ error: Int, _ weight: Double) {
        if let row = rows[error] { objective.add(row, -weight) } else { objective.add(error, -weight) }
    }
}
