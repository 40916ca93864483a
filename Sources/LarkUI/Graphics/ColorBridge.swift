import Foundation

/// Conversions between the model's `Color` and `CGColor`, internal so they do not clash with the
/// public `Color.cgColor` / `Color(cgColor:)` the UIKit layer exposes.
enum ColorBridge {
    /// The RGB `CGColor` with `color`'s components.
    static func cgColor(_ color: Color) -> CGColor {
        CGColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// The `Color` with `cgColor`'s components: grey colours spread to RGB; other counts read as
    /// RGBA as far as they go.
    static func color(_ cgColor: CGColor) -> Color {
        let values = cgColor.components ?? []
        switch values.count {
        case 2: return Color(white: values[0], alpha: values[1])
        case 4: return Color(red: values[0], green: values[1], blue: values[2], alpha: values[3])
        default:
            let padded = values + Array(repeating: 0, count: max(0, 3 - values.count))
            return Color(red: padded[0], green: padded[1], blue: padded[2], alpha: cgColor.alpha)
        }
    }
}
