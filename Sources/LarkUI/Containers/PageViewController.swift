import Foundation

/// A controller that shows one page (child controller) at a time and lets a user swipe to the
/// next or previous page, like `UIPageViewController`. The shown pages are its children and
/// their views fill its view; `setViewControllers(_:direction:animated:completion:)` changes
/// them at once and calls `completion` with `true`.
///
/// Swiping is Fleet's `swipeToNextPage()`/`swipeToPreviousPage()`-style helpers' job: the model
/// asks the data source for the neighbour (`turnPage(_:)`) and tells the delegate, in UIKit's
/// order: `willTransitionTo`, then `didFinishAnimating(_:previousViewControllers:transitionCompleted:)`.
@MainActor
open class PageViewController: ViewController {
    /// How pages change (`UIPageViewController.TransitionStyle`).
    public enum TransitionStyle: Int, Hashable, Sendable {
        /// A page curl.
        case pageCurl
        /// A scroll.
        case scroll
    }

    /// The swipe direction (`UIPageViewController.NavigationOrientation`).
    public enum NavigationOrientation: Int, Hashable, Sendable {
        /// Left and right.
        case horizontal
        /// Up and down.
        case vertical
    }

    /// Which way a change goes (`UIPageViewController.NavigationDirection`).
    public enum NavigationDirection: Int, Hashable, Sendable {
        /// To the next page.
        case forward
        /// To the previous page.
        case reverse
    }

    /// Keys of the options dictionary (`UIPageViewController.OptionsKey`).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location (page curl).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The gap between pages (scroll).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The transition style.
    public let transitionStyle: TransitionStyle
    /// The swipe direction.
    public let navigationOrientation: NavigationOrientation
    /// The options given at creation.
    public let options: [OptionsKey: Any]?
    /// Answers which page comes before and after a page.
    open weak var dataSource: PageViewControllerDataSource?
    /// Told about page changes.
    open weak var delegate: PageViewControllerDelegate?
    /// Whether two pages show side by side (page curl on wide screens).
    open var isDoubleSided = false
    /// The pages shown (one, or two when double-sided), nil before any are set.
    open private(set) var viewControllers: [ViewController]?

    /// A page controller with a style and orientation.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        self.options = options
        super.init(nibName: nil, bundle: nil)
    }

    /// A horizontal page-curl controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        options = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A horizontal page-curl controller, as a storyboard makes it.
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        options = nil
        super.init(coder: coder)
    }

    /// Shows `viewControllers` now (replacing the pages as children), then calls `completion`
    /// with `true`. The delegate is not told: a programmatic change is not a user's swipe.
    open func setViewControllers(_ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        show(pages: viewControllers ?? [])
        completion?(true)
    }

    /// Turns one page as a user's swipe does: asks the data source for the neighbour in
    /// `direction`, tells the delegate it will transition, shows it, and tells the delegate it
    /// finished. Returns false, changing nothing, when there is no page to turn to.
    @discardableResult
    public func turnPage(_ direction: NavigationDirection) -> Bool {
        guard let current = viewControllers?.first, let dataSource else { return false }
        let next = direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let next else { return false }
        delegate?.pageViewController(self, willTransitionTo: [next])
        let previous = viewControllers ?? []
        show(pages: [next])
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: true)
        return true
    }

    private func show(pages: [ViewController]) {
        for old in viewControllers ?? [] where !pages.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        for page in pages where page.parent !== self {
            addChild(page)
            page.view.frame = view.bounds
            view.addSubview(page.view)
            page.didMove(toParent: self)
        }
        viewControllers = pages
    }
}

/// Answers which page comes before and after a page (`UIPageViewControllerDataSource`).
@MainActor
public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first.
    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController?
    /// The page after `viewController`, or nil at the last.
    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController?
    /// How many dots the page indicator shows (0: no indicator).
    func presentationCount(for pageViewController: PageViewController) -> Int
    /// Which dot is selected.
    func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
    /// Default: no indicator.
    public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
    /// Default: the first dot.
    public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}

/// Told about page changes (`UIPageViewControllerDelegate`).
@MainActor
public protocol PageViewControllerDelegate: AnyObject {
    /// A user's swipe is about to show `pendingViewControllers`.
    func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController])
    /// A user's swipe finished.
    func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [ViewController], transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
    /// Default: does nothing.
    public func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {}
    /// Default: does nothing.
    public func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [ViewController], transitionCompleted completed: Bool) {}
}
