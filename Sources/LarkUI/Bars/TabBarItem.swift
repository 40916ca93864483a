import Foundation

/// An item in a tab bar, like `UITabBarItem`.
@MainActor
open class TabBarItem: BarItem {
    /// Creates an item with no title.
    public override init() {
        super.init()
    }

    /// Creates an item as a storyboard does, with no title.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates an item with a title, image and tag.
    public convenience init(title: String?, image: Image?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, image and selected image.
    public convenience init(title: String?, image: Image?, selectedImage: Image?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// The image shown while the item is selected.
    open var selectedImage: Image?
    /// Text shown in a badge on the item.
    open var badgeValue: String?
}
