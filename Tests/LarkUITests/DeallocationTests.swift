import Foundation
import LarkUI
import XCTest
@testable import LarkTestSupport

/// No retain cycles: controllers and views that leave the structure are freed.
@MainActor
final class DeallocationTests: XCTestCase {
    func testADismissedControllerIsDeallocated() async {
        let window = makeVisibleWindow()
        let root = ViewController()
        window.rootViewController = root
        weak var weakModal: ViewController?
        do {
            let modal = LoggingViewController()
            modal.navigationItem.rightBarButtonItem = BarButtonItem(title: "Done", style: .done, target: modal, action: nil)
            let button = Button()
            button.addTarget(modal, action: ViewController.loadViewIfNeeded, for: .touchUpInside)
            modal.view.addSubview(button)
            root.present(modal, animated: false)
            weakModal = modal
        }
        XCTAssertNotNil(weakModal)
        root.dismiss(animated: false)
        XCTAssertNil(weakModal)
    }

    func testAPoppedControllerIsDeallocated() async {
        let window = makeVisibleWindow()
        let navigation = NavigationController(rootViewController: ViewController())
        window.rootViewController = navigation
        weak var weakPushed: ViewController?
        do {
            let pushed = BoxTurtleViewController()
            navigation.pushViewController(pushed, animated: false)
            _ = pushed.textField.becomeFirstResponder()
            weakPushed = pushed
        }
        XCTAssertNotNil(weakPushed)
        navigation.popViewController(animated: false)
        XCTAssertNil(weakPushed)
    }

    func testARemovedViewIsDeallocated() async {
        let window = makeVisibleWindow()
        weak var weakView: View?
        weak var weakField: TextField?
        do {
            let container = View()
            let field = TextField()
            let delegate = RecordingTextFieldDelegate()
            field.delegate = delegate
            container.addSubview(field)
            window.addSubview(container)
            _ = field.becomeFirstResponder()
            weakView = container
            weakField = field
            container.removeFromSuperview()
        }
        XCTAssertNil(weakView)
        XCTAssertNil(weakField)
    }

    func testAReplacedRootAndItsPresentedControllerAreDeallocated() async {
        let window = makeVisibleWindow()
        weak var weakRoot: ViewController?
        weak var weakModal: ViewController?
        do {
            let root = ViewController(), modal = ViewController()
            window.rootViewController = root
            root.present(modal, animated: false)
            weakRoot = root
            weakModal = modal
        }
        window.rootViewController = ViewController()
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakModal)
    }

    func testTablesDoNotRetainTheirDataSourceOrCells() async {
        weak var weakSource: MinimalTableSource?
        weak var weakCell: TableViewCell?
        let table = TableView(frame: .zero)
        do {
            let source = MinimalTableSource()
            table.dataSource = source
            table.delegate = source
            weakCell = table.cellForRow(at: IndexPath(row: 0, section: 0))
            weakSource = source
        }
        XCTAssertNil(weakSource)
        XCTAssertNil(table.dataSource)
        table.reloadData()
        XCTAssertNil(weakCell, "a cell without reuse identifier is dropped on reload")
    }

    func testAControllerFromAStoryboardSegueIsFreedAfterPopping() async throws {
        StoryboardFixtures.registerAll()
        let storyboard = try Storyboard(name: TurtlesAndFriends.name)
        let list = try storyboard.instantiateViewControllerChecked(withIdentifier: "AnimalListViewController", as: AnimalListViewController.self)
        let navigation = NavigationController(rootViewController: list)
        try list.goToBoxTurtle()
        weak let weakTurtle = navigation.topViewController
        XCTAssertTrue(weakTurtle is BoxTurtleViewController)
        navigation.popViewController(animated: false)
        XCTAssertNil(weakTurtle)
    }
}
