import Lark
import Testing
import UIKit

// UIKit's initialisers: views and controllers made in code and "from a storyboard", cells made
// by registration through the subclass's own initialiser.

private final class BadgeView: UIView {
    private(set) var madeBy = ""
    override init(frame: CGRect) {
        super.init(frame: frame)
        madeBy = "frame"
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeBy = "coder"
    }
}

private final class ProfileViewController: UIViewController {
    let name: String
    private(set) var awoke = false
    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) {
        name = "from a storyboard"
        super.init(coder: coder)
    }
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

private final class SubtitleCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        textLabel?.lineBreakMode = .byTruncatingMiddle
    }
    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class TileCell: UICollectionViewCell {
    let caption = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(caption)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

private final class Tiles: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }
}

@Suite @MainActor struct InitializerTests {
    @Test func viewsAreMadeByFrameOrByCoder() {
        #expect(BadgeView(frame: .zero).madeBy == "frame")
        #expect(BadgeView().madeBy == "frame")
        #expect(BadgeView(coder: NSCoder())?.madeBy == "coder")
    }

    @Test func controllersAreMadeInCodeOrAsAStoryboardMakesThem() {
        #expect(ProfileViewController(name: "Ada").name == "Ada")
        let fromStoryboard = UIViewController.instantiatedFromStoryboard(ProfileViewController.self)
        #expect(fromStoryboard?.name == "from a storyboard")
        #expect(fromStoryboard?.awoke == true)
        #expect(UIViewController().nibName == nil)
        #expect(UIViewController(nibName: "Main", bundle: nil).nibName == "Main")
    }

    @Test func mocksAreMadeAsStoryboardsMakeThem() {
        let mock = Fleet.mockFor(ProfileViewController.self)
        #expect(mock.name == "from a storyboard")
        #expect(mock.awoke)
    }

    @Test func aRegisteredTableCellIsMadeByItsOwnInitializer() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(SubtitleCell.self, forCellReuseIdentifier: "row")
        let rows = Rows()
        table.dataSource = rows
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "row") as? SubtitleCell)
        #expect(cell.style == .subtitle)
        #expect(cell.reuseIdentifier == "row")
        #expect(cell.textLabel?.lineBreakMode == .byTruncatingMiddle)
    }

    @Test func aRegisteredCollectionCellIsMadeByItsOwnInitializer() throws {
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        grid.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        let tiles = Tiles()
        grid.dataSource = tiles
        let cell = try #require(grid.dequeueReusableCell(withReuseIdentifier: "tile", for: IndexPath(item: 0, section: 0)) as? TileCell)
        #expect(cell.caption.superview === cell.contentView)
    }

    @Test func aNavigationControllerSubclassOverridesTheRootInitializer() {
        final class LargeTitles: UINavigationController {
            override init(rootViewController: UIViewController) {
                super.init(rootViewController: rootViewController)
                navigationBar.prefersLargeTitles = true
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        let root = UIViewController()
        let navigation = LargeTitles(rootViewController: root)
        #expect(navigation.topViewController === root)
        #expect(navigation.navigationBar.prefersLargeTitles)
        #expect(navigation.interactivePopGestureRecognizer?.isEnabled == true)
    }

    @Test func controllersAndViewsCompareByIdentity() {
        let a = UIViewController(), b = UIViewController()
        #expect([a, b].firstIndex(of: b) == 1)
        #expect(a != b)
        let view = UIView()
        #expect(Set([view, view]).count == 1)
    }
}
