import Foundation
import LarkUI

/// Shows one item's name.
public final class ItemDetailViewController: ViewController {
    /// The item to show; set before the view loads (in `prepare(for:sender:)`).
    public var item: String?
    /// Shows the item's name.
    public private(set) var nameLabel: Label!

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = item
        nameLabel = Label(frame: CGRect(x: 20, y: 100, width: 350, height: 40))
        nameLabel.text = item
        view.addSubview(nameLabel)
    }
}
