import Foundation

/// A bottom bar a container hides while its navigation stack asks for it with
/// `hidesBottomBarWhenPushed`. It hides only a bar that is showing and shows again only a bar it
/// hid, so a bar the app hid itself stays hidden after the asking controller is popped.
struct StackHiddenBar {
    private var isHiddenByStack = false

    /// Hides `bar` while `stackHides`, and shows it again once the stack stops asking.
    @MainActor
    mutating func update(_ bar: View, stackHides: Bool) {
        if stackHides {
            guard !bar.isHidden else { return }
            isHiddenByStack = true
            bar.isHidden = true
        } else if isHiddenByStack {
            isHiddenByStack = false
            bar.isHidden = false
        }
    }
}
