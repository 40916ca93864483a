import Foundation

/// The space the keyboard takes at the bottom of a view (`UIKeyboardLayoutGuide`, iOS 15): while
/// no keyboard shows, its top is the safe area's bottom; while one shows, its top is the
/// keyboard's top. The model has no keyboard: the guide follows `Window.simulateKeyboard(frame:)`,
/// which the text-input helpers call as they post the keyboard notifications (a phone keyboard,
/// docs/uikit-module.md), so a screen that pins its input bar to
/// `view.keyboardLayoutGuide.topAnchor` moves as on iOS.
@preconcurrency @MainActor
open class KeyboardLayoutGuide: LayoutGuide {
    /// Whether the guide follows an undocked iPad keyboard (stored; a phone keyboard is docked).
    open var followsUndockedKeyboard = false
    /// Whether the guide follows the keyboard while the app is in the background (stored).
    open var usesBottomSafeArea = true
    /// The keyboard's height over the view now: 0 while no keyboard shows.
    public private(set) var keyboardOverlap: CGFloat = 0

    private var keyboardTop: NSLayoutConstraint?

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
        follow(owningView?.window?.keyboardFrame)
    }

    /// Moves the guide's top to the keyboard's top (`frame` in window coordinates; nil: no
    /// keyboard, so the safe area's bottom).
    func follow(_ frame: CGRect?) {
        guard let view = owningView else { return }
        let viewBottom = view.window == nil ? view.bounds.maxY : view.convert(view.bounds, to: nil).maxY
        keyboardOverlap = frame.map { max(0, viewBottom - $0.minY) } ?? 0
        keyboardTop?.constant = -keyboardOverlap
        view.setNeedsLayout()
    }
}

extension Window {
    /// Shows the keyboard at `frame` (window coordinates), or hides it (nil): every keyboard
    /// layout guide in the window follows. The text-input helpers call this as they post the
    /// keyboard notifications; a test may call it to place the keyboard itself.
    public func simulateKeyboard(frame: CGRect?) {
        keyboardFrame = frame
        var pending: [View] = [self]
        while let view = pending.popLast() {
            view.madeKeyboardLayoutGuide?.follow(frame)
            pending.append(contentsOf: view.subviews)
        }
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
