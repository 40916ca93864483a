import Foundation

/// A service the share sheet offers (`UIActivity`). Subclass it for an app-defined activity.
@preconcurrency @MainActor
open class Activity {
    /// The name of a kind of activity (`UIActivity.ActivityType`).
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// A type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A type named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Copy to the pasteboard.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Mail.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Messages.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Print.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Save to the photo library.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Add to the reading list.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// Assign to a contact.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Open in iBooks.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Markup as PDF.
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        /// Post to Facebook.
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        /// Post to Twitter.
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    }

    /// How the activity shows (`UIActivity.Category`).
    public enum Category: Int, Hashable, Sendable {
        /// An action.
        case action
        /// Sharing.
        case share
    }

    /// An activity.
    public init() {}
    /// The category.
    open class var activityCategory: Category { .action }
    /// The type.
    open var activityType: ActivityType? { nil }
    /// The title a user reads.
    open var activityTitle: String? { nil }
    /// The image.
    open var activityImage: Image? { nil }
    /// Whether it can act on `activityItems`.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Receives the items before it performs.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Performs the activity; call `activityDidFinish(_:)` when done.
    open func perform() { activityDidFinish(true) }
    /// Reports that the activity finished.
    open func activityDidFinish(_ completed: Bool) { didFinish = completed }
    /// Whether `activityDidFinish(true)` was called.
    public private(set) var didFinish: Bool?
}

/// The share sheet (`UIActivityViewController`): presented like any controller; a test plays
/// the user's choice with `simulateCompletion(activityType:completed:)`.
@preconcurrency @MainActor
open class ActivityViewController: ViewController {
    /// What is shared.
    public let activityItems: [Any]
    /// The app's own activities offered alongside the system's.
    public let applicationActivities: [Activity]?
    /// Activities not to offer.
    open var excludedActivityTypes: [Activity.ActivityType]?
    /// Called when the sheet finishes: the chosen type (nil when cancelled), whether it
    /// completed, returned items and an error.
    open var completionWithItemsHandler: ((Activity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void)?

    /// A share sheet for `activityItems`.
    public init(activityItems: [Any], applicationActivities: [Activity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
    }

    /// Share sheets are not made by storyboards; this one shares nothing.
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }

    /// The activities a user can choose: the app's own that can act on the items.
    public var offeredApplicationActivities: [Activity] {
        (applicationActivities ?? []).filter { activity in
            activity.canPerform(withActivityItems: activityItems)
                && !(excludedActivityTypes ?? []).contains { $0 == activity.activityType }
        }
    }

    /// Plays the user finishing the sheet: choosing `activityType` (nil: cancelling). An app
    /// activity of that type is prepared and performed. The sheet is dismissed, then the
    /// completion handler runs, as in UIKit.
    public func simulateCompletion(activityType: Activity.ActivityType?, completed: Bool = true) {
        var finished = completed && activityType != nil
        if let activityType, let activity = offeredApplicationActivities.first(where: { $0.activityType == activityType }) {
            activity.prepare(withActivityItems: activityItems)
            activity.perform()
            finished = activity.didFinish ?? finished
        }
        let handler = completionWithItemsHandler
        guard presentingViewController != nil else {
            handler?(activityType, finished, nil, nil)
            return
        }
        dismiss(animated: true) {
            handler?(activityType, finished, nil, nil)
        }
    }
}
