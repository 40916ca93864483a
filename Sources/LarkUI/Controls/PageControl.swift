import Foundation

/// A row of dots, one per page, like `UIPageControl`. A tap on the left or right half moves one
/// page and sends `.valueChanged`, as UIKit does (Fleet's `tap()` on it does that).
@preconcurrency @MainActor
open class PageControl: Control {
    /// How many pages (dots); `size(forNumberOfPages:)` of it is the intrinsic size.
    open var numberOfPages = 0 {
        didSet {
            currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            invalidateIntrinsicContentSize()
        }
    }
    /// The page shown, within 0..<numberOfPages.
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            if clamped != currentPage { currentPage = clamped }
        }
    }
    /// Whether the control hides with a single page.
    open var hidesForSinglePage = false
    /// The dots' colour.
    open var pageIndicatorTintColor: Color?
    /// The current dot's colour.
    open var currentPageIndicatorTintColor: Color?
    /// Whether the background shows.
    open var backgroundStyle: BackgroundStyle = .automatic
    /// The dots' image (nil: a dot; stored).
    open var preferredIndicatorImage: Image?
    /// The current dot's image (nil: the dots' image; stored).
    open var preferredCurrentPageIndicatorImage: Image?
    /// Which way the pages run, like `UIPageControl.Direction`.
    public enum Direction: Int, Hashable, Sendable {
        /// The reading direction.
        case natural
        /// Left to right.
        case leftToRight
        /// Right to left.
        case rightToLeft
        /// Top to bottom.
        case topToBottom
        /// Bottom to top.
        case bottomToTop
    }

    /// Which way the pages run (`.natural` by default; stored).
    open var direction: Direction = .natural
    /// Whether a drag across the dots scrubs through pages (stored).
    open var allowsContinuousInteraction = true
    /// Whether `currentPage` shows only after `updateCurrentPageDisplay()` (deprecated; stored).
    open var defersCurrentPageDisplay = false
    private var indicatorImages: [Int: Image] = [:]
    private var currentPageIndicatorImages: [Int: Image] = [:]

    /// Sets (or with nil removes) the dot image of one page.
    open func setIndicatorImage(_ image: Image?, forPage page: Int) { indicatorImages[page] = image }
    /// The dot image of `page`: its own, else `preferredIndicatorImage`.
    open func indicatorImage(forPage page: Int) -> Image? { indicatorImages[page] ?? preferredIndicatorImage }
    /// Sets (or with nil removes) the current-dot image of one page.
    open func setCurrentPageIndicatorImage(_ image: Image?, forPage page: Int) { currentPageIndicatorImages[page] = image }
    /// The current-dot image of `page`: its own, else `preferredCurrentPageIndicatorImage`.
    open func currentPageIndicatorImage(forPage page: Int) -> Image? {
        currentPageIndicatorImages[page] ?? preferredCurrentPageIndicatorImage
    }
    /// Shows the current page when display is deferred (the model shows nothing to update).
    open func updateCurrentPageDisplay() {}

    /// Background styles (`UIPageControl.BackgroundStyle`).
    public enum BackgroundStyle: Int, Hashable, Sendable {
        /// Shown while interacting.
        case automatic
        /// Always shown.
        case prominent
        /// Never shown.
        case minimal
    }

    /// Moves one page in `direction` (+1 or -1) as a user's tap does; returns whether it moved,
    /// sending `.valueChanged` when it did.
    @discardableResult
    public func step(by direction: Int) -> Bool {
        let target = currentPage + (direction < 0 ? -1 : 1)
        guard target >= 0, target < numberOfPages else { return false }
        currentPage = target
        sendActions(for: .valueChanged)
        return true
    }

    /// The size that shows `pageCount` dots (16 points per dot, 26 high).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(pageCount) * 16, height: 26)
    }

    override var defaultAccessibilityValue: String? { numberOfPages == 0 ? nil : "page \(currentPage + 1) of \(numberOfPages)" }
    override var defaultAccessibilityTraits: AccessibilityTraits { super.defaultAccessibilityTraits.union(.adjustable) }
}
