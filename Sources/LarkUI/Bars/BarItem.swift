import Foundation

/// The common base of bar button items and tab bar items, like `UIBarItem`.
@preconcurrency @MainActor
open class BarItem: AccessibleObject, @MainActor CustomStringConvertible {
    /// Creates an item with no title or image.
    public override init() {}

    /// Creates an item as a storyboard does (nothing is decoded).
    public required init?(coder: NSCoder) {}

    /// The title.
    open var title: String?
    /// The image.
    open var image: Image?
    /// Whether the item can be used. Interaction helpers check it.
    open var isEnabled = true
    /// An integer you can use to identify the item.
    open var tag = 0
    /// Insets of the image (stored).
    open var imageInsets: EdgeInsets = .zero
    /// The image for a phone in landscape (stored).
    open var landscapeImagePhone: Image?
    /// The image the large content viewer shows (stored).
    open var largeContentSizeImage: Image?

    private var titleAttributes: [Control.State: [NSAttributedString.Key: Any]] = [:]

    /// Sets the title's attributes for `state` (stored; read back by `titleTextAttributes(for:)`).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: Control.State) {
        titleAttributes[state] = attributes
    }

    /// The title's attributes for `state`, as set.
    open func titleTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state] }

    // Bar items are accessibility elements by default, named by their title.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { title }
    override var defaultAccessibilityTraits: AccessibilityTraits { AccessibilityOverrides.itemTraits(isEnabled: isEnabled) }

    /// The type name and the title in quotes, e.g. `BarButtonItem "Done"`.
    open var description: String {
        var result = typeName(of: self)
        if let identifier = accessibilityIdentifier, !identifier.isEmpty { result += "#\(identifier)" }
        if let title { result += " \"\(title)\"" }
        return result
    }
}
