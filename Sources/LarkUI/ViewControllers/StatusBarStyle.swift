/// How the status bar draws (`UIStatusBarStyle`); stored only, there is no status bar.
public enum StatusBarStyle: Int, Hashable, Sendable {
    /// Follows the appearance.
    case `default`
    /// Light content, for dark backgrounds.
    case lightContent
    /// Dark content, for light backgrounds.
    case darkContent
}
