import Lark
import Testing
import UIKit

private final class FruitsViewController: UITableViewController {
    let fruits = ["Apple", "Pear"]
    private(set) var picked: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        title = "Fruits"
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        picked.append(fruits[indexPath.row])
    }
}

private final class Pages: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages = [UIViewController(), UIViewController(), UIViewController()]
    private(set) var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        setViewControllers([pages[0]], direction: .forward, animated: false)
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        pages.firstIndex(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        events.append("will \(pages.firstIndex(of: pendingViewControllers[0])!)")
    }
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        events.append("did from \(pages.firstIndex(of: previousViewControllers[0])!)")
    }
}

private final class Searcher: UIViewController, UISearchResultsUpdating, UISearchControllerDelegate {
    let search = UISearchController(searchResultsController: nil)
    private(set) var queries: [String] = []
    private(set) var events: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        search.searchResultsUpdater = self
        search.delegate = self
        navigationItem.searchController = search
        view.addSubview(search.searchBar)
    }
    func updateSearchResults(for searchController: UISearchController) { queries.append(searchController.searchBar.text ?? "") }
    func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
    func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }
}

@Suite @MainActor struct TableViewControllerTests {
    @Test func itsTableShowsTheOverriddenDataSourceAndTellsTheOverriddenDelegate() throws {
        let fruits = FruitsViewController()
        show(fruits)
        #expect(fruits.tableView.dataSource === fruits)
        try fruits.find(UITableViewCell.self, where: .text("Pear")).tap()
        #expect(fruits.picked == ["Pear"])
        expect(fruits).to(containView(UITableViewCell.self, where: .text("Apple")))
    }

    @Test func selectionClearsWhenTheTableReappears() throws {
        let fruits = FruitsViewController()
        show(fruits)
        try fruits.tableView.selectRow(at: IndexPath(row: 0, section: 0))
        #expect(fruits.tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        fruits.viewWillAppear(false)
        #expect(fruits.tableView.indexPathsForSelectedRows ?? [] == [])
    }

    @Test func unOverriddenDelegateMethodsCountAsNotImplemented() {
        let fruits = FruitsViewController()
        #expect(!OptionalMethod.isImplemented { _ = fruits.tableView(fruits.tableView, willSelectRowAt: IndexPath(row: 0, section: 0)) })
        #expect(UITableView.automaticDimension < 0)
    }
}

@Suite @MainActor struct PageViewControllerTests {
    @Test func pagesTurnThroughTheDataSourceInUIKitsOrder() {
        let pages = Pages(transitionStyle: .scroll, navigationOrientation: .horizontal)
        show(pages)
        #expect(pages.viewControllers?.first === pages.pages[0])
        #expect(pages.pages[0].view.superview === pages.view)
        #expect(!pages.turnPage(.reverse))
        #expect(pages.turnPage(.forward))
        #expect(pages.viewControllers?.first === pages.pages[1])
        #expect(pages.pages[0].parent == nil)
        #expect(pages.events == ["will 1", "did from 0"])
        #expect(pages.turnPage(.forward) && !pages.turnPage(.forward))
    }

    @Test func settingPagesInCodeTellsNoDelegate() {
        let pages = Pages(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        show(pages)
        var finished = false
        pages.setViewControllers([pages.pages[2]], direction: .reverse, animated: true) { finished = $0 }
        #expect(finished)
        #expect(pages.children == [pages.pages[2]])
        #expect(pages.events.isEmpty)
    }
}

@Suite @MainActor struct SearchControllerTests {
    @Test func typingUpdatesTheResultsAndCancelEndsTheSearch() throws {
        let screen = Searcher()
        show(screen)
        screen.search.searchBar.frame = CGRect(x: 0, y: 100, width: 390, height: 56)
        try screen.search.searchBar.search(for: "ki")
        #expect(screen.search.isActive)
        #expect(screen.queries.first == "")
        #expect(screen.queries.last == "ki")
        #expect(screen.events == ["willPresent"])
        try screen.search.searchBar.tapCancelButton()
        #expect(!screen.search.isActive)
        #expect(screen.events == ["willPresent", "didDismiss"])
        #expect(screen.search.searchBar.text == "")
    }
}

@Suite @MainActor struct StoryboardSpellingTests {
    @Test func uikitsSpellingsFailTheTestWhereUIKitRaises() {
        withKnownIssue {
            _ = UIStoryboard(name: "NoSuchStoryboard", bundle: nil)
        } matching: { $0.description.contains("NoSuchStoryboard") }
        Storyboard.register(StoryboardDefinition(name: "Main", scenes: [StoryboardScene(identifier: "Home") { UIViewController() }]))
        let main = UIStoryboard(name: "Main", bundle: nil)
        #expect(main.instantiateViewController(withIdentifier: "Home").storyboard === main)
        withKnownIssue {
            _ = main.instantiateViewController(withIdentifier: "Missing")
        } matching: { $0.description.contains("Missing") }
        #expect(main.instantiateInitialViewController() == nil)
        #expect(throws: StoryboardLookupError.self) { try main.instantiateViewControllerChecked(withIdentifier: "Missing") }
    }
}
