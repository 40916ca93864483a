import Foundation

/// What a configuration may depend on, like `UIConfigurationState`: the view's traits, plus
/// whatever the conforming state adds (a cell's `CellConfigurationState` adds selection,
/// highlight, editing, ...). A content configuration's `updated(for:)` receives one.
public protocol ConfigurationState {
    /// The traits of the view the state belongs to.
    var traitCollection: TraitCollection { get set }
    /// A state with `traitCollection` and nothing else set.
    init(traitCollection: TraitCollection)
}
