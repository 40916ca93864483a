import Foundation

/// A compiled Interface Builder file, like `UINib`. Linux has no nibs: loading one gives no
/// objects, and a model warning says which nib was asked for, so a screen that builds itself
/// from a nib fails visibly instead of showing nothing silently.
@preconcurrency @MainActor
public final class Nib {
    /// The nib's name.
    public let name: String

    /// The nib named `name` in `bundle`.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
    }

    /// The nib's top-level objects: none on Linux (reported as a model warning).
    public func instantiate(withOwner ownerOrNil: Any?, options: [String: Any]? = nil) -> [Any] {
        modelWarning("Nib '\(name)' cannot be loaded on Linux (there are no nibs): no objects were made. Build the view in code.")
        return []
    }
}

extension Bundle {
    /// Loads a nib's top-level objects: none on Linux; see `Nib`.
    @preconcurrency @MainActor
    @discardableResult
    public func loadNibNamed(_ name: String, owner: Any?, options: [String: Any]? = nil) -> [Any]? {
        Nib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}

extension TableView {
    /// Registers a nib for cells: Linux has no nibs, so the model warns and registers a plain
    /// `TableViewCell` under `identifier`.
    public func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
        guard let nib else { return register(nil as TableViewCell.Type?, forCellReuseIdentifier: identifier) }
        modelWarning("Nib '\(nib.name)' for cells '\(identifier)' cannot be loaded on Linux; plain cells stand in. Register a cell class.")
        register(TableViewCell.self, forCellReuseIdentifier: identifier)
    }

    /// Registers a nib for headers and footers: Linux has no nibs, so the model warns and
    /// registers a plain `TableViewHeaderFooterView` under `identifier`; nil unregisters it.
    public func register(_ nib: Nib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let nib else { return register(nil as TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier: identifier) }
        modelWarning("Nib '\(nib.name)' for headers and footers '\(identifier)' cannot be loaded on Linux; plain header-footer views stand in. Register a view class.")
        register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: identifier)
    }
}

extension CollectionView {
    /// Registers a nib for cells: Linux has no nibs, so the model warns and registers a plain
    /// `CollectionViewCell` under `identifier`.
    public func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else { return register(nil as CollectionViewCell.Type?, forCellWithReuseIdentifier: identifier) }
        modelWarning("Nib '\(nib.name)' for cells '\(identifier)' cannot be loaded on Linux; plain cells stand in. Register a cell class.")
        register(CollectionViewCell.self, forCellWithReuseIdentifier: identifier)
    }
}
