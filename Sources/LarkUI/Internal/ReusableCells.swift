import Foundation

/// A table's or collection view's cell, as its reuse pool handles it.
@MainActor
protocol ReusableCell: View {
    /// The pool the cell goes back to; a cell without one is dropped.
    var reuseIdentifier: String? { get }
    /// Called before the cell is handed out again.
    func prepareForReuse()
}

extension TableViewCell: ReusableCell {}
extension CollectionViewCell: ReusableCell {}

/// The cells a table or collection view has made: those on screen, by the index path they show,
/// and the recycled ones, by reuse identifier, for `dequeueReusableCell` to hand out again.
@MainActor
struct ReusableCells<Cell: ReusableCell> {
    /// The cells on screen, by index path.
    var onScreen: [IndexPath: Cell] = [:]
    private var pools: [String: [Cell]] = [:]

    /// The cells on screen in index-path order.
    var inOrder: [Cell] { onScreen.keys.sorted().compactMap { onScreen[$0] } }

    /// The index path a cell on screen shows.
    func indexPath(of cell: Cell) -> IndexPath? {
        onScreen.first { $0.value === cell }?.key
    }

    /// The index paths of the cells on screen that no longer overlap `bounds` with some area (a
    /// cell just above them, sharing an edge, has left them).
    func indexPaths(outside bounds: CGRect) -> [IndexPath] {
        onScreen.compactMap { indexPath, cell in cell.frame.sharesArea(with: bounds) ? nil : indexPath }
    }

    /// A recycled cell of `identifier`, after its `prepareForReuse()`; nil when there is none.
    mutating func dequeue(_ identifier: String) -> Cell? {
        guard let cell = pools[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// Takes the cell at `indexPath` off the screen (out of its superview); nil when there is none.
    /// The owner tells its delegate, then `enqueue`s it.
    mutating func remove(at indexPath: IndexPath) -> Cell? {
        guard let cell = onScreen.removeValue(forKey: indexPath) else { return nil }
        cell.removeFromSuperview()
        return cell
    }

    /// Puts a cell taken off the screen in its identifier's pool (one without is dropped).
    mutating func enqueue(_ cell: Cell) {
        if let identifier = cell.reuseIdentifier { pools[identifier, default: []].append(cell) }
    }
}
