import Foundation

/// An object with an identifier for tests and automation (`UIAccessibilityIdentification`).
/// Views, bar items and alert actions conform, as in UIKit (through `AccessibleObject`, which
/// every responder also is); images do not here, because the model's `Image` is an immutable
/// value shared across tests.
@preconcurrency @MainActor
public protocol AccessibilityIdentification: AnyObject {
    /// An identifier for tests and automation; never read aloud.
    var accessibilityIdentifier: String? { get set }
}

extension AccessibleObject: AccessibilityIdentification {}
