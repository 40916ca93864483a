import Lark
import Testing
import UIKit

/// A self-sizing cell as real screens write it: a multi-part content view pinned by constraints.
private final class NoteCell: UITableViewCell {
    let body = UIView()
    private var bodyHeight: NSLayoutConstraint!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        bodyHeight = body.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            body.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            bodyHeight,
        ])
    }
    required init?(coder: NSCoder) { fatalError("not made by storyboards") }

    func configure(lines: Int) { bodyHeight.constant = CGFloat(lines) * 20 }
}

/// A settings-like screen: a grouped table with titled sections, a banner, a tall first row by
/// `heightForRowAt`, and self-sizing notes below.
private final class SettingsScreen: UITableViewController {
    var selected: [IndexPath] = []
    init() { super.init(style: .grouped) }
    required init?(coder: NSCoder) { fatalError("not made by storyboards") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
        tableView.estimatedRowHeight = 60
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 120))
        tableView.tableHeaderView = banner
    }
    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 2 : 30 }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Account" : "Notes"
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath == IndexPath(row: 0, section: 0) ? 88 : UITableView.automaticDimension
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
            cell.textLabel?.text = indexPath.row == 0 ? "Profile" : "Sign out"
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
        cell.configure(lines: 1 + indexPath.row % 3)
        cell.textLabel?.text = "Note \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

@Suite("Table rows of different heights, in UIKit's spelling")
@MainActor
struct TableRowHeightTests {
    @Test func headersRowsAndSelfSizingCellsTakeTheirRoom() throws {
        let screen = SettingsScreen()
        let window = show(screen)
        let table = screen.tableView!
        // Banner 120, header "Account" 28, the tall row 88, then "Sign out" (no constraints: 44).
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 120, width: table.bounds.width, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 88)
        _ = try window.find(UILabel.self, where: .text("Account"))
        let signOut = try window.find(UITableViewCell.self, where: .text("Sign out"))
        #expect(signOut.frame == CGRect(x: 0, y: 236, width: table.bounds.width, height: 44))
        // Notes measure their content: margins (8 + 8) around 20, 40 or 60 points of body.
        let note0 = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        let note1 = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1)))
        #expect(note0.frame.height == 36)
        #expect(note1.frame.height == 56)
        #expect(note1.frame.minY == note0.frame.maxY)
    }

    @Test func scrollingToAFarRowAndTappingItLandsOnThatRow() throws {
        let screen = SettingsScreen()
        let window = show(screen)
        let table = screen.tableView!
        try table.scrollToVisible(rowAt: IndexPath(row: 25, section: 1))
        #expect(table.bounds.contains(table.rectForRow(at: IndexPath(row: 25, section: 1))), "on screen at its estimated place")
        // The look measures the rows on screen (estimated at 60, smaller in fact): the rows
        // below the first one on screen move up, as in UIKit; row 25 stays on screen.
        try window.find(UITableViewCell.self, where: .text("Note 25")).tap()
        #expect(screen.selected == [IndexPath(row: 25, section: 1)])
        let frame = table.rectForRow(at: IndexPath(row: 25, section: 1))
        #expect(table.bounds.contains(frame))
        #expect(table.cellForRow(at: IndexPath(row: 25, section: 1))?.frame == frame)
        let point = CGPoint(x: 10, y: frame.midY)
        #expect(table.indexPathForRow(at: point) == IndexPath(row: 25, section: 1))
        #expect(table.indexPathsForVisibleRows?.contains(IndexPath(row: 25, section: 1)) == true)
    }
}
