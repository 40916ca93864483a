import Foundation

/// The content of a list cell, like `UIListContentConfiguration`: get one from
/// `TableViewCell.defaultContentConfiguration()`, set its parts, and assign it to the cell's
/// `contentConfiguration`, which puts them in the cell's labels and image view.
public struct ListContentConfiguration: Hashable, Sendable {
    /// The primary text.
    public var text: String?
    /// The secondary text, shown in the detail label (which every style gets once a
    /// configuration with secondary text is applied, as in UIKit).
    public var secondaryText: String?
    /// The image.
    public var image: Image?

    /// An empty configuration.
    public init(text: String? = nil, secondaryText: String? = nil, image: Image? = nil) {
        self.text = text
        self.secondaryText = secondaryText
        self.image = image
    }
}

extension TableViewCell {
    /// An empty configuration for this cell's style.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        ListContentConfiguration()
    }
}
