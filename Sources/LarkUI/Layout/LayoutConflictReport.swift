import Foundation

/// What a layout pass did about required constraints that could not all hold, as UIKit logs it
/// ("Unable to simultaneously satisfy constraints"): which constraints conflict, which one was
/// broken so the rest could be laid out, and the views they name. Kept oldest first in
/// `Window.layoutConflictReports` (a tree outside a window keeps them on its root view).
public struct LayoutConflictReport: Equatable, Sendable, CustomStringConvertible {
    /// The conflicting constraints, described by identifier or as UIKit prints them, in
    /// activation order; the model's own constraints (intrinsic sizes, frames of views that
    /// keep them) appear as UIKit names them, e.g. `NSAutoresizingMaskLayoutConstraint`.
    public let conflictingConstraints: [String]
    /// The constraint the model broke (left out of layout) to recover.
    public let brokenConstraint: String
    /// The views the conflicting constraints name, by description, without repeats.
    public let views: [String]

    /// The report as UIKit's console text, naming constraints and views, never addresses.
    public var description: String {
        var lines = ["Unable to simultaneously satisfy constraints."]
        lines.append(contentsOf: conflictingConstraints.map { "    \($0)" })
        lines.append("Will attempt to recover by breaking constraint")
        lines.append("    \(brokenConstraint)")
        return lines.joined(separator: "\n")
    }
}
