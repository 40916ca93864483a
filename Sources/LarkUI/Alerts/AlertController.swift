import Foundation

/// An alert or action sheet, like `UIAlertController`.
///
/// It is presented like any controller and never covers its presenter (the presenter gets no
/// disappear callbacks). The model does not dismiss it by itself: choosing an action is the job
/// of whoever acts for the user (dismiss, then run the action's `handler`). Its view holds labels
/// for the title and message and the text fields; there are no button views.
@preconcurrency @MainActor
open class AlertController: ViewController {
    /// The two presentation styles.
    public enum Style: Int, Hashable, Sendable, CustomStringConvertible {
        /// A sheet anchored to the bottom.
        case actionSheet
        /// A centred alert.
        case alert

        /// `.actionSheet` or `.alert`.
        public var description: String { self == .alert ? ".alert" : ".actionSheet" }
    }

    /// Creates an alert or action sheet.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init()
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// The message below the title.
    open var message: String? {
        didSet { messageLabel?.text = message }
    }

    /// Key-value coding as apps use it on alerts: an attributed `"attributedTitle"` or
    /// `"attributedMessage"` sets the title or message a user reads (its string); other keys
    /// are stored.
    open override func setValue(_ value: Any?, forKey key: String) {
        super.setValue(value, forKey: key)
        let text = (value as? NSAttributedString)?.string ?? value as? String
        switch key {
        case "attributedTitle": title = text
        case "attributedMessage": message = text
        default: break
        }
    }

    /// The presentation style (`.alert` unless created otherwise).
    public private(set) var preferredStyle: Style = .alert

    /// The actions, in the order they were added.
    public private(set) var actions: [AlertAction] = []

    /// Adds an action. A second `.cancel` action is refused with a warning (UIKit raises).
    open func addAction(_ action: AlertAction) {
        if action.style == .cancel, let existing = actions.first(where: { $0.style == .cancel }) {
            modelWarning("\(bracketed(self)) can only have one cancel action; \(bracketed(action)) was not added because \(bracketed(existing)) exists.", window: containingWindow)
            return
        }
        actions.append(action)
    }

    /// The action emphasised as the default. Must be one of `actions`; others are refused with
    /// a warning.
    open var preferredAction: AlertAction? {
        get { storedPreferredAction }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                modelWarning("\(bracketed(newValue)) cannot be the preferred action of \(bracketed(self)): add it first.", window: containingWindow)
                return
            }
            storedPreferredAction = newValue
        }
    }
    private var storedPreferredAction: AlertAction?

    /// The text fields added with `addTextField(configurationHandler:)`; nil when there are none.
    public private(set) var textFields: [TextField]?

    /// Adds a text field (alerts only; refused with a warning for action sheets) and lets
    /// `configurationHandler` set it up.
    open func addTextField(configurationHandler: (@MainActor (TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            modelWarning("Text fields can only be added to an alert-style \(typeName(of: self)); \(bracketed(self)) is an action sheet.", window: containingWindow)
            return
        }
        let field = TextField(frame: CGRect(x: 16, y: 0, width: 238, height: 30))
        textFields = (textFields ?? []) + [field]
        configurationHandler?(field)
        viewIfLoaded?.addSubview(field)
    }

    private weak var titleLabel: Label?
    private weak var messageLabel: Label?

    /// Builds a view with a title label, a message label and the text fields.
    open override func loadView() {
        let root = View(frame: Window.defaultScreenBounds)
        let titleLabel = Label(frame: CGRect(x: 16, y: 0, width: 238, height: 22))
        titleLabel.text = title
        let messageLabel = Label(frame: CGRect(x: 16, y: 22, width: 238, height: 22))
        messageLabel.text = message
        root.addSubview(titleLabel)
        root.addSubview(messageLabel)
        textFields?.forEach(root.addSubview)
        self.titleLabel = titleLabel
        self.messageLabel = messageLabel
        view = root
    }

    /// Alerts keep their presenter visible.
    override var resolvedPresentationStyle: ModalPresentationStyle {
        modalPresentationStyle == .automatic ? .overFullScreen : modalPresentationStyle
    }

    /// Keeps the title label in step with `title`.
    open override var title: String? {
        didSet { titleLabel?.text = title }
    }
}
