import LarkUI

extension ImageView: ImageDisplayer {
    /// The image view's `image` (not `highlightedImage`, even while highlighted).
    public var displayedImage: Image? { image }
}
