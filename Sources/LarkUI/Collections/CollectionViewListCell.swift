import Foundation

/// A collection view cell styled as a list row, like `UICollectionViewListCell`: set its
/// `contentConfiguration` (from `defaultContentConfiguration()`) and the texts and image show
/// in its content view.
@preconcurrency @MainActor
open class CollectionViewListCell: CollectionViewCell {
    private var textLabel: Label?
    private var secondaryTextLabel: Label?
    private var imageView: ImageView?

    /// An empty configuration.
    open func defaultContentConfiguration() -> ListContentConfiguration { ListContentConfiguration() }

    /// The content shown; setting it puts its parts in labels and an image view.
    open var contentConfiguration: ListContentConfiguration? {
        didSet {
            guard let configuration = contentConfiguration else { return }
            show(configuration.shownText, in: &textLabel, y: 0)
            configuration.stylePrimary(textLabel)
            show(configuration.shownSecondaryText, in: &secondaryTextLabel, y: 22)
            configuration.styleSecondary(secondaryTextLabel)
            if let image = configuration.image {
                if imageView == nil {
                    let view = ImageView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
                    contentView.addSubview(view)
                    imageView = view
                }
                imageView?.image = image
            } else {
                imageView?.image = nil
            }
        }
    }

    private func show(_ text: String?, in label: inout Label?, y: CGFloat) {
        guard let text else {
            label?.text = nil
            return
        }
        if label == nil {
            let made = Label(frame: CGRect(x: 16, y: y, width: max(0, bounds.width - 32), height: 22))
            contentView.addSubview(made)
            label = made
        }
        label?.text = text
    }
}
