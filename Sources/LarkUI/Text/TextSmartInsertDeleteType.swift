import Foundation

/// Whether typing turns on smart insert-and-delete (`UITextSmartInsertDeleteType`); stored, as there is no
/// keyboard.
public enum TextSmartInsertDeleteType: Int, Hashable, Sendable {
    /// The system's choice.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}
