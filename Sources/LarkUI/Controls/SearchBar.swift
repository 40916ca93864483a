import Foundation

/// The text field inside a search bar, like `UISearchTextField`: type into it with the text
/// helpers; its search bar turns the field's callbacks into `SearchBarDelegate` calls.
@preconcurrency @MainActor
open class SearchTextField: TextField {
    /// The search bar it belongs to.
    public internal(set) weak var searchBar: SearchBar?
}

/// A search bar, like `UISearchBar`: a `searchTextField` that users type into, an optional cancel
/// button, and a delegate told about each edit.
///
/// The bar is its field's delegate (UIKit wires them the same way), so set `delegate` on the
/// bar, not on `searchTextField`.
@preconcurrency @MainActor
open class SearchBar: View {
    /// The field users type into.
    public let searchTextField = SearchTextField(frame: .zero)
    /// Told about editing, each edit, and the search and cancel buttons.
    open weak var delegate: SearchBarDelegate?
    /// Whether the cancel button shows (false by default, as in UIKit).
    open var showsCancelButton = false

    /// How the bar looks, like `UISearchBar.Style`.
    public enum Style: Int, Hashable, Sendable {
        /// The system's default.
        case `default`
        /// A translucent background with an opaque field.
        case prominent
        /// No background; the field is translucent.
        case minimal
    }

    /// The bar's look (stored).
    open var searchBarStyle: Style = .default
    /// Light or dark bar (stored).
    open var barStyle: BarStyle = .default
    /// The bar's background tint (stored).
    open var barTintColor: Color?
    /// Whether the bar is translucent (stored).
    open var isTranslucent = true
    /// The bar's background image (stored).
    open var backgroundImage: Image?
    /// The icons of the bar whose images can be replaced (`UISearchBar.Icon`).
    public enum Icon: Int, Hashable, Sendable {
        /// The magnifying glass.
        case search
        /// The clear button.
        case clear
        /// The bookmark button.
        case bookmark
        /// The results-list button.
        case resultsList
    }
    private var iconImages: [Icon: [Control.State.RawValue: Image]] = [:]
    private var iconOffsets: [Icon: Offset] = [:]
    /// Replaces the image of `icon` in `state` (stored; nil restores the default).
    open func setImage(_ iconImage: Image?, for icon: Icon, state: Control.State) {
        iconImages[icon, default: [:]][state.rawValue] = iconImage
    }
    /// The image set for `icon` in `state`, if any.
    open func image(for icon: Icon, state: Control.State) -> Image? { iconImages[icon]?[state.rawValue] }
    /// Moves `icon` by `adjustment` (stored).
    open func setPositionAdjustment(_ adjustment: Offset, for icon: Icon) { iconOffsets[icon] = adjustment }
    /// How far `icon` is moved.
    open func positionAdjustment(for icon: Icon) -> Offset { iconOffsets[icon] ?? Offset(horizontal: 0, vertical: 0) }
    /// One line of text above the field (stored).
    open var prompt: String?
    /// Whether the bookmark button shows (stored).
    open var showsBookmarkButton = false
    /// Whether the results-list button shows (stored).
    open var showsSearchResultsButton = false
    /// Whether the results-list button is selected (stored).
    open var isSearchResultsButtonSelected = false
    /// The titles of the scope buttons (nil: none).
    open var scopeButtonTitles: [String]?
    /// Whether the scope buttons show (stored).
    open var showsScopeBar = false
    /// The selected scope button (0 by default). Setting it in code tells the delegate nothing,
    /// as in UIKit.
    open var selectedScopeButtonIndex = 0

    /// Shows or hides the cancel button (`animated` is ignored).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Shows or hides the scope buttons (`animated` is ignored).
    open func setShowsScope(_ show: Bool, animated: Bool) {
        showsScopeBar = show
    }

    // MARK: Text input traits (the field's)

    /// The kind of keyboard: the field's.
    open var keyboardType: KeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The return key's title: the field's.
    open var returnKeyType: ReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// Automatic capitals: the field's.
    open var autocapitalizationType: TextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// Automatic correction: the field's.
    open var autocorrectionType: TextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// Spell checking: the field's.
    open var spellCheckingType: TextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    /// Light or dark keyboard: the field's.
    open var keyboardAppearance: KeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    /// What the text is (AutoFill): the field's.
    open var textContentType: TextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }
    /// Whether the return key is disabled while there is no text: the field's.
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    /// Smart quotes: the field's.
    open var smartQuotesType: TextSmartQuotesType {
        get { searchTextField.smartQuotesType }
        set { searchTextField.smartQuotesType = newValue }
    }
    /// Smart dashes: the field's.
    open var smartDashesType: TextSmartDashesType {
        get { searchTextField.smartDashesType }
        set { searchTextField.smartDashesType = newValue }
    }
    /// Smart spacing on insert and delete: the field's.
    open var smartInsertDeleteType: TextSmartInsertDeleteType {
        get { searchTextField.smartInsertDeleteType }
        set { searchTextField.smartInsertDeleteType = newValue }
    }
    /// The rules a suggested strong password follows: the field's.
    open var passwordRules: TextInputPasswordRules? {
        get { searchTextField.passwordRules }
        set { searchTextField.passwordRules = newValue }
    }
    /// A view shown above the keyboard: the field's.
    open override var inputAccessoryView: View? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }
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

extension SearchBar: TextInputTraits {}
