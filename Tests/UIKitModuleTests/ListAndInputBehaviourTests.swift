import Lark
import Testing
import UIKit

private final class Tile: UICollectionViewCell {}

private final class Header: UICollectionReusableView {
    let title = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        title.frame = CGRect(x: 16, y: 0, width: 200, height: 30)
        addSubview(title)
    }
    required init?(coder: NSCoder) { fatalError("not made by storyboards") }
}

/// A grid whose delegate sizes items and sections, with headers, as real screens write it.
private final class SizedGrid: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    var shown: [String] = []
    init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
    required init?(coder: NSCoder) { fatalError("not made by storyboards") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(Tile.self, forCellWithReuseIdentifier: "tile")
        collectionView.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
    }
    override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! Header
        header.title.text = "Section \(indexPath.section)"
        return header
    }
    override func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        shown.append("\(indexPath.section).\(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: indexPath.item == 0 ? 390 : 100, height: indexPath.item == 0 ? 60 : 40)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: 0, height: 30)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 0, left: 10, bottom: 20, right: 10)
    }
}

/// A layout that places every item in one column, 50 points apart: a custom layout subclass.
private final class ColumnLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []
    var prepared = 0
    override func prepare() {
        prepared += 1
        guard let collectionView else { return }
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 20, y: CGFloat(item) * 50, width: 100, height: 40)
            return attributes
        }
    }
    override var collectionViewContentSize: CGSize { CGSize(width: 390, height: CGFloat(cache.count) * 50) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }
}

@Suite @MainActor struct CollectionLayoutTests {
    @Test func aFlowLayoutTakesSizesInsetsAndHeadersFromTheDelegate() throws {
        let grid = SizedGrid()
        show(grid)
        let view = try #require(grid.collectionView)
        // Section 0: header 0...30, a full-width item, then two items on one line.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 10, y: 30, width: 390, height: 60))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 10, y: 100, width: 100, height: 40))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 120, y: 100, width: 100, height: 40))
        // Section 1 starts after the bottom inset.
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 160, width: 390, height: 30))
        #expect(view.contentSize == CGSize(width: 390, height: 320))
        let found = try grid.find(UILabel.self, where: .text("Section 1"))
        #expect(grid.shown == ["0.0", "0.1", "0.2", "1.0", "1.1", "1.2"])
        let header = view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) as? Header
        #expect(header?.title.text == "Section 1")
        #expect(found === header?.title, "a header's label is on screen for queries")
        #expect(header?.frame.minY == 160)
    }

    @Test func aCustomLayoutPlacesTheCells() {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            }
        }
        let layout = ColumnLayout()
        let source = Source()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: layout)
        view.register(Tile.self, forCellWithReuseIdentifier: "tile")
        view.dataSource = source
        #expect(view.contentSize == CGSize(width: 390, height: 1_500))
        #expect(view.indexPathsForItemsInBounds == (0..<4).map { IndexPath(item: $0, section: 0) })
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 20, y: 150, width: 100, height: 40))
        #expect(view.indexPathForItem(at: CGPoint(x: 30, y: 55)) == IndexPath(item: 1, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 30, y: 45)) == nil, "between items")
        let before = layout.prepared
        view.reloadData()
        _ = view.contentSize
        #expect(layout.prepared == before + 1, "a reload prepares the layout again")
    }

    @Test func aHorizontalFlowLayoutRunsLinesAcross() {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
        }
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 80, height: 45)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        let source = Source()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 100), collectionViewLayout: layout)
        view.dataSource = source
        // Two items fit down a 100-point column (45 + 10 + 45); lines go right.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 55, width: 80, height: 45))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 90, y: 0, width: 80, height: 45))
        #expect(view.contentSize == CGSize(width: 260, height: 100))
    }
}

@Suite @MainActor struct TableBehaviourTests {
    private final class Rows: UITableViewController {
        var log: [String] = []
        var highlightable = true
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { log.append("shouldHighlight"); return highlightable }
        override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("didHighlight") }
        override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("didUnhighlight") }
        override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { log.append("willSelect"); return indexPath }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect") }
        override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { log.append("willDisplay \(indexPath.row)") }
    }

    @Test func aTapHighlightsTheRowBeforeSelectingIt() throws {
        let rows = Rows()
        show(rows)
        _ = rows.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        rows.log.removeAll()
        try rows.tableView.selectRow(at: IndexPath(row: 1, section: 0))
        #expect(rows.log == ["shouldHighlight", "didHighlight", "didUnhighlight", "willSelect", "didSelect"])
    }

    @Test func aRowThatDeclinesTheHighlightIgnoresTheTap() throws {
        let rows = Rows()
        rows.highlightable = false
        show(rows)
        rows.log.removeAll()
        try rows.tableView.selectRow(at: IndexPath(row: 1, section: 0))
        #expect(rows.log == ["shouldHighlight"])
        #expect(rows.tableView.indexPathForSelectedRow == nil)
    }

    @Test func cellsAreToldBeforeTheyShowAndFollowTheTablesEditing() throws {
        final class Cell: UITableViewCell {
            var transitions: [UITableViewCell.StateMask] = []
            var states: [Bool] = []
            override func willTransition(to state: UITableViewCell.StateMask) { transitions.append(state) }
            override func updateConfiguration(using state: UICellConfigurationState) { states.append(state.isSelected) }
        }
        final class Source: NSObject, UITableViewDataSource {
            let cell = Cell(style: .default, reuseIdentifier: nil)
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell }
        }
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        table.dataSource = source
        _ = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.setEditing(true, animated: false)
        #expect(source.cell.isEditing)
        #expect(source.cell.transitions == [.showingEditControl])
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(source.cell.states.last == true, "selection updates the configuration")
        #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)) == .zero)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 20)) == IndexPath(row: 0, section: 0))
    }
}

@Suite @MainActor struct KeyboardAndGestureTests {
    private final class Chat: UIViewController {
        let field = UITextField()
        let bar = UIView()
        var keyboardHeights: [CGFloat] = []
        var observation: (any NSObjectProtocol)?
        override func viewDidLoad() {
            super.viewDidLoad()
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            bar.addSubview(field)
            field.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 50),
                bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
            observation = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in
                let height = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height ?? -1
                let sender = (note.object as AnyObject?).map(ObjectIdentifier.init)
                MainActor.assumeIsolated {
                    // Other tests' windows post too; only this screen's keyboard counts.
                    guard let self, let window = self.view.window, sender == ObjectIdentifier(window) else { return }
                    self.keyboardHeights.append(height)
                }
            }
        }
    }

    @Test func theKeyboardGuideFollowsTheKeyboardTheHelpersShow() throws {
        let chat = Chat()
        let window = show(chat)
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.layoutIfNeeded()
        #expect(abs(chat.bar.frame.maxY - (844 - 34)) < 0.001, "no keyboard: the safe area's bottom")
        try chat.field.startEditing()
        window.layoutIfNeeded()
        #expect(abs(chat.bar.frame.maxY - (844 - 336)) < 0.001)
        #expect(chat.keyboardHeights == [336])
        try chat.field.stopEditing()
        window.layoutIfNeeded()
        #expect(abs(chat.bar.frame.maxY - (844 - 34)) < 0.001)
        chat.observation.map(NotificationCenter.default.removeObserver)
    }

    @Test func pinchAndRotationReportTheirValues() throws {
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = UIViewController()
        controller.view.addSubview(photo)
        show(controller)
        var scales: [CGFloat] = []
        var angles: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { scales.append(($0 as? UIPinchGestureRecognizer)?.scale ?? -1) }
        let rotation = UIRotationGestureRecognizer { angles.append(($0 as? UIRotationGestureRecognizer)?.rotation ?? -1) }
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)
        try photo.performPinch(scale: 2)
        try photo.performRotation(by: .pi / 2)
        #expect(scales == [1, 2, 2])
        #expect(angles == [0, .pi / 2, .pi / 2])
        #expect(pinch.state == .possible)
    }

    @Test func aViewCanDeclineItsGesturesBeforeTheDelegateIsAsked() throws {
        final class Guarded: UIView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let view = Guarded(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let controller = UIViewController()
        controller.view.addSubview(view)
        show(controller)
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        view.addGestureRecognizer(tap)
        try view.performTap()
        #expect(taps == 0)
        #expect(view.gestureRecognizers?.count == 1)
        view.gestureRecognizers = nil
        #expect(view.gestureRecognizers == nil)
    }
}

@Suite @MainActor struct ContainerOverrideTests {
    @Test func aTabBarControllerHearsTheTapsOnItsBarBeforeItsDelegate() throws {
        final class Tabs: UITabBarController, UITabBarControllerDelegate {
            var log: [String] = []
            override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { log.append("tabBar(\(item.title ?? ""))") }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) { log.append("delegate") }
        }
        let tabs = Tabs()
        tabs.delegate = tabs
        let first = UIViewController()
        first.title = "Home"
        let second = UIViewController()
        second.title = "Settings"
        tabs.viewControllers = [first, second]
        show(tabs)
        try tabs.selectTab(atIndex: 1)
        #expect(tabs.log == ["tabBar(Settings)", "delegate"])
        #expect(tabs.selectedIndex == 1)
    }

    @Test func aHeaderShowsItsContentConfiguration() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
        var content = header.defaultContentConfiguration()
        content.text = "Recent"
        content.secondaryText = "3 items"
        header.contentConfiguration = content
        header.backgroundConfiguration = {
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = .systemGroupedBackground
            return background
        }()
        #expect(header.textLabel?.text == "Recent")
        #expect(header.detailTextLabel?.text == "3 items")
        #expect(header.textLabel?.textColor == .secondaryLabel)
        #expect(header.backgroundColor == .systemGroupedBackground)
    }
}

@Suite @MainActor struct PinchAndRotationRefusalTests {
    /// Random refusals (no recognizer of the kind, a hidden view, a disabled recognizer) change
    /// nothing: the recognizer's value and state stay as they were.
    @Test(arguments: 0..<40) func aRefusedPinchOrRotationChangesNothing(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        let controller = UIViewController()
        controller.view.addSubview(view)
        show(controller)
        let pinch = UIPinchGestureRecognizer { _ in }
        let rotation = UIRotationGestureRecognizer { _ in }
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: view.addGestureRecognizer(Bool.random(using: &generator) ? pinch : rotation)
        case 1:
            view.addGestureRecognizer(pinch)
            view.addGestureRecognizer(rotation)
            view.isHidden = true
        default:
            pinch.isEnabled = false
            rotation.isEnabled = false
            view.addGestureRecognizer(pinch)
            view.addGestureRecognizer(rotation)
        }
        let pinching = pinch.view === view && !view.isHidden && pinch.isEnabled
        #expect(throws: Fleet.GestureError.self) {
            if !pinching { try view.performPinch(scale: 3) } else { try view.performRotation(by: 1) }
        }
        #expect(pinch.scale == 1 && rotation.rotation == 0)
        #expect(pinch.state == .possible && rotation.state == .possible)
    }
}

/// A small deterministic generator for the refusal cases (SplitMix64).
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
