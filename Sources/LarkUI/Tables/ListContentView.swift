import Foundation

/// The view a `ListContentConfiguration` makes, like `UIListContentView`: its image, text and
/// secondary text in an image view and two labels, laid out inside the configuration's margins
/// (the image leading, the secondary text below the text or, for a value cell, beside it).
/// Labels are made only for text there is, so an empty row shows no empty label.
@preconcurrency @MainActor
open class ListContentView: View, ContentView {
    private(set) var textLabel: Label?
    private(set) var secondaryTextLabel: Label?
    private(set) var imageView: ImageView?
    private var listConfiguration: ListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: ListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        apply()
    }

    /// A view as a storyboard makes it, showing an empty configuration.
    public required init?(coder: NSCoder) {
        listConfiguration = ListContentConfiguration()
        super.init(coder: coder)
        apply()
    }

    /// The list configuration shown; setting another kind of configuration is a fault in the
    /// test (UIKit raises) and leaves the view as it was.
    open var configuration: ContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? ListContentConfiguration else {
                modelFault("A ListContentView shows only a ListContentConfiguration, not \(type(of: newValue)).")
                return
            }
            listConfiguration = list
            apply()
        }
    }

    /// Whether `configuration` is a list configuration, the only kind this view shows.
    open func supports(_ configuration: ContentConfiguration) -> Bool { configuration is ListContentConfiguration }

    /// Places the image and labels in the new bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        place()
    }

    /// The secondary label, made (empty) if no secondary text made it yet: a table cell of a
    /// style with a detail label hands it out as its `detailTextLabel`.
    func makeSecondaryTextLabel() -> Label {
        if let secondaryTextLabel { return secondaryTextLabel }
        let label = addLabel()
        secondaryTextLabel = label
        listConfiguration.styleSecondary(label)
        place()
        return label
    }

    /// The image view, made (empty) if no image made it yet, for a table cell's `imageView`.
    func makeImageView() -> ImageView {
        if let imageView { return imageView }
        let view = ImageView(frame: .zero)
        addSubview(view)
        imageView = view
        place()
        return view
    }

    private func apply() {
        let configuration = listConfiguration
        if textLabel == nil { textLabel = addLabel() }
        textLabel?.text = configuration.shownText
        configuration.stylePrimary(textLabel)
        if let secondary = configuration.shownSecondaryText {
            makeSecondaryTextLabel().text = secondary
        } else {
            secondaryTextLabel?.text = nil
        }
        configuration.styleSecondary(secondaryTextLabel)
        if configuration.image != nil || imageView != nil {
            let view = makeImageView()
            view.image = configuration.image
            if let tint = configuration.imageProperties.tintColor { view.tintColor = tint }
            view.layer.cornerRadius = configuration.imageProperties.cornerRadius
        }
        place()
    }

    private func addLabel() -> Label {
        let label = Label(frame: .zero)
        addSubview(label)
        return label
    }

    /// Frames from the bounds: the margins' box, the image at its leading side (its maximum or
    /// reserved size, else a 28-point square), then the text block centred vertically.
    private func place() {
        let configuration = listConfiguration
        let margins = configuration.directionalLayoutMargins
        let box = CGRect(x: margins.leading, y: 0, width: max(0, bounds.width - margins.leading - margins.trailing), height: bounds.height)
        var textX = box.minX
        if let imageView, imageView.image != nil {
            let properties = configuration.imageProperties
            let size = properties.reservedLayoutSize != .zero ? properties.reservedLayoutSize
                : properties.maximumSize != .zero ? properties.maximumSize : CGSize(width: 28, height: 28)
            imageView.frame = CGRect(x: box.minX, y: ((box.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            textX = imageView.frame.maxX + configuration.imageToTextPadding
        } else {
            imageView?.frame = CGRect(x: box.minX, y: 0, width: 0, height: 0)
        }
        let width = max(0, box.maxX - textX)
        let primaryHeight = TextMetrics.lineHeight(configuration.textProperties.font)
        let secondaryHeight = TextMetrics.lineHeight(configuration.secondaryTextProperties.font)
        let showsSecondary = secondaryTextLabel?.text?.isEmpty == false
        if configuration.prefersSideBySideTextAndSecondaryText || !showsSecondary {
            let half = showsSecondary ? max(0, (width - configuration.textToSecondaryTextHorizontalPadding) / 2) : width
            textLabel?.frame = CGRect(x: textX, y: ((box.height - primaryHeight) / 2).rounded(), width: half, height: primaryHeight)
            secondaryTextLabel?.frame = CGRect(x: textX + width - half, y: ((box.height - secondaryHeight) / 2).rounded(),
                                               width: showsSecondary ? half : 0, height: secondaryHeight)
        } else {
            let block = primaryHeight + configuration.textToSecondaryTextVerticalPadding + secondaryHeight
            let top = max(0, ((box.height - block) / 2).rounded())
            textLabel?.frame = CGRect(x: textX, y: top, width: width, height: primaryHeight)
            secondaryTextLabel?.frame = CGRect(x: textX, y: top + primaryHeight + configuration.textToSecondaryTextVerticalPadding,
                                               width: width, height: secondaryHeight)
        }
    }
}
