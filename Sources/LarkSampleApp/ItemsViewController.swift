import Foundation
import LarkUI

/// The shopping list: a table of items. Selecting one shows its detail; the "Delete" edit
/// action asks for confirmation in an alert; "Settings" in the navigation bar shows settings.
public final class ItemsViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The items, in display order.
    public private(set) var items = ["Apples", "Bread", "Cheese", "Dates", "Eggs"]
    /// The list.
    public private(set) var tableView: TableView!
    /// The item the last selection or deletion was about.
    private var pendingItem: String?

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Items"
        tableView = TableView(frame: view.bounds, style: .plain)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Item")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Settings", primaryAction: Action { [weak self] _ in
            self?.performSegue(withIdentifier: "ShowSettings", sender: self)
        })
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        pendingItem = items[indexPath.row]
        performSegue(withIdentifier: "ShowDetail", sender: self)
    }

    public func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? {
        [TableViewRowAction(style: .destructive, title: "Delete") { [weak self] _, path in self?.confirmDeletion(at: path) }]
    }

    public override func prepare(for segue: StoryboardSegue, sender: Any?) {
        if let detail = segue.destination as? ItemDetailViewController {
            detail.item = pendingItem
        }
    }

    private func confirmDeletion(at indexPath: IndexPath) {
        let item = items[indexPath.row]
        let alert = AlertController(title: "Delete \(item)?", message: "It will be removed from the list.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.delete(item) })
        present(alert, animated: true)
    }

    private func delete(_ item: String) {
        items.removeAll { $0 == item }
        tableView.reloadData()
    }
}
