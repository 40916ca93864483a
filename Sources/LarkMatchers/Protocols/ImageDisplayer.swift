import LarkUI

/// Something that shows one image, for `haveImage(_:)` and `haveImage()`.
///
/// In the model: `ImageView` (its `image`). Buttons, whose image depends on their state, have
/// their own overloads of those matchers instead.
@MainActor
public protocol ImageDisplayer {
    /// The image shown, or nil.
    var displayedImage: Image? { get }
}
