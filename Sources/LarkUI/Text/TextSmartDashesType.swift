import Foundation

/// Whether typing turns on smart dashes (`UITextSmartDashesType`); stored, as there is no
/// keyboard.
public enum TextSmartDashesType: Int, Hashable, Sendable {
    /// The system's choice.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}
