import Foundation

/// The text field inside a search bar, like `UISearchTextField`: type into it with the text
/// helpers; its search bar turns the field's callbacks into `SearchBarDelegate` calls.
@MainActor
open class SearchTextField: TextField {
    /// The search bar it belongs to.
    public internal(set) weak var searchBar: SearchBar?
}

/// A search bar, like `UISearchBar`: a `searchTextField` that users type into, an optional cancel
/// button, and a delegate told about each edit.
///
/// The bar is its field's delegate (UIKit wires them the same way), so set `delegate` on the
/// bar, not on `searchTextField`.
@MainActor
open class SearchBar: View {
    /// The field users type into.
    public let searchTextField = SearchTextField(frame: .zero)
    /// Told about editing, each edit, and the search and cancel buttons.
    open weak var delegate: SearchBarDelegate?
    /// Whether the cancel button shows (false by default, as in UIKit).
    open var showsCancelButton = false
    private let relay = SearchFieldRelay()

    /// The text in the field. Setting it tells the delegate nothing, as in UIKit.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The placeholder the field shows while empty.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A search bar with its field filling `frame`'s size.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        connectField()
    }

    /// A search bar as a storyboard makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        connectField()
    }

    private func connectField() {
        searchTextField.frame = CGRect(origin: .zero, size: frame.size)
        searchTextField.searchBar = self
        relay.searchBar = self
        searchTextField.delegate = relay
        searchTextField.addAction(Action { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBar(self, textDidChange: self.searchTextField.text ?? "")
        }, for: .editingChanged)
        addSubview(searchTextField)
    }

    /// The search controller that owns this bar, if any.
    public internal(set) weak var searchController: SearchController?

    /// What a tap on the cancel button does: tells the delegate, then (for a search
    /// controller's bar) deactivates the search, as UIKit does.
    public func cancelButtonTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.isActive = false
    }

    /// The field keeps filling the bar.
    open override var frame: CGRect {
        didSet { searchTextField.frame = CGRect(origin: .zero, size: frame.size) }
    }
}

/// Turns the field's delegate calls into the bar's delegate calls. The keyboard's return key is
/// the search button: it tells the delegate and leaves the keyboard up (the app dismisses it).
@MainActor
private final class SearchFieldRelay: TextFieldDelegate {
    weak var searchBar: SearchBar?

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        searchBar.map { $0.delegate?.searchBarShouldBeginEditing($0) ?? true } ?? true
    }

    func textFieldDidBeginEditing(_ textField: TextField) {
        if let searchBar { searchBar.delegate?.searchBarTextDidBeginEditing(searchBar) }
    }

    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        searchBar.map { $0.delegate?.searchBarShouldEndEditing($0) ?? true } ?? true
    }

    func textFieldDidEndEditing(_ textField: TextField) {
        if let searchBar { searchBar.delegate?.searchBarTextDidEndEditing(searchBar) }
    }

    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        searchBar.map { $0.delegate?.searchBar($0, shouldChangeTextIn: range, replacementText: string) ?? true } ?? true
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        if let searchBar { searchBar.delegate?.searchBarSearchButtonClicked(searchBar) }
        return false
    }
}
