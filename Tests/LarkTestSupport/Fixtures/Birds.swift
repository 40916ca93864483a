import Foundation
import LarkUI

/// Birds: initial navigation controller → `BirdsViewController`.
@MainActor
enum Birds {
    static let name = "Birds"

    static func definition() -> StoryboardDefinition {
        let navigation = StoryboardScene(identifier: nil, relationships: ["BirdsViewController"]) { NavigationController() }
        return StoryboardDefinition(name: name, initialScene: navigation.identifier, scenes: [
            navigation,
            StoryboardScene(identifier: "BirdsViewController") { BirdsViewController() },
        ])
    }
}

/// The spec's Birds table: one section of 21 birds; the controller is data source and delegate
/// and records every call's arguments.
@MainActor
final class BirdsViewController: ViewController, TableViewDataSource, TableViewDelegate {
    static let birds = [
        "Pigeon", "Duck", "Goose", "Swan", "Crow", "Pelican", "Hawk", "Eagle", "Parakeet", "Robin", "Peacock",
        "Pheasant", "Dove", "Seagull", "Owl", "Hummingbird", "Penguin", "Crane", "Flamingo", "Toucan", "Sparrow",
    ]

    var tableView: TableView!
    var willSelectArguments: [IndexPath] = []
    var didSelectArguments: [IndexPath] = []
    var willDeselectArguments: [IndexPath] = []
    var didDeselectArguments: [IndexPath] = []
    var willBeginEditingArguments: [IndexPath] = []
    var didEndEditingArguments: [IndexPath?] = []
    var actionLog: [String] = []

    override func loadView() {
        let table = TableView(frame: Window.defaultScreenBounds, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "BirdCell")
        table.dataSource = self
        table.delegate = self
        tableView = table
        view = table
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Self.birds.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "BirdCell", for: indexPath)
        cell.textLabel?.text = Self.birds[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 3 }

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        willSelectArguments.append(indexPath)
        switch indexPath.row {
        case 0: return nil
        case 2: return IndexPath(row: 1, section: 0)
        default: return indexPath
        }
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        didSelectArguments.append(indexPath)
    }

    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        willDeselectArguments.append(indexPath)
        switch indexPath.row {
        case 4: return nil
        case 6: return IndexPath(row: 5, section: 0)
        default: return indexPath
        }
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        didDeselectArguments.append(indexPath)
    }

    func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? {
        ["One", "Two", "Three"].map { (title: String) in
            TableViewRowAction(style: .normal, title: title) { [weak self] _, path in
                self?.actionLog.append("\(title) tapped at row \(path.row)")
            }
        }
    }

    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        willBeginEditingArguments.append(indexPath)
    }

    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        didEndEditingArguments.append(indexPath)
    }
}

/// A data source and delegate implementing no optional method (the "minimal delegate" case).
@MainActor
final class MinimalTableSource: TableViewDataSource, TableViewDelegate {
    var rows = 10

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
