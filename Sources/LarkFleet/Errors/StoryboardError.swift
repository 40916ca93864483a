import Foundation

extension Fleet {
    /// Thrown by the storyboard binding and mocking helpers. No binding was recorded when it is
    /// thrown.
    public typealias StoryboardError = Refusal<StoryboardErrorKind>

    /// Why the binding was refused, in the order the checks run.
    public enum StoryboardErrorKind: RefusalKind {
        /// The controller's view has already loaded (or its `viewDidLoad` has run); a segue
        /// destination's view is never loaded before `prepare(for:sender:)`.
        case viewControllerAlreadyLoaded
        /// The storyboard has no scene or placeholder with that identifier.
        case unknownIdentifier
        /// The identifier is not on the storyboard, but a reference placeholder leads to a
        /// scene with that identifier in another storyboard: bind through the reference.
        case identifierOnlyOnReference
        /// No reference placeholder leads to that identifier in that storyboard.
        case unknownReference
        /// No reference placeholder leads to that storyboard's initial view controller.
        case unknownInitialReference

        /// `"Fleet.StoryboardError"`.
        public static var errorName: String { "Fleet.StoryboardError" }
    }
}
