/// A bar's style (`UIBarStyle`).
public enum BarStyle: Int, Hashable, Sendable {
    /// Light background, dark content.
    case `default`
    /// Dark background, light content.
    case black
}

/// The bar size an image is for (`UIBarMetrics`).
public enum BarMetrics: Int, Hashable, Sendable {
    /// The usual height.
    case `default`
    /// The compact (landscape phone) height.
    case compact
    /// The usual height with a prompt.
    case defaultPrompt
    /// The compact height with a prompt.
    case compactPrompt
}
