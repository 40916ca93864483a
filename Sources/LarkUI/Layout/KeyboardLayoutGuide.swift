import Foundation

/// The space the keyboard takes at the bottom of a view (`UIKeyboardLayoutGuide`, iOS 15): while
/// no keyboard shows, its top is the safe area's bottom; while one shows, its top is the
/// keyboard's top. The model has no keyboard: the guide follows the keyboard notifications the
/// text-input helpers post for the view's window (a phone keyboard, docs/uikit-module.md), so a
/// screen that pins its input bar to `view.keyboardLayoutGuide.topAnchor` moves as on iOS.
@preconcurrency @MainActor
open class KeyboardLayoutGuide: LayoutGuide {
    /// Whether the guide follows an undocked iPad keyboard (stored; a phone keyboard is docked).
    open var followsUndockedKeyboard = false
    /// Whether the guide follows the keyboard while the app is in the background (stored).
    open var usesBottomSafeArea = true
    /// The keyboard's height over the view now: 0 while no keyboard shows.
    public private(set) var keyboardOverlap: CGFloat = 0

    private var keyboardTop: NSLayoutConstraint?
    private var observation: KeyboardObservation?

    /// Pins the guide to `view`'s sides and bottom; its top follows the keyboard.
    func install(in view: View) {
        view.addLayoutGuide(self)
        identifier = "UIViewKeyboardLayoutGuide"
        let top = topAnchor.constraint(equalTo: view.bottomAnchor)
        top.priority = LayoutPriority(rawValue: 999)
        top.identifier = "keyboardLayoutGuide.top"
        keyboardTop = top
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: view.leadingAnchor),
            trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomAnchor.constraint(equalTo: view.bottomAnchor),
            topAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor),
            top,
        ])
        observation = KeyboardObservation { [weak self] change in
            // Keyboard notifications come from the text-input helpers, on the main actor;
            // one posted elsewhere is not the model's and is ignored.
            guard Thread.isMainThread else { return }
            MainActor.assumeIsolated { self?.keyboardChanged(change) }
        }
    }

    private func keyboardChanged(_ change: KeyboardChange) {
        guard let view = owningView, let window = view.window, change.window == ObjectIdentifier(window) else { return }
        let viewBottom = view.convert(view.bounds, to: nil).maxY
        keyboardOverlap = change.hiding ? 0 : max(0, viewBottom - change.endFrame.minY)
        keyboardTop?.constant = -keyboardOverlap
        view.setNeedsLayout()
    }
}

/// What a keyboard notification says, as plain values.
private struct KeyboardChange: Sendable {
    let window: ObjectIdentifier?
    let endFrame: CGRect
    let hiding: Bool
}

/// Observes the keyboard notifications on the default centre, and stops when released.
private final class KeyboardObservation {
    private let tokens: [any NSObjectProtocol]

    init(_ handler: @escaping @Sendable (KeyboardChange) -> Void) {
        tokens = [Responder.keyboardWillShowNotification, Responder.keyboardWillHideNotification].map {
            NotificationCenter.default.addObserver(forName: $0, object: nil, queue: nil) { note in
                guard let end = (note.userInfo?[Responder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
                handler(KeyboardChange(window: (note.object as AnyObject?).map(ObjectIdentifier.init), endFrame: end,
                                       hiding: note.name == Responder.keyboardWillHideNotification))
            }
        }
    }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}

extension View {
    /// The guide for the keyboard's space at the bottom of the view, made on first use.
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        if let made = madeKeyboardLayoutGuide { return made }
        let guide = KeyboardLayoutGuide()
        madeKeyboardLayoutGuide = guide
        guide.install(in: self)
        return guide
    }
}
