import Foundation

/// What a search bar tells its delegate, with UIKit's `UISearchBarDelegate` names; every method
/// is optional.
@preconcurrency @MainActor
public protocol SearchBarDelegate: AnyObject {
    /// Whether editing may begin (default true).
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// Whether editing may end (default true).
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    /// Whether the edit replacing the UTF-16 `range` with `text` may happen (default true).
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed through a user's edit (one call per edit).
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// The keyboard's search button was tapped.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    /// The user chose another scope button.
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
    /// The user tapped the bookmark button.
    func searchBarBookmarkButtonClicked(_ searchBar: SearchBar)
    /// The user tapped the results-list button.
    func searchBarResultsListButtonClicked(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
    /// True.
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    /// Nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    /// True.
    public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
    /// Nothing.
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    /// True.
    public func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Nothing.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    /// Nothing.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    /// Nothing.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    /// Nothing.
    public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
    /// Nothing.
    public func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) {}
    /// Nothing.
    public func searchBarResultsListButtonClicked(_ searchBar: SearchBar) {}
}
