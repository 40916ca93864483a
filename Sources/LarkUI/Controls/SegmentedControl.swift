import Foundation

/// A row of segments of which one is selected, like `UISegmentedControl`. Setting
/// `selectedSegmentIndex` in code sends no events, as in UIKit; a user's tap on a segment is
/// Fleet's `selectSegment(at:)` or `selectSegment(withTitle:)`.
@MainActor
open class SegmentedControl: Control {
    /// The index UIKit uses for "no segment selected".
    public static let noSegment = -1

    private var segments: [(title: String?, isEnabled: Bool)]

    /// A control with one segment per title, none selected.
    public init(items: [String]) {
        segments = items.map { ($0, true) }
        super.init(frame: CGRect(x: 0, y: 0, width: CGFloat(max(1, items.count)) * 80, height: 32))
    }

    /// A control without segments, as a storyboard makes it.
    public required init?(coder: NSCoder) {
        segments = []
        super.init(coder: coder)
    }

    /// A control without segments.
    public convenience override init(frame: CGRect) {
        self.init(items: [])
        self.frame = frame
    }

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment's index, or `SegmentedControl.noSegment`.
    open var selectedSegmentIndex = SegmentedControl.noSegment

    /// Whether a tap selects a segment only for the moment of the tap (false by default).
    open var isMomentary = false

    /// The title of a segment; nil past the end.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's title; does nothing past the end.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
    }

    /// Inserts a segment at `segment` (clamped to the valid range).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), segments.count)
        segments.insert((title, true), at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    }

    /// Removes a segment; the selection follows, or is cleared when it was that segment.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = SegmentedControl.noSegment }
        else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
    }

    /// Enables or disables one segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether a segment is enabled; false past the end.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    override var descriptionText: String? {
        selectedSegmentIndex == SegmentedControl.noSegment ? nil : titleForSegment(at: selectedSegmentIndex)
    }
}
