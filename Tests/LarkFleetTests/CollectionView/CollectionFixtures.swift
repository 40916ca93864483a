import Foundation
import Lark

/// "0-3" for item 3 of section 0.
func itemName(_ indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.item)" }

/// A cell showing one label in its content view.
@MainActor
final class PhotoCell: CollectionViewCell {
    let caption = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    private(set) var reuses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Items per section, cells labelled "Photo <section>-<item>".
@MainActor
final class PhotoSource: CollectionViewDataSource {
    var counts: [Int]
    var made = 0

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        made += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        (cell as? PhotoCell)?.caption.text = "Photo \(itemName(indexPath))"
        return cell
    }
}

/// Records the delegate's calls, in order, and answers the `should` questions as told.
@MainActor
final class CollectionRecorder: CollectionViewDelegate {
    var calls: [String] = []
    var refuseHighlight: Set<IndexPath> = []
    var refuseSelect: Set<IndexPath> = []
    var refuseDeselect: Set<IndexPath> = []
    /// Whether the cell was highlighted when `didHighlightItemAt` ran.
    var highlightedDuringDidHighlight: Bool?

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(itemName(indexPath))")
        return !refuseHighlight.contains(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight \(itemName(indexPath))")
        highlightedDuringDidHighlight = collectionView.cellForItem(at: indexPath)?.isHighlighted
    }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(itemName(indexPath))")
    }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(itemName(indexPath))")
        return !refuseSelect.contains(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(itemName(indexPath))")
    }
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldDeselect \(itemName(indexPath))")
        return !refuseDeselect.contains(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(itemName(indexPath))")
    }
}

/// A key window showing a 320 x 480 gallery: 100 x 100 items 10 apart, so three to a line and
/// lines 110 apart; section 0 has 30 items (10 lines, 1,090 high), section 1 has 4 (210 high).
@MainActor
final class Gallery {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let layout = CollectionViewFlowLayout()
    let collectionView: CollectionView
    let source: PhotoSource
    let recorder = CollectionRecorder()

    init(counts: [Int] = [30, 4], multiple: Bool = false) {
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        source = PhotoSource(counts)
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = source
        collectionView.delegate = recorder
        collectionView.allowsMultipleSelection = multiple
        let controller = ViewController()
        controller.view.addSubview(collectionView)
        window.rootViewController = controller
        window.makeKeyAndVisible()
    }

    var selected: [IndexPath] { collectionView.indexPathsForSelectedItems ?? [] }
}

/// The calls of one accepted tap that selects `indexPath`.
func tapSelectCalls(_ indexPath: IndexPath, deselecting old: [IndexPath] = []) -> [String] {
    let name = itemName(indexPath)
    return ["shouldHighlight \(name)", "didHighlight \(name)", "didUnhighlight \(name)", "shouldSelect \(name)"]
        + old.map { "didDeselect \(itemName($0))" } + ["didSelect \(name)"]
}

/// The calls of one accepted tap that toggles `indexPath` off (multiple selection).
func tapDeselectCalls(_ indexPath: IndexPath) -> [String] {
    let name = itemName(indexPath)
    return ["shouldHighlight \(name)", "didHighlight \(name)", "didUnhighlight \(name)", "shouldDeselect \(name)", "didDeselect \(name)"]
}
