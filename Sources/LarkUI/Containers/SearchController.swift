import Foundation

/// A controller that runs a search from its `searchBar`, like `UISearchController`.
///
/// It becomes active when the bar's field begins editing (a user's tap, or `isActive = true`),
/// and tells its `searchResultsUpdater` on activation and after every edit, as UIKit does; the
/// bar's cancel button deactivates it. The results controller is recorded; it is not presented
/// over the screen in the model.
@preconcurrency @MainActor
open class SearchController: ViewController {
    /// The bar a user types into.
    public let searchBar: SearchBar
    /// The controller showing results (nil: results show in the searching controller itself).
    public let searchResultsController: ViewController?
    /// Told to update the results after every change to the search.
    open weak var searchResultsUpdater: SearchResultsUpdating?
    /// Told when the search is presented and dismissed.
    open weak var delegate: SearchControllerDelegate?
    /// Whether the content under the search dims (recorded).
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching (recorded).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the results show automatically (recorded).
    open var showsSearchResultsController = false
    /// Whether the bar shows its cancel button while searching (recorded).
    open var automaticallyShowsCancelButton = true
    /// Whether the bar shows its scope buttons while searching (recorded).
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller shows as soon as there is search text (recorded).
    open var automaticallyShowsSearchResultsController = true

    /// A search controller whose results show in `searchResultsController`.
    public init(searchResultsController: ViewController?) {
        searchBar = SearchBar(frame: CGRect(x: 0, y: 0, width: Window.defaultScreenBounds.width, height: 56))
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        connectBar()
    }

    /// A search controller with no results controller.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }

    /// A search controller as a storyboard makes it.
    public required init?(coder: NSCoder) {
        searchBar = SearchBar(frame: CGRect(x: 0, y: 0, width: Window.defaultScreenBounds.width, height: 56))
        searchResultsController = nil
        super.init(coder: coder)
        connectBar()
    }

    private func connectBar() {
        searchBar.searchController = self
        searchBar.showsCancelButton = true
        searchBar.searchTextField.addAction(Action { [weak self] _ in self?.isActive = true }, for: .editingDidBegin)
        searchBar.searchTextField.addAction(Action { [weak self] _ in self?.updateResults() }, for: .editingChanged)
    }

    private var active = false

    /// Whether the search is showing. Setting it presents or dismisses the search: the
    /// delegate's will/did callbacks, then the updater (on activation).
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            if newValue {
                delegate?.willPresentSearchController(self)
                active = true
                delegate?.didPresentSearchController(self)
                updateResults()
            } else {
                delegate?.willDismissSearchController(self)
                active = false
                searchBar.text = ""
                searchBar.searchTextField.resignFirstResponder()
                delegate?.didDismissSearchController(self)
                updateResults()
            }
        }
    }

    private func updateResults() {
        searchResultsUpdater?.updateSearchResults(for: self)
    }
}

/// Updates results as a search changes (`UISearchResultsUpdating`).
@preconcurrency @MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// The search changed: read `searchController.searchBar.text`.
    func updateSearchResults(for searchController: SearchController)
}

/// Told when a search is presented and dismissed (`UISearchControllerDelegate`).
@preconcurrency @MainActor
public protocol SearchControllerDelegate: AnyObject {
    /// The search is about to show.
    func willPresentSearchController(_ searchController: SearchController)
    /// The search showed.
    func didPresentSearchController(_ searchController: SearchController)
    /// The search is about to hide.
    func willDismissSearchController(_ searchController: SearchController)
    /// The search hid.
    func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
    /// Default: does nothing.
    public func willPresentSearchController(_ searchController: SearchController) {}
    /// Default: does nothing.
    public func didPresentSearchController(_ searchController: SearchController) {}
    /// Default: does nothing.
    public func willDismissSearchController(_ searchController: SearchController) {}
    /// Default: does nothing.
    public func didDismissSearchController(_ searchController: SearchController) {}
}
