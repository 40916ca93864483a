import Foundation

/// The system's file picker (`UIDocumentPickerViewController`): present it like any controller;
/// a test plays the user with `simulatePicking(_:)` or `simulateCancelling()`.
@preconcurrency @MainActor
open class DocumentPickerViewController: ViewController {
    /// What the picker does with the files (`UIDocumentPickerMode`).
    public enum Mode: Int, Hashable, Sendable {
        /// Copies into the app.
        case `import`
        /// Opens in place.
        case open
        /// Exports a copy.
        case exportToService
        /// Moves out of the app.
        case moveToService
    }

    /// The types offered (uniform type identifiers, as strings).
    public let documentTypes: [String]
    /// What the picker does.
    public let documentPickerMode: Mode
    /// The delegate (weak).
    open weak var delegate: (any DocumentPickerDelegate)?
    /// Whether several files may be chosen.
    open var allowsMultipleSelection = false
    /// Whether file extensions show (stored).
    open var shouldShowFileExtensions = false
    /// The folder it starts in (stored).
    open var directoryURL: URL?

    /// A picker of files of `allowedUTIs`, in `mode`.
    public init(documentTypes allowedUTIs: [String], in mode: Mode) {
        documentTypes = allowedUTIs
        documentPickerMode = mode
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker exporting or moving `urls`.
    public init(forExporting urls: [URL], asCopy: Bool = false) {
        documentTypes = []
        documentPickerMode = asCopy ? .exportToService : .moveToService
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker made by a storyboard: opens any file.
    public required init?(coder: NSCoder) {
        documentTypes = []
        documentPickerMode = .open
        super.init(coder: coder)
    }

    /// Plays the user choosing `urls` (the first only unless `allowsMultipleSelection`): the
    /// picker is dismissed, then the delegate hears of them, as in UIKit.
    public func simulatePicking(_ urls: [URL]) {
        let chosen = allowsMultipleSelection ? urls : Array(urls.prefix(1))
        finish { $0.documentPicker(self, didPickDocumentsAt: chosen) }
    }

    /// Plays the user cancelling: dismissed, then `documentPickerWasCancelled`.
    public func simulateCancelling() {
        finish { $0.documentPickerWasCancelled(self) }
    }

    private func finish(_ tell: @escaping (any DocumentPickerDelegate) -> Void) {
        let delegate = delegate
        guard presentingViewController != nil else {
            delegate.map(tell)
            return
        }
        dismiss(animated: true) { delegate.map(tell) }
    }
}

/// What a document picker tells its delegate (`UIDocumentPickerDelegate`).
@preconcurrency @MainActor
public protocol DocumentPickerDelegate: AnyObject {
    /// The user chose `urls`.
    func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The user cancelled.
    func documentPickerWasCancelled(_ controller: DocumentPickerViewController)
}

extension DocumentPickerDelegate {
    /// Does nothing by default.
    public func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    /// Does nothing by default.
    public func documentPickerWasCancelled(_ controller: DocumentPickerViewController) {}
}
