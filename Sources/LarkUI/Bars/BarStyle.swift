/// A bar's style (`UIBarStyle`).
public enum BarStyle: Int, Hashable, Sendable {
    /// Light background, dark content.
    case `default`
    /// Dark background, light content.
    case black

    /// The opaque black style, which UIKit deprecates as the same as `.black`.
    public static var blackOpaque: BarStyle { .black }
}

