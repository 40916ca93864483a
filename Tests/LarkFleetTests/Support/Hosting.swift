import Foundation
import Lark
@testable import LarkTestSupport

/// The spec's KeyWindow fixture: a plain controller made the key window's root with Fleet
/// (warnings kept off standard error). "Embed X" means adding X to the returned view.
@MainActor
func makeHostView() -> View {
    Application.shared.printsWarnings = false
    let root = ViewController()
    Fleet.setAsAppWindowRoot(root)
    return root.view
}

/// Puts `view` at `frame` in a new 320 x 480 key window (its own, not the app's) and returns the
/// window, which the caller keeps alive.
@MainActor
func hostInWindow(_ view: View, frame: CGRect) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    view.frame = frame
    window.addSubview(view)
    return window
}

/// Records every selection-changed notification a table posts, with its object.
@MainActor
final class SelectionNotificationCounter {
    private var token: NSObjectProtocol?
    private(set) var objects: [ObjectIdentifier?] = []
    var count: Int { objects.count }

    /// Observes with a nil object filter, so notifications posted with any object are counted.
    init(log: EventLog? = nil) {
        token = NotificationCenter.default.addObserver(forName: TableView.selectionDidChangeNotification, object: nil, queue: nil) { [weak self, weak log] note in
            let id = note.object.map { ObjectIdentifier($0 as AnyObject) }
            MainActor.assumeIsolated {
                self?.objects.append(id)
                log?.append("note.selectionDidChange")
            }
        }
    }

    func stop() {
        token.map(NotificationCenter.default.removeObserver)
        token = nil
    }
}

/// A delegate that logs every selection callback in one ordered log; its answers are closures.
@MainActor
final class LoggingTableDelegate: TableViewDelegate {
    let log: EventLog
    var willSelect: (IndexPath) -> IndexPath? = { $0 }
    var willDeselect: (IndexPath) -> IndexPath? = { $0 }

    init(log: EventLog) { self.log = log }

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect(\(indexPath.row))")
        return willSelect(indexPath)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect(\(indexPath.row))")
    }

    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect(\(indexPath.row))")
        return willDeselect(indexPath)
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect(\(indexPath.row))")
    }
}

/// Implements only did-deselect (Fleet never called it without will-deselect).
@MainActor
final class DidDeselectOnlyDelegate: TableViewDelegate {
    var didDeselectArguments: [IndexPath] = []
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        didDeselectArguments.append(indexPath)
    }
}

/// A table of `rows` rows in one section (or more sections), backed by `MinimalTableSource`.
@MainActor
func makeTable(rows: Int = 10, source: MinimalTableSource) -> TableView {
    source.rows = rows
    let table = TableView(frame: Window.defaultScreenBounds, style: .plain)
    table.dataSource = source
    return table
}

extension TableView {
    /// The selected rows of section 0, as plain integers.
    var selectedRows: [Int] { (indexPathsForSelectedRows ?? []).map(\.row) }
}

/// `IndexPath(row:section:)` in short.
func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }
