import Lark
import Testing
import UIKit

/// A screen's own configuration, written as iOS code writes one: the title shows with a tick
/// while the cell is selected, through `updated(for:)`.
private struct ItemConfiguration: UIContentConfiguration {
    var title = ""
    var isSelected = false
    func makeContentView() -> UIView & UIContentView { ItemContentView(configuration: self) }
    func updated(for state: UIConfigurationState) -> ItemConfiguration {
        var updated = self
        if let cellState = state as? UICellConfigurationState { updated.isSelected = cellState.isSelected }
        return updated
    }
}

/// Its view: one label pinned to the edges by constraints.
private final class ItemContentView: UIView, UIContentView {
    let titleLabel = UILabel()
    var configuration: UIContentConfiguration { didSet { apply() } }

    init(configuration: ItemConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
        ])
        apply()
    }
    required init?(coder: NSCoder) { fatalError("not made by storyboards") }

    private func apply() {
        guard let item = configuration as? ItemConfiguration else { return }
        titleLabel.text = item.isSelected ? "\(item.title) ✓" : item.title
    }
}

/// Another kind of configuration, laid out by frames, to swap in.
private struct BadgeConfiguration: UIContentConfiguration {
    var count = 0
    func makeContentView() -> UIView & UIContentView { BadgeView(configuration: self) }
    func updated(for state: UIConfigurationState) -> BadgeConfiguration { self }
}

private final class BadgeView: UIView, UIContentView {
    let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    var configuration: UIContentConfiguration { didSet { badge.text = "\((configuration as? BadgeConfiguration)?.count ?? 0)" } }
    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        addSubview(badge)
        badge.text = "\(configuration.count)"
    }
    required init?(coder: NSCoder) { fatalError("not made by storyboards") }
}

private final class ItemsTable: UITableViewController {
    let titles = ["Milk", "Eggs"]
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.contentConfiguration = ItemConfiguration(title: titles[indexPath.row])
        return cell
    }
}

private final class GroceryTable: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = indexPath.row == 0 ? "Milk" : "Eggs"
        content.secondaryText = indexPath.row == 0 ? "2 litres" : nil
        cell.contentConfiguration = content
        return cell
    }
}

@Suite @MainActor struct ContentConfigurationTests {
    @Test func aTableOfListConfigurationsReadsAsBefore() throws {
        let screen = GroceryTable()
        let window = show(screen)
        let cell = try window.find(UITableViewCell.self, where: .text("Milk"))
        #expect(cell.contentView.subviews.first is UIListContentView)
        #expect(cell.frame.height == 44, "a list configuration keeps the standard row")
        expect(cell.textLabel).to(displayText("Milk"))
        expect(screen).to(containView(UILabel.self, where: .text("2 litres")))
        #expect(cell.accessibilityLabel == "Milk, 2 litres")
        let text = screen.view.screenText()
        #expect(text.contains("Milk") && text.contains("2 litres") && text.contains("Eggs"))
        #expect(!text.contains("\"\""), "no empty labels show")
    }

    /// The configuration's view, the only view the content view holds.
    private func hosted(in contentView: UIView) -> UIView? {
        #expect(contentView.subviews.count == 1)
        return contentView.subviews.first
    }

    @Test func aTableCellShowsItsOwnConfigurationAndUpdatesItOnSelection() throws {
        let screen = ItemsTable()
        let window = show(screen)
        let label = try window.find(UILabel.self, where: .text("Milk"))
        let cell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let view = try #require(hosted(in: cell.contentView) as? ItemContentView)
        #expect(label === view.titleLabel)
        #expect(view.frame == cell.contentView.bounds)
        try window.find(UITableViewCell.self, where: .text("Milk")).tap()
        #expect(view.titleLabel.text == "Milk ✓")
        #expect((cell.contentConfiguration as? ItemConfiguration)?.isSelected == true)
        expect(screen).to(containView(UILabel.self, where: .text("Milk ✓")))
        #expect(cell.accessibilityLabel == "Milk ✓")
    }

    @Test func aSelfSizingRowMeasuresAContentViewLaidOutByConstraints() throws {
        let screen = ItemsTable()
        screen.tableView.rowHeight = UITableView.automaticDimension
        let window = show(screen)
        let label = try window.find(UILabel.self, where: .text("Eggs"))
        let cell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.frame.height == 8 + label.intrinsicContentSize.height + 8)
        #expect(label.frame.height == label.intrinsicContentSize.height)
    }

    @Test func aConfigurationOfTheSameTypeReusesTheViewAndAnotherTypeReplacesIt() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.contentConfiguration = ItemConfiguration(title: "Milk")
        let first = try #require(hosted(in: cell.contentView) as? ItemContentView)
        cell.contentConfiguration = ItemConfiguration(title: "Eggs")
        #expect(hosted(in: cell.contentView) === first)
        #expect(first.titleLabel.text == "Eggs")
        cell.contentConfiguration = BadgeConfiguration(count: 3)
        let badge = try #require(hosted(in: cell.contentView) as? BadgeView)
        #expect(first.superview == nil)
        #expect(badge.badge.text == "3")
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.contentView.frame = cell.bounds
        #expect(badge.frame == cell.contentView.bounds, "a view laid out by frames follows the content view")
        var list = cell.defaultContentConfiguration()
        list.text = "Bread"
        cell.contentConfiguration = list
        #expect(hosted(in: cell.contentView) is UIListContentView)
        #expect(cell.textLabel?.text == "Bread")
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.isEmpty)
        #expect(cell.contentConfiguration == nil)
    }

    @Test func aCollectionCellShowsItsOwnConfigurationAndUpdatesItOnSelection() throws {
        let screen = UIViewController()
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        screen.view.addSubview(grid)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, title in
            cell.contentConfiguration = ItemConfiguration(title: title)
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: grid) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Oak", "Elm"])
        source.apply(snapshot, animatingDifferences: false)
        let window = show(screen)
        let label = try window.find(UILabel.self, where: .text("Elm"))
        let cell = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)))
        let view = try #require(hosted(in: cell.contentView) as? ItemContentView)
        #expect(label === view.titleLabel)
        #expect(view.frame == cell.contentView.bounds)
        grid.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(cell.isSelected)
        #expect(view.titleLabel.text == "Elm ✓")
        cell.contentConfiguration = BadgeConfiguration(count: 7)
        #expect(view.superview == nil)
        #expect(hosted(in: cell.contentView) is BadgeView)
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.isEmpty)
    }

    @Test func aHeaderShowsItsOwnConfiguration() throws {
        let screen = UIViewController()
        let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
        header.frame = CGRect(x: 0, y: 100, width: 390, height: 40)
        header.contentView.frame = header.bounds
        screen.view.addSubview(header)
        header.contentConfiguration = ItemConfiguration(title: "Recent")
        let window = show(screen)
        let label = try window.find(UILabel.self, where: .text("Recent"))
        let view = try #require(hosted(in: header.contentView) as? ItemContentView)
        #expect(label === view.titleLabel)
        #expect(view.frame == header.contentView.bounds)
        #expect((header.contentConfiguration as? ItemConfiguration)?.isSelected == false, "a header's state is not a cell's")
        header.contentConfiguration = BadgeConfiguration(count: 1)
        #expect(hosted(in: header.contentView) is BadgeView)
        header.contentConfiguration = nil
        #expect(header.contentView.subviews.isEmpty)
    }

    @Test func aListContentViewShowsAListConfiguration() throws {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Milk"
        content.secondaryText = "2 litres"
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
        view.layoutIfNeeded()
        #expect(view.supports(content))
        #expect(!view.supports(BadgeConfiguration()))
        let labels = view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == ["Milk", "2 litres"])
        #expect(labels[0].frame.maxY <= labels[1].frame.minY, "the secondary text sits below")
        #expect(labels.allSatisfy { view.bounds.contains($0.frame) })
        #expect((view.configuration as? UIListContentConfiguration)?.secondaryText == "2 litres")
    }

    @Test func automaticUpdatesCanBeTurnedOff() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.automaticallyUpdatesContentConfiguration = false
        cell.contentConfiguration = ItemConfiguration(title: "Milk")
        cell.setSelected(true, animated: false)
        #expect((cell.contentConfiguration as? ItemConfiguration)?.isSelected == false)
        #expect((cell.contentView.subviews.first as? ItemContentView)?.titleLabel.text == "Milk")
    }
}
