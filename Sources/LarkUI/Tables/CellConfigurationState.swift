import Foundation

/// What a cell's configuration may depend on (`UICellConfigurationState`): its traits and
/// whether it is selected, highlighted, editing, disabled, and so on.
public struct CellConfigurationState: ConfigurationState, Hashable, Sendable {
    /// The cell's traits.
    public var traitCollection: TraitCollection
    /// Whether the cell takes no touches.
    public var isDisabled = false
    /// Whether a finger is on it.
    public var isHighlighted = false
    /// Whether it is selected.
    public var isSelected = false
    /// Whether it has focus.
    public var isFocused = false
    /// Whether its table or list is editing.
    public var isEditing = false
    /// Whether its outline is expanded.
    public var isExpanded = false
    /// Whether it is swiped open.
    public var isSwiped = false
    /// Whether it is being reordered.
    public var isReordering = false

    /// A state with `traitCollection` and no flags set (`ConfigurationState`'s initializer).
    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A state with `traitCollection` and the given flags.
    public init(traitCollection: TraitCollection, isDisabled: Bool = false, isHighlighted: Bool = false, isSelected: Bool = false,
                isFocused: Bool = false, isEditing: Bool = false, isExpanded: Bool = false, isSwiped: Bool = false, isReordering: Bool = false) {
        self.traitCollection = traitCollection
        self.isDisabled = isDisabled
        self.isHighlighted = isHighlighted
        self.isSelected = isSelected
        self.isFocused = isFocused
        self.isEditing = isEditing
        self.isExpanded = isExpanded
        self.isSwiped = isSwiped
        self.isReordering = isReordering
    }
}
