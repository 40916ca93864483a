import Foundation

/// Attributed text that layout managers lay out, like `NSTextStorage`: an
/// `NSMutableAttributedString` (so `length`, `string` and the attribute-editing methods are
/// Foundation's) with the layout managers that show it.
open class NSTextStorage: NSMutableAttributedString {
    /// What kind of change an edit made (`NSTextStorage.EditActions`).
    public struct EditActions: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Actions from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Attributes changed.
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        /// Characters changed.
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    /// An empty storage.
    public convenience init() { self.init(string: "") }

    /// The layout managers that show this storage: those added with `addLayoutManager(_:)`, in
    /// order (a text view's own layout manager reads its view and is not listed). UIKit's storage
    /// retains them and they do not retain it; the model's managers keep their storage alive and
    /// the storage holds them weakly, so that the pair is no cycle and a manager made next to a
    /// local storage goes on laying it out.
    open var layoutManagers: [NSLayoutManager] {
        addedLayoutManagers.compactMap { $0.object as? NSLayoutManager }
    }
    private var addedLayoutManagers: [WeakReference] = []

    /// Adds `manager` at the end of `layoutManagers` and makes this its `textStorage`, as UIKit
    /// does, so the manager lays out this text; adding one already there does nothing.
    @preconcurrency @MainActor
    open func addLayoutManager(_ manager: NSLayoutManager) {
        if !layoutManagers.contains(where: { $0 === manager }) {
            addedLayoutManagers.removeAll { $0.object == nil }
            addedLayoutManagers.append(WeakReference(manager))
        }
        manager.textStorage = self
    }

    /// Removes `manager` from `layoutManagers` and clears its `textStorage`, as UIKit does.
    @preconcurrency @MainActor
    open func removeLayoutManager(_ manager: NSLayoutManager) {
        guard addedLayoutManagers.contains(where: { $0.object === manager }) else { return }
        addedLayoutManagers.removeAll { $0.object === manager || $0.object == nil }
        if manager.textStorage === self { manager.textStorage = nil }
    }

    /// Tells the storage about an edit (an override point for subclasses; the model keeps no
    /// edit bookkeeping).
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {}

    /// Finishes an edit (an override point; the model has nothing to fix).
    open func processEditing() {}
}
