import Foundation

/// A row of segments of which one is selected, like `UISegmentedControl`. Setting
/// `selectedSegmentIndex` in code sends no events, as in UIKit; a user's tap on a segment is
/// Fleet's `selectSegment(at:)` or `selectSegment(withTitle:)`.
@preconcurrency @MainActor
open class SegmentedControl: Control {
    /// The index UIKit uses for "no segment selected".
    public static let noSegment = -1

    /// One segment: its title or image, whether it is enabled, its width (0: automatic), its
    /// action and its content offset.
    private struct Segment {
        var title: String?
        var image: Image?
        var isEnabled = true
        var width: CGFloat = 0
        var action: Action?
        var contentOffset: CGSize = .zero
    }

    private var segments: [Segment] = []
    private var titleAttributes = PerStateValues<[NSAttributedString.Key: Any]>()

    /// A control with one segment per item, none selected: a `String` item is a segment's
    /// title, an `Image` its image (other items make an empty segment). 80 points wide a segment.
    public convenience init(items: [Any]?) {
        let segments = (items ?? []).map { Segment(title: $0 as? String, image: $0 as? Image) }
        self.init(frame: CGRect(x: 0, y: 0, width: CGFloat(max(1, segments.count)) * 80, height: 32))
        self.segments = segments
        invalidateIntrinsicContentSize()
    }

    /// A control with one segment per action (titled and imaged as the action), none selected.
    /// Selecting a segment performs its action when `.valueChanged` is sent (see
    /// `sendActions(for:)`).
    public convenience init(frame: CGRect, actions: [Action]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
        invalidateIntrinsicContentSize()
    }

    /// A control without segments: UIKit's designated initialiser, which subclasses override.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control without segments, as a storyboard makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
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
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (clamped to the valid range).
    open func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for `action` (titled and imaged as the action) at `segment` (clamped).
    open func insertSegment(action: Action, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    private func insert(_ new: Segment, at segment: Int) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(new, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        invalidateIntrinsicContentSize()
    }

    /// Removes every segment; nothing is selected any more.
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = SegmentedControl.noSegment
        invalidateIntrinsicContentSize()
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

    /// A segment's image; nil past the end.
    open func imageForSegment(at segment: Int) -> Image? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Sets a segment's image; does nothing past the end.
    open func setImage(_ image: Image?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
    }

    /// A segment's width (0: sized automatically); 0 past the end.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Sets a segment's width (0: sized automatically); does nothing past the end.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width
    }

    /// How a segment's content is offset (stored); zero past the end.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    /// Offsets a segment's content (stored); does nothing past the end.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].contentOffset = offset
    }

    /// A segment's action; nil past the end or for a segment made without one.
    open func actionForSegment(at segment: Int) -> Action? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// Sets a segment's action, title and image from `action`; does nothing past the end.
    open func setAction(_ action: Action, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = action.title
        segments[segment].image = action.image
        segments[segment].action = action
    }

    /// The index of the segment whose action has `identifier`, or `noSegment`.
    open func segmentIndex(identifiedBy identifier: Action.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == identifier } ?? SegmentedControl.noSegment
    }

    /// Whether segments are as wide as their content (false: all equally wide; stored).
    open var apportionsSegmentWidthsByContent = false
    /// The selected segment's colour (stored).
    open var selectedSegmentTintColor: Color?

    private var backgroundImages: [BarMetrics: PerStateValues<Image>] = [:]
    private var dividerImages: [BarMetrics: [[Control.State]: Image]] = [:]

    /// Sets (or with nil removes) the background image for `state` at bar height `metrics`
    /// (stored).
    open func setBackgroundImage(_ image: Image?, for state: State, barMetrics metrics: BarMetrics) {
        backgroundImages[metrics, default: PerStateValues()].set(image, for: state)
    }

    /// The background image for `state` at `metrics`, falling back to the `.normal` one.
    open func backgroundImage(for state: State, barMetrics metrics: BarMetrics) -> Image? {
        backgroundImages[metrics]?.value(for: state)
    }

    /// Sets (or with nil removes) the divider's image between segments in the given states
    /// (stored).
    open func setDividerImage(_ image: Image?, forLeftSegmentState leftState: State, rightSegmentState rightState: State, barMetrics metrics: BarMetrics) {
        dividerImages[metrics, default: [:]][[leftState, rightState]] = image
    }

    /// The divider's image between segments in the given states.
    open func dividerImage(forLeftSegmentState leftState: State, rightSegmentState rightState: State, barMetrics metrics: BarMetrics) -> Image? {
        dividerImages[metrics]?[[leftState, rightState]]
    }

    /// Sets (or with nil removes) the title attributes for `state` (stored).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleAttributes.set(attributes, for: state)
    }

    /// The title attributes for `state`, falling back to the `.normal` ones.
    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
        titleAttributes.value(for: state)
    }

    /// Sends `events`; with `.valueChanged`, the selected segment's action (if it has one) is
    /// performed first, as UIKit performs a segment's action when a user selects it.
    open override func sendActions(for events: Event) {
        if events.contains(.valueChanged), let action = actionForSegment(at: selectedSegmentIndex) { sendAction(action) }
        super.sendActions(for: events)
    }

    override var descriptionText: String? {
        selectedSegmentIndex == SegmentedControl.noSegment ? nil : titleForSegment(at: selectedSegmentIndex)
    }
}
