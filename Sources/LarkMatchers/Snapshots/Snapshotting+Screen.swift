import Foundation
import LarkSnapshots
import LarkUI

extension Snapshotting where Value: ViewSearchRoot {
    /// The screen as a user perceives it (`screenText`): one line per view, deterministic.
    ///
    /// ```swift
    /// expect(controller).to(matchSnapshot(as: .screen))
    /// ```
    @MainActor
    public static var screen: Snapshotting<Value> {
        Snapshotting(pathExtension: "txt") { $0.screenText }
    }

    /// The accessibility elements a VoiceOver user would meet, in reading order
    /// (`accessibilityText`).
    @MainActor
    public static var accessibility: Snapshotting<Value> {
        Snapshotting(pathExtension: "txt") { $0.accessibilityText }
    }
}
