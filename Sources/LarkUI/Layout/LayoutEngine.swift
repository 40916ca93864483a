import Foundation

/// The constraint system of one view tree: it turns constraints, intrinsic sizes, the frames of
/// views that keep them and the system guides into solver rows, keeps them in one incremental
/// `LinearSolver`, and reads frames back. One engine lives on the root view of each tree that
/// uses Auto Layout; it is rebuilt from the tree when the tree's shape changes, and otherwise
/// updated in place (activations, deactivations, constant changes, intrinsic sizes).
@MainActor
final class LayoutEngine {
    /// A view or guide's four variables, in its container's coordinates: a view's superview, a
    /// guide's owning view.
    final class Record {
        weak var item: AnyObject?
        /// The rebuild that made it: a record an item still holds from an older rebuild (or from
        /// another tree's engine) is not this engine's.
        let stamp: Int
        let x: Int, y: Int, w: Int, h: Int
        var pins: [Int] = []
        var pinnedFrame: CGRect?
        var intrinsic: [Int] = []
        var intrinsicKey: IntrinsicKey?
        var guideInsets: EdgeInsets?
        var guideHandles: [Int] = []
        var lastValue: CGRect?

        init(item: AnyObject, stamp: Int, x: Int, y: Int, w: Int, h: Int) {
            self.item = item
            self.stamp = stamp
            self.x = x; self.y = y; self.w = w; self.h = h
        }
    }

    /// What the intrinsic constraints of a view were made from.
    struct IntrinsicKey: Equatable {
        var size: CGSize
        var hugging: (LayoutPriority, LayoutPriority)
        var compression: (LayoutPriority, LayoutPriority)
        static func == (a: IntrinsicKey, b: IntrinsicKey) -> Bool {
            a.size == b.size && a.hugging == b.hugging && a.compression == b.compression
        }
    }

    /// A solver row in the making.
    struct Spec {
        var terms: [(Int, Double)] = []
        var constant: Double = 0
        var relation: LinearSolver.Relation = .equal
        /// How the constraint's constant enters the row: negated, or as it is for a mirrored
        /// (right-to-left) relation.
        var constantSign: Double = -1
        var strength: LinearSolver.Strength?
        /// For an optional equality, the strength of its error below, when it differs.
        var belowStrength: LinearSolver.Strength?
        /// The row's description and the views it names, built only for a conflict report.
        var describe: (@MainActor () -> (text: String, views: [String]))?
        /// The user constraint the row stands for (described from it, without a closure each).
        var constraint: NSLayoutConstraint?

        /// The row's description and the views it names.
        @MainActor func described() -> (text: String, views: [String]) {
            if let describe { return describe() }
            guard let constraint else { return ("", []) }
            var views: [String] = []
            for item in [constraint.firstItem, constraint.secondItem] {
                if let view = layoutOwningView(of: item), !views.contains(view.description) { views.append(view.description) }
            }
            return (constraint.description, views)
        }
    }

    struct Entry {
        var handle: Int?
        var spec: Spec
        var constant: CGFloat
    }

    weak var root: View?
    /// A fitting engine (for `systemLayoutSizeFitting`) leaves no trace on views.
    let isFitting: Bool
    private(set) var solver = LinearSolver()
    /// A fitting engine's records. The tree's engine keeps each record on its view or guide
    /// instead (`engineRecord`), found without hashing.
    private var records: [ObjectIdentifier: Record] = [:]
    private var recordOrder: [Record] = []
    /// Each variable's record (nil for other symbols), to read back only the variables the
    /// solver moved.
    private var recordOfSymbol: [Record?] = []
    /// This rebuild's stamp, given to its records; unique across engines.
    private var stamp = LayoutEngine.newStamp()
    private static var lastStamp = 0

    private static func newStamp() -> Int {
        lastStamp += 1
        return lastStamp
    }
    /// True while a rebuild adds rows in a batch, optimised once at the end.
    private var batching = false
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var internalSpecs: [(Int, Spec)] = []
    var needsRebuild = true
    var needsSolve = true
    private var pendingAdds: [NSLayoutConstraint] = []
    private var pendingRemoves: [NSLayoutConstraint] = []
    private var pendingConstants: [NSLayoutConstraint] = []
    private var dirtyIntrinsic: [View] = []
    private var dirtyPins: [View] = []
    /// Multi-line text whose height depends on the width layout gives it.
    private var wrapping: [View] = []
    private var guideRecords: [Record] = []
    /// Each view's layout direction, as read at this rebuild (a change of direction rebuilds).
    private var directions: [ObjectIdentifier: Bool] = [:]
    var conflicts: [LayoutConflictReport] = []
    /// Constraints left out of layout because they conflicted (kept across rebuilds), and those
    /// already reported (each conflict is reported once).
    private var broken: Set<ObjectIdentifier> = []
    private var reported: Set<ObjectIdentifier> = []

    init(root: View, isFitting: Bool = false) {
        self.root = root
        self.isFitting = isFitting
    }

    var recordCount: Int { recordOrder.count }

    func record(of item: AnyObject) -> Record? {
        if let view = item as? View { return record(ofView: view) }
        if let guide = item as? LayoutGuide { return record(ofGuide: guide) }
        return nil
    }

    func record(ofView view: View) -> Record? {
        if isFitting { return records[ObjectIdentifier(view)] }
        guard let record = view.layoutState.engineRecord, record.stamp == stamp else { return nil }
        return record
    }

    func record(ofGuide guide: LayoutGuide) -> Record? {
        if isFitting { return records[ObjectIdentifier(guide)] }
        guard let record = guide.engineRecord, record.stamp == stamp else { return nil }
        return record
    }

    // MARK: Changes from the outside

    func constraintActivated(_ constraint: NSLayoutConstraint) {
        needsSolve = true
        guard !needsRebuild else { return }
        pendingRemoves.removeAll { $0 === constraint }
        pendingAdds.append(constraint)
    }

    func constraintDeactivated(_ constraint: NSLayoutConstraint) {
        needsSolve = true
        guard !needsRebuild else { return }
        if let index = pendingAdds.firstIndex(where: { $0 === constraint }) {
            pendingAdds.remove(at: index)
        } else {
            pendingRemoves.append(constraint)
        }
    }

    func constantChanged(_ constraint: NSLayoutConstraint) {
        needsSolve = true
        guard !needsRebuild else { return }
        pendingConstants.append(constraint)
    }

    func intrinsicChanged(_ view: View) {
        needsSolve = true
        guard !needsRebuild else { return }
        dirtyIntrinsic.append(view)
    }

    func frameChanged(_ view: View) {
        needsSolve = true
        guard !needsRebuild else { return }
        dirtyPins.append(view)
    }

    func invalidate() {
        needsRebuild = true
        needsSolve = true
    }

    // MARK: Solving

    /// Brings the solver up to date and solves; returns whether any item's rectangle changed.
    @discardableResult
    func solve() -> Bool {
        guard needsSolve || needsRebuild else { return false }
        if needsRebuild {
            // A conflict met while rebuilding marks the constraint broken and rebuilds without it.
            for _ in 0..<8 where needsRebuild { rebuild() }
        } else {
            applyPending()
            for _ in 0..<8 where needsRebuild { rebuild() }
        }
        refreshGuides()
        needsSolve = false
        // Multi-line text re-measures at the width it got, as UIKit's second pass does.
        for _ in 0..<4 {
            guard refreshWrapping() else { break }
        }
        return readBack()
    }

    private func rebuild() {
        if !isFitting {
            for record in recordOrder {
                if let view = record.item as? View {
                    if view.layoutState.engineRecord === record { view.layoutState.engineRecord = nil }
                } else if let guide = record.item as? LayoutGuide, guide.engineRecord === record {
                    guide.engineRecord = nil
                }
            }
        }
        stamp = LayoutEngine.newStamp()
        solver = LinearSolver()
        records = [:]
        recordOrder = []
        recordOfSymbol = []
        entries = [:]
        internalSpecs = []
        pendingAdds = []
        pendingRemoves = []
        pendingConstants = []
        dirtyIntrinsic = []
        dirtyPins = []
        wrapping = []
        guideRecords = []
        directions = [:]
        needsRebuild = false
        guard let root else { return }
        _ = record(forView: root)
        var stack: [View] = [root]
        var constrained: [NSLayoutConstraint] = []
        while let view = stack.popLast() {
            if !view.layoutState.translatesAutoresizingMask, view !== root { _ = record(forView: view) }
            if let installed = view.layoutState.extras?.installed { constrained.append(contentsOf: installed) }
            stack.append(contentsOf: view.subviews.reversed())
        }
        entries.reserveCapacity(constrained.count)
        batching = true
        for constraint in constrained where broken.isEmpty || !broken.contains(ObjectIdentifier(constraint)) {
            add(constraint)
            if needsRebuild {
                batching = false
                return
            }
        }
        batching = false
        // Broken constraints get another chance, last (with a copy of the tableau to fall back on).
        for constraint in constrained where !broken.isEmpty && broken.contains(ObjectIdentifier(constraint)) { add(constraint) }
        do throws(LinearSolver.Failure) { try solver.optimizeAfterBatch() } catch { needsRebuild = true }
    }

    private func applyPending() {
        let removes = pendingRemoves
        pendingRemoves = []
        for constraint in removes { remove(constraint) }
        let adds = pendingAdds
        pendingAdds = []
        for constraint in adds where constraint.isActive { add(constraint) }
        let constants = pendingConstants
        pendingConstants = []
        for constraint in constants { updateConstant(constraint) }
        let intrinsic = dirtyIntrinsic
        dirtyIntrinsic = []
        for view in intrinsic { if let record = record(ofView: view) { refreshIntrinsic(view, record) } }
        let pins = dirtyPins
        dirtyPins = []
        for view in pins { if let record = record(ofView: view) { refreshPins(view, record) } }
    }

    private func readBack() -> Bool {
        var changed = false
        let changes = solver.takeChanges()
        var moved: [Record] = recordOrder
        if !changes.all {
            var seen = Set<ObjectIdentifier>()
            moved = []
            for symbol in changes.symbols {
                guard symbol < recordOfSymbol.count, let record = recordOfSymbol[symbol], seen.insert(ObjectIdentifier(record)).inserted else { continue }
                moved.append(record)
            }
        }
        for record in moved {
            let rect = frame(of: record)
            guard rect != record.lastValue else { continue }
            record.lastValue = rect
            changed = true
            guard !isFitting else { continue }
            if let view = record.item as? View {
                if !view.layoutState.translatesAutoresizingMask { view.superview?.setNeedsLayout() }
            } else if let guide = record.item as? LayoutGuide, let owner = guide.owningView {
                if guide.systemRole == .content { owner.setNeedsLayout() }
            }
        }
        return changed
    }

    /// The solved rectangle of a record, cleaned of rounding noise.
    func frame(of record: Record) -> CGRect {
        CGRect(x: clean(solver.value(of: record.x)), y: clean(solver.value(of: record.y)),
               width: clean(solver.value(of: record.w)), height: clean(solver.value(of: record.h)))
    }

    private func clean(_ value: Double) -> CGFloat {
        // Snap values within a millionth of a multiple of 1/3072 (thirds and powers of two of a
        // point), so 100/3 reads exactly as `100.0 / 3` and 172.5 as 172.5.
        let snapped = (value * 3072).rounded() / 3072
        return CGFloat(abs(snapped - value) < 1e-6 ? snapped : value) + 0
    }

    func isAmbiguous(_ item: AnyObject) -> Bool {
        guard let record = record(of: item) else { return false }
        if let view = item as? View, view.layoutState.translatesAutoresizingMask { return false }
        return [record.x, record.y, record.w, record.h].contains { solver.isUnderdetermined($0) }
    }

    // MARK: Records

    @discardableResult
    func record(for item: AnyObject) -> Record {
        if let view = item as? View { return record(forView: view) }
        if let guide = item as? LayoutGuide { return record(forGuide: guide) }
        return makeRecord(for: item)
    }

    func record(forView view: View) -> Record {
        record(ofView: view) ?? makeRecord(for: view)
    }

    func record(forGuide guide: LayoutGuide) -> Record {
        record(ofGuide: guide) ?? makeRecord(for: guide)
    }

    private func makeRecord(for item: AnyObject) -> Record {
        let record = Record(item: item, stamp: stamp, x: solver.newVariable(), y: solver.newVariable(), w: solver.newVariable(), h: solver.newVariable())
        if isFitting { records[ObjectIdentifier(item)] = record }
        recordOrder.append(record)
        while recordOfSymbol.count <= record.h { recordOfSymbol.append(nil) }
        for symbol in [record.x, record.y, record.w, record.h] { recordOfSymbol[symbol] = record }
        if let view = item as? View {
            if !isFitting { view.layoutState.engineRecord = record }
            if view === root && isFitting {
                addInternal(Spec(terms: [(record.x, 1)], describe: { ("fitting origin", []) }))
                addInternal(Spec(terms: [(record.y, 1)], describe: { ("fitting origin", []) }))
                refreshIntrinsic(view, record)
            } else if view.layoutState.translatesAutoresizingMask {
                refreshPins(view, record)
            } else {
                refreshIntrinsic(view, record)
            }
        } else if let guide = item as? LayoutGuide {
            if !isFitting { guide.engineRecord = record }
            if guide.systemRole != nil {
                guideRecords.append(record)
                refreshGuide(guide, record)
            }
        }
        return record
    }

    private func addInternal(_ spec: Spec) {
        if let handle = try? solver.add(terms: spec.terms, constant: spec.constant, relation: spec.relation, strength: spec.strength, belowStrength: spec.belowStrength, optimizing: !batching) {
            internalSpecs.append((handle, spec))
        } else {
            report(conflictOf: spec, brokenUser: nil)
        }
    }

    private func removeInternal(_ handles: [Int]) {
        for handle in handles {
            try? solver.remove(handle)
            internalSpecs.removeAll { $0.0 == handle }
        }
    }

    private func addInternalReturningHandle(_ spec: Spec) -> Int? {
        if let handle = try? solver.add(terms: spec.terms, constant: spec.constant, relation: spec.relation, strength: spec.strength, belowStrength: spec.belowStrength, optimizing: !batching) {
            internalSpecs.append((handle, spec))
            return handle
        }
        report(conflictOf: spec, brokenUser: nil)
        return nil
    }

    /// A view that keeps its frame is fixed to it by required constraints, as UIKit's
    /// `NSAutoresizingMaskLayoutConstraint`s fix it.
    private func refreshPins(_ view: View, _ record: Record) {
        let frame = view.frame
        guard frame != record.pinnedFrame else { return }
        let values: [(Int, CGFloat, String)] = [(record.x, frame.minX, "minX"), (record.y, frame.minY, "minY"), (record.w, frame.width, "width"), (record.h, frame.height, "height")]
        if record.pins.count == 4, let old = record.pinnedFrame {
            let oldValues = [old.minX, old.minY, old.width, old.height]
            var failed = false
            for (index, value) in values.enumerated() where value.1 != oldValues[index] {
                do throws(LinearSolver.Failure) {
                    try solver.changeConstant(record.pins[index], by: Double(oldValues[index] - value.1))
                } catch {
                    failed = true
                }
            }
            record.pinnedFrame = frame
            if failed { invalidate() }
            return
        }
        removeInternal(record.pins)
        record.pins = values.compactMap { symbol, value, attribute in
            addInternalReturningHandle(Spec(terms: [(symbol, 1)], constant: -Double(value), describe: { [weak view] in
                let name = view?.description ?? "nil"
                return ("<NSAutoresizingMaskLayoutConstraint:\(name).\(attribute) == \(compactNumber(value))>", [name])
            }))
        }
        record.pinnedFrame = frame
    }

    /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) on each
    /// axis with an intrinsic size, at the view's priorities.
    private func refreshIntrinsic(_ view: View, _ record: Record) {
        let width = isWrapping(view) ? solver.value(of: record.w) : nil
        let size = view.intrinsicSizeForLayout(width: width.map { CGFloat($0) })
        if width != nil || view.wrapsText { if !wrapping.contains(where: { $0 === view }) && view.wrapsText { wrapping.append(view) } }
        let key = IntrinsicKey(size: size,
                               hugging: (view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical)),
                               compression: (view.contentCompressionResistancePriority(for: .horizontal), view.contentCompressionResistancePriority(for: .vertical)))
        guard key != record.intrinsicKey else { return }
        if let old = record.intrinsicKey, old.hugging == key.hugging, old.compression == key.compression, record.intrinsic.count == 4,
           (old.size.width < 0) == (size.width < 0), (old.size.height < 0) == (size.height < 0) {
            // Same priorities and axes: move the constants in place.
            var failed = false
            let deltas = [old.size.width - size.width, old.size.width - size.width, old.size.height - size.height, old.size.height - size.height]
            for (index, handle) in record.intrinsic.enumerated() where handle >= 0 && deltas[index] != 0 {
                do throws(LinearSolver.Failure) { try solver.changeConstant(handle, by: Double(deltas[index])) } catch { failed = true }
            }
            record.intrinsicKey = key
            if failed { invalidate() }
            return
        }
        removeInternal(record.intrinsic.filter { $0 >= 0 })
        record.intrinsic = []
        func pair(_ symbol: Int, _ value: CGFloat, _ hug: LayoutPriority, _ compress: LayoutPriority, _ axis: String) {
            guard value >= 0 else {
                record.intrinsic += [-1, -1]
                return
            }
            let describe: @MainActor () -> (text: String, views: [String]) = { [weak view] in
                let name = view?.description ?? "nil"
                return ("<NSContentSizeLayoutConstraint:\(name).\(axis) == \(compactNumber(value)) Hug:\(hug) CompressionResistance:\(compress)>", [name])
            }
            if !hug.isRequired, !compress.isRequired {
                // Both optional: one row, its error above costing hugging and below compression.
                var spec = Spec(terms: [(symbol, 1)], constant: -Double(value), relation: .equal, strength: hug.solverStrength, describe: describe)
                spec.belowStrength = compress.solverStrength
                record.intrinsic += [addInternalReturningHandle(spec) ?? -1, -1]
                return
            }
            record.intrinsic.append(addInternalReturningHandle(Spec(terms: [(symbol, 1)], constant: -Double(value), relation: .lessOrEqual, strength: hug.isRequired ? nil : hug.solverStrength, describe: describe)) ?? -1)
            record.intrinsic.append(addInternalReturningHandle(Spec(terms: [(symbol, 1)], constant: -Double(value), relation: .greaterOrEqual, strength: compress.isRequired ? nil : compress.solverStrength, describe: describe)) ?? -1)
        }
        pair(record.w, size.width, key.hugging.0, key.compression.0, "width")
        pair(record.h, size.height, key.hugging.1, key.compression.1, "height")
        record.intrinsicKey = key
    }

    private func isWrapping(_ view: View) -> Bool { view.wrapsText && recordHasValue(view) }

    private func recordHasValue(_ view: View) -> Bool {
        guard let record = record(ofView: view) else { return false }
        return record.intrinsicKey != nil
    }

    private func refreshWrapping() -> Bool {
        var changed = false
        for view in wrapping {
            guard let record = record(ofView: view) else { continue }
            let before = record.intrinsicKey
            refreshIntrinsic(view, record)
            if record.intrinsicKey != before { changed = true }
        }
        return changed
    }

    // MARK: System guides

    private func refreshGuides() {
        for record in guideRecords {
            guard let guide = record.item as? LayoutGuide else { continue }
            refreshGuide(guide, record)
        }
    }

    private func refreshGuide(_ guide: LayoutGuide, _ record: Record) {
        guard let owner = guide.owningView, let role = guide.systemRole else { return }
        let insets: EdgeInsets
        switch role {
        case .safeArea: insets = owner.computedSafeAreaInsets()
        case .margins, .readableContent: insets = owner.effectiveLayoutMargins()
        case .content, .frame: insets = .zero
        }
        guard insets != record.guideInsets else { return }
        let first = record.guideInsets == nil
        record.guideInsets = insets
        removeInternal(record.guideHandles)
        record.guideHandles = []
        let ownerRecord = self.record(forView: owner)
        func pin(_ terms: [(Int, Double)], _ constant: Double, _ relation: LinearSolver.Relation, strength: LinearSolver.Strength? = nil, _ text: String) {
            let describe: @MainActor () -> (text: String, views: [String]) = { [weak guide, weak owner] in
                ("<\(guide?.description ?? "LayoutGuide"): \(text)>", [owner?.description ?? "nil"])
            }
            if let handle = addInternalReturningHandle(Spec(terms: terms, constant: constant, relation: relation, strength: strength, describe: describe)) {
                record.guideHandles.append(handle)
            }
        }
        pin([(record.x, 1)], -Double(insets.left), .equal, "minX == \(compactNumber(insets.left))")
        pin([(record.y, 1)], -Double(insets.top), .equal, "minY == \(compactNumber(insets.top))")
        switch role {
        case .content:
            break
        case .readableContent:
            let available: [(Int, Double)] = [(record.w, 1), (ownerRecord.w, -1)]
            pin(available, Double(insets.left + insets.right), .lessOrEqual, "width <= margins")
            pin([(record.w, 1)], -672, .lessOrEqual, "width <= 672")
            pin(available, Double(insets.left + insets.right), .equal, strength: LayoutPriority(999).solverStrength, "width == margins")
            pin([(record.h, 1), (ownerRecord.h, -1)], Double(insets.top + insets.bottom), .equal, "height")
        default:
            pin([(record.w, 1), (ownerRecord.w, -1)], Double(insets.left + insets.right), .equal, "width")
            pin([(record.h, 1), (ownerRecord.h, -1)], Double(insets.top + insets.bottom), .equal, "height")
        }
        if !first { needsSolve = true }
        if !isFitting, role == .safeArea, owner.layoutState.extras?.lastSafeAreaInsets != insets {
            owner.layoutState.makeExtras().lastSafeAreaInsets = insets
            if !first || insets != .zero {
                owner.safeAreaInsetsDidChange()
                owner.owningViewController?.viewSafeAreaInsetsDidChange()
            }
        }
    }

    // MARK: User constraints

    /// Adds a constraint that is not installed anywhere (a fitting engine's target size).
    func addFittingConstraint(_ constraint: NSLayoutConstraint) {
        add(constraint)
        needsSolve = true
    }

    private func add(_ constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        if !entries.isEmpty, entries[id] != nil { remove(constraint) }
        guard let spec = makeSpec(constraint) else { return }
        var entry = Entry(handle: nil, spec: spec, constant: constraint.constant)
        let retrying = !broken.isEmpty && broken.contains(id)
        do throws(LinearSolver.Failure) {
            entry.handle = try solver.add(terms: spec.terms, constant: spec.constant, relation: spec.relation, strength: spec.strength, optimizing: !batching || retrying, keepingCopy: retrying)
            if retrying { broken.remove(id) }
        } catch {
            broken.insert(id)
            if reported.insert(id).inserted { report(conflictOf: spec, brokenUser: constraint) }
            if solver.isPoisoned { needsRebuild = true }
        }
        entries[id] = entry
    }

    private func remove(_ constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        if !constraint.isActive {
            broken.remove(id)
            reported.remove(id)
        }
        guard let entry = entries.removeValue(forKey: id) else { return }
        if let handle = entry.handle {
            do throws(LinearSolver.Failure) { try solver.remove(handle) } catch { invalidate() }
        }
    }

    private func updateConstant(_ constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        guard var entry = entries[id] else { return }
        let delta = constraint.constant - entry.constant
        guard delta != 0 else { return }
        guard let handle = entry.handle, !entry.spec.terms.isEmpty else {
            // A broken constraint gets another chance with its new constant.
            add(constraint)
            return
        }
        do throws(LinearSolver.Failure) {
            // The row is written `first - m·second - constant` (mirrored right to left).
            try solver.changeConstant(handle, by: entry.spec.constantSign * Double(delta))
            entry.constant = constraint.constant
            entry.spec.constant += entry.spec.constantSign * Double(delta)
            entries[id] = entry
        } catch {
            // A required conflict: rebuild from the constraints, which reports and breaks it.
            invalidate()
        }
    }

    /// `first.attribute - multiplier × second.attribute - constant (relation) 0`, in the
    /// coordinates of the items' nearest common ancestor.
    private func makeSpec(_ constraint: NSLayoutConstraint) -> Spec? {
        guard let first = layoutItem(constraint.firstItem), let firstView = first.owningLayoutView else { return nil }
        var spec = Spec()
        spec.strength = constraint.solverStrengthOverride ?? (constraint.priority.isRequired ? nil : constraint.priority.solverStrength)
        spec.relation = switch constraint.relation {
        case .lessThanOrEqual: .lessOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterOrEqual
        }
        spec.constraint = constraint
        // Room for two items two levels apart, so the terms are allocated once.
        var terms: [(Int, Double)] = []
        terms.reserveCapacity(8)
        var constant = -Double(constraint.constant)
        let space: View?
        var firstAttribute = constraint.firstAttribute, secondAttribute = constraint.secondAttribute
        if let secondObject = constraint.secondItem {
            guard let second = layoutItem(secondObject), let secondView = second.owningLayoutView,
                  let ancestor = View.nearestCommonAncestor(firstView, secondView) else { return nil }
            space = first === second ? nil : ancestor
            // Leading and trailing follow the direction of the view whose content they arrange.
            if firstAttribute.isDirectional || secondAttribute.isDirectional,
               isRightToLeft(space ?? (first as? View)?.superview ?? firstView) {
                // Right to left, x is measured from the right: leading is the right edge, and
                // the whole relation is mirrored (constants and inequalities turn around).
                firstAttribute = firstAttribute.flippedForRightToLeft
                secondAttribute = secondAttribute.flippedForRightToLeft
                spec.constantSign = 1
                constant = Double(constraint.constant)
                spec.relation = switch spec.relation {
                case .lessOrEqual: .greaterOrEqual
                case .equal: .equal
                case .greaterOrEqual: .lessOrEqual
                }
            }
            guard let secondConstant = expression(second, secondAttribute, in: space, scale: -Double(constraint.multiplier), into: &terms) else { return nil }
            constant += secondConstant
        } else {
            space = nil
        }
        guard let firstConstant = expression(first, firstAttribute, in: space, scale: 1, into: &terms) else { return nil }
        constant += firstConstant
        // Same symbols merged, in symbol order (the solver is given the same row every run): a
        // stable insertion sort (a handful of terms) and a merge, both in place.
        for index in terms.indices.dropFirst() {
            let term = terms[index]
            var place = index
            while place > 0, terms[place - 1].0 > term.0 {
                terms[place] = terms[place - 1]
                place -= 1
            }
            terms[place] = term
        }
        var count = 0
        for index in terms.indices {
            if count > 0, terms[count - 1].0 == terms[index].0 {
                terms[count - 1].1 += terms[index].1
            } else {
                terms[count] = terms[index]
                count += 1
            }
        }
        terms.removeLast(terms.count - count)
        spec.terms = terms
        spec.constant = constant
        return spec
    }

    /// Whether `view` arranges its content right to left (asked once per view per rebuild).
    private func isRightToLeft(_ view: View) -> Bool {
        let id = ObjectIdentifier(view)
        if let known = directions[id] { return known }
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        directions[id] = rightToLeft
        return rightToLeft
    }

    /// Appends an attribute, times `scale`, to `terms` as `Σ terms + constant` in `space`'s inner
    /// coordinates (nil: the item's own container), and returns the constant (nil when the
    /// attribute has no value). Only the attribute's axis is walked, with no array made per call.
    private func expression(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in space: View?, scale: Double, into terms: inout [(Int, Double)]) -> Double? {
        var item = item
        var attribute = attribute
        if let plain = attribute.withoutMargins {
            if let view = item as? View { item = view.layoutMarginsGuide }
            attribute = plain
        }
        let horizontal: Bool
        switch attribute {
        case .left, .right, .leading, .trailing, .centerX, .width: horizontal = true
        case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline: horizontal = false
        default: return nil
        }
        let length: Int
        let view = item as? View
        if let view, let space, view === space {
            // Seen from inside: the origin is 0; a scroll view's size is its content's.
            let own = if let scroll = view as? ScrollView { record(forGuide: scroll.contentLayoutGuide) } else { record(forView: view) }
            length = horizontal ? own.w : own.h
        } else {
            let own = if let view { record(forView: view) } else { record(for: item) }
            length = horizontal ? own.w : own.h
            if attribute != .width && attribute != .height {
                terms.append((horizontal ? own.x : own.y, scale))
                if let space {
                    var container: View? = view?.superview ?? (item as? LayoutGuide)?.owningView
                    while let current = container, current !== space {
                        let outer = record(forView: current)
                        terms.append((horizontal ? outer.x : outer.y, scale))
                        container = current.superview
                    }
                    if container == nil { return nil }
                }
            }
        }
        switch attribute {
        case .left, .leading, .top: return 0
        case .right, .trailing, .bottom, .width, .height:
            terms.append((length, scale))
            return 0
        case .centerX, .centerY:
            terms.append((length, 0.5 * scale))
            return 0
        default:
            // Baselines: the text's, measured from the centre; else the bottom edge.
            guard let view, let baseline = view.baselineOffsets() else {
                terms.append((length, scale))
                return 0
            }
            terms.append((length, 0.5 * scale))
            return Double(attribute == .firstBaseline ? baseline.first : baseline.last) * scale
        }
    }

    // MARK: Conflicts

    /// Finds a smallest set of required rows that cannot hold together with `spec` (dropping
    /// each candidate in turn and keeping it only if the rest then holds), and records the report.
    private func report(conflictOf spec: Spec, brokenUser: NSLayoutConstraint?) {
        var candidates: [Spec] = internalSpecs.filter { $0.1.strength == nil }.sorted { $0.0 < $1.0 }.map(\.1)
        let users = entries.compactMap { _, entry -> (Int, Spec)? in
            guard let handle = entry.handle, entry.spec.strength == nil else { return nil }
            return (handle, entry.spec)
        }.sorted { $0.0 < $1.0 }.map(\.1)
        candidates += users
        // Only rows sharing variables (transitively) with the broken one can take part.
        var symbols = Set(spec.terms.map(\.0))
        var related: [Spec] = []
        var remaining = candidates
        var grew = true
        while grew {
            grew = false
            remaining.removeAll { candidate in
                guard candidate.terms.contains(where: { symbols.contains($0.0) }) else { return false }
                related.append(candidate)
                symbols.formUnion(candidate.terms.map(\.0))
                grew = true
                return true
            }
        }
        var conflicting = related.count <= 400 ? related : Array(related.suffix(400))
        func stillConflicts(_ set: [Spec]) -> Bool {
            var trial = LinearSolver()
            for _ in 0..<solver.kinds.count { _ = trial.newVariable() }
            for row in set { _ = try? trial.add(terms: row.terms, constant: row.constant, relation: row.relation, strength: nil) }
            return (try? trial.add(terms: spec.terms, constant: spec.constant, relation: spec.relation, strength: nil)) == nil
        }
        var index = 0
        while index < conflicting.count {
            var without = conflicting
            without.remove(at: index)
            if stillConflicts(without) { conflicting = without } else { index += 1 }
        }
        var views: [String] = []
        let described = (conflicting + [spec]).map { $0.described() }
        for row in described { for view in row.views where !views.contains(view) { views.append(view) } }
        let report = LayoutConflictReport(conflictingConstraints: described.map(\.text), brokenConstraint: described.last!.text, views: views)
        self.conflicts.append(report)
        guard !isFitting, let root else { return }
        let holder = root
        holder.layoutState.makeExtras().conflictReports.append(report)
        modelWarning(report.description, window: root.window)
    }
}

extension NSLayoutConstraint.Attribute {
    /// Leading or trailing, of an edge or a margin.
    var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Left or right, of an edge or a margin.
    var isLeftOrRight: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }

    /// The attribute right to left: leading is the right edge, trailing the left.
    var flippedForRightToLeft: NSLayoutConstraint.Attribute {
        switch self {
        case .leading: .right
        case .trailing: .left
        case .leadingMargin: .rightMargin
        case .trailingMargin: .leftMargin
        default: self
        }
    }

    /// The edge or centre a margin attribute stands for, nil for other attributes.
    var withoutMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}
