import Foundation

/// The configuration state of a view that is not a cell, like `UIViewConfigurationState`: a
/// table's header or footer passes one to its content configuration's `updated(for:)`.
public struct ViewConfigurationState: ConfigurationState, Hashable, Sendable {
    /// The view's traits.
    public var traitCollection: TraitCollection
    /// Whether the view takes no touches.
    public var isDisabled = false
    /// Whether a finger is on it.
    public var isHighlighted = false
    /// Whether it is selected.
    public var isSelected = false
    /// Whether it has focus.
    public var isFocused = false

    /// A state with `traitCollection` and no flags set.
    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }
}
