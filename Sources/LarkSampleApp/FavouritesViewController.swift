import Foundation
import LarkUI

/// A grid of favourite items, one cell per item with its name, where a user picks one.
public final class FavouritesViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// The items shown, in order.
    public let favourites: [String]
    /// The grid.
    public private(set) var grid: CollectionView!
    /// The favourite the user picked last.
    public private(set) var picked: String?

    /// A grid of `favourites`.
    public init(favourites: [String]) {
        self.favourites = favourites
        super.init(nibName: nil, bundle: nil)
    }

    /// An empty grid, as a storyboard makes it.
    public required init?(coder: NSCoder) {
        favourites = []
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Favourites"
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        grid = CollectionView(frame: view.bounds, collectionViewLayout: layout)
        grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "favourite")
        grid.dataSource = self
        grid.delegate = self
        view.addSubview(grid)
    }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        favourites.count
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "favourite", for: indexPath)
        let name = Label(frame: CGRect(x: 8, y: 40, width: 84, height: 20))
        name.text = favourites[indexPath.item]
        cell.contentView.addSubview(name)
        return cell
    }

    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        picked = favourites[indexPath.item]
    }
}
