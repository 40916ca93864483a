import Lark
import Testing
import UIKit

private enum Section: Hashable { case main, more }

@Suite @MainActor struct SnapshotTests {
    @Test func aSnapshotKeepsSectionsAndItemsInOrder() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([1, 2, 3])
        snapshot.appendSections([.more])
        snapshot.appendItems([9], toSection: .more)
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.moveItem(3, afterItem: 9)
        snapshot.deleteItems([2])
        #expect(snapshot.itemIdentifiers(inSection: .main) == [0, 1])
        #expect(snapshot.itemIdentifiers(inSection: .more) == [9, 3])
        #expect(snapshot.sectionIdentifier(containingItem: 3) == .more)
        #expect(snapshot.numberOfItems == 4)
        snapshot.reloadItems([1])
        #expect(snapshot.reloadedItemIdentifiers == [1])
    }

    @Test func whereUIKitRaisesTheTestFailsAndTheSnapshotIsUnchanged() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([1])
        withKnownIssue {
            snapshot.appendItems([1])
        } matching: { $0.description.contains("already has item 1") }
        withKnownIssue {
            snapshot.deleteItems([7])
        } matching: { $0.description.contains("has no item 7") }
        #expect(snapshot.itemIdentifiers == [1])
    }
}

@Suite @MainActor struct DiffableCollectionTests {
    @Test func aListLayoutWithADiffableDataSourceShowsItsItems() throws {
        let screen = UIViewController()
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.trailingSwipeActionsConfigurationProvider = { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
        }
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
        screen.view.addSubview(grid)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Section, Int>(collectionView: grid) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<3))
        source.apply(snapshot, animatingDifferences: false)
        show(screen)
        #expect(grid.numberOfItems(inSection: 0) == 3)
        expect(screen).to(containView(UILabel.self, where: .text("Row 2")))
        #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 0)) == 1)
        #expect((grid.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize == CGSize(width: 390, height: 44))
    }

    @Test func aCompositionalGridTakesItsItemSizeFromTheFirstSection() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        #expect((grid.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize == CGSize(width: 175, height: 120))
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.minimumLineSpacing == 8)
        #expect(layout.sectionInset.left == 20)
    }
}
