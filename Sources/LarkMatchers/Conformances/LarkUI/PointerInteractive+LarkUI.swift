import LarkUI

extension View: PointerInteractive {
    /// The `PointerInteraction`s among the view's `interactions`.
    public var pointerInteractions: [PointerInteraction] {
        interactions.compactMap { $0 as? PointerInteraction }
    }

    /// For a `Button` (decided by the dynamic type): its `isPointerInteractionEnabled` and
    /// whether it has a `pointerStyleProvider`. Nil for other views.
    public var systemPointerSettings: SystemPointerSettings? {
        guard let button = self as? Button else { return nil }
        return SystemPointerSettings(
            isPointerInteractionEnabled: button.isPointerInteractionEnabled,
            hasPointerStyleProvider: button.pointerStyleProvider != nil)
    }
}
