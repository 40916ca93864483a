import Foundation

/// A view that shows a content configuration, like `UIContentView`: setting `configuration`
/// updates what it shows. A cell reuses its content view for a new configuration of the same
/// type when `supports(_:)` says yes, and makes a new view otherwise.
@preconcurrency @MainActor
public protocol ContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: ContentConfiguration { get set }
    /// Whether the view can show `configuration` (true unless the view says otherwise).
    func supports(_ configuration: ContentConfiguration) -> Bool
}

extension ContentView {
    /// Whether the view can show `configuration`: always, by default.
    public func supports(_ configuration: ContentConfiguration) -> Bool { true }
}
