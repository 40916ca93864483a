import Foundation

/// Whether typing turns on smart quotes (`UITextSmartQuotesType`); stored, as there is no
/// keyboard.
public enum TextSmartQuotesType: Int, Hashable, Sendable {
    /// The system's choice.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}
