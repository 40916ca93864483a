import Foundation

/// What a container asks of the controllers inside it about sizes (`UIContentContainer`);
/// `ViewController` adopts it.
@preconcurrency @MainActor
public protocol ContentContainer: AnyObject {
    /// The size the container would like.
    var preferredContentSize: CGSize { get }
    /// A child's preferred size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer)
    /// A child's fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer)
    /// The size a child gets inside a parent of `parentSize`.
    func size(forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The container's size is about to change to `size`.
    func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator)
    /// The container's traits are about to change.
    func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator)
}
