import Foundation
import Lark

/// Small builders for the matcher tests. Identifiers show in descriptions (`View#root`), so
/// messages name the views unambiguously.
@MainActor
enum Fixture {
    /// A view with an identifier and a size (10 x 10 by default).
    static func view(_ identifier: String?, width: CGFloat = 10, height: CGFloat = 10) -> View {
        let view = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.accessibilityIdentifier = identifier
        return view
    }

    /// A label with the given text.
    static func label(_ text: String?) -> Label {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = text
        return label
    }

    /// A button with a normal title and a size (44 x 44 by default).
    static func button(_ title: String?, width: CGFloat = 44, height: CGFloat = 44) -> Button {
        let button = Button(frame: CGRect(x: 0, y: 0, width: width, height: height))
        button.setTitle(title, for: .normal)
        return button
    }

    /// `root > stack > button`: a 100 x 100 `View#root`, a 100 x 100 `StackView`, and a 44 x 44
    /// `Button "Save"`. The button is a plain subview of the stack (not arranged), so it keeps its
    /// hand-set frame: an arranged view would be laid out by the stack.
    static func saveButtonTree() -> (root: View, stack: StackView, button: Button) {
        let root = view("root", width: 100, height: 100)
        let stack = StackView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let button = button("Save")
        root.addSubview(stack)
        stack.addSubview(button)
        return (root, stack, button)
    }
}

/// A view offering the key commands it is given, like a responder overriding `keyCommands`.
final class EditorView: View {
    var commands: [KeyCommand]?
    override var keyCommands: [KeyCommand]? { commands }
}
