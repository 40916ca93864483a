import Foundation
import LarkUI
import Testing

/// A cell laid out outside any table or collection view, as a snapshot or a layout test sizes
/// one: its content view fills it again at the next layout pass, so constraints to the content
/// view follow the cell's new size.
@MainActor
@Suite struct CellContentViewLayoutTests {
    /// Pins a child inside `contentView` with 8-point insets, resizes `cell` to `size` and lays
    /// it out; returns the child.
    private func pinChildThenResize(_ cell: View, contentView: View, to size: CGSize) -> View {
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(child)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            child.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            contentView.trailingAnchor.constraint(equalTo: child.trailingAnchor, constant: 8),
            contentView.bottomAnchor.constraint(equalTo: child.bottomAnchor, constant: 8),
        ])
        cell.frame = CGRect(origin: .zero, size: size)
        cell.layoutIfNeeded()
        return child
    }

    @Test func aResizedTableCellsContentFollowsAtTheNextLayout() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        let child = pinChildThenResize(cell, contentView: cell.contentView, to: CGSize(width: 375, height: 80))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 80))
        #expect(child.frame == CGRect(x: 8, y: 8, width: 359, height: 64))
    }

    @Test func aResizedCollectionCellsContentFollowsAtTheNextLayout() {
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let child = pinChildThenResize(cell, contentView: cell.contentView, to: CGSize(width: 200, height: 60))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
        #expect(child.frame == CGRect(x: 8, y: 8, width: 184, height: 44))
    }

    @Test func aResizedHeaderFootersContentFollowsAtTheNextLayout() {
        let header = TableViewHeaderFooterView(reuseIdentifier: nil)
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 50)
        header.layoutIfNeeded()
        #expect(header.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
    }
}
