/// How the status bar animates when it shows, hides or changes (`UIStatusBarAnimation`); stored
/// only, there is no status bar.
public enum StatusBarAnimation: Int, Hashable, Sendable {
    /// No animation.
    case none
    /// Fades.
    case fade
    /// Slides.
    case slide
}
