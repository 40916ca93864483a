/// The animation of a presentation (`UIModalTransitionStyle`); stored only, nothing animates.
public enum ModalTransitionStyle: Int, Hashable, Sendable {
    /// Slides up from the bottom.
    case coverVertical
    /// Flips horizontally.
    case flipHorizontal
    /// Cross-dissolves.
    case crossDissolve
    /// Curls up a page.
    case partialCurl
}
