import Foundation

/// The content of a cell or header, like `UIContentConfiguration`: a value describing what to
/// show, which makes the view that shows it. Assign one to `contentConfiguration` of a
/// `TableViewCell`, `CollectionViewCell` or `TableViewHeaderFooterView`; the view it makes goes
/// in the `contentView`, and later configurations of the same type are applied to that view.
@preconcurrency @MainActor
public protocol ContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> View & ContentView
    /// This configuration as it looks in `state` (selected, highlighted, ...); a cell that
    /// updates its content automatically calls this when its state changes.
    func updated(for state: ConfigurationState) -> Self
}
