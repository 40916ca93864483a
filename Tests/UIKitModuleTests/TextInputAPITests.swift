import Lark
import Testing
import UIKit

private final class CountingTextViewDelegate: NSObject, UITextViewDelegate {
    var changes = 0
    var scrolls = 0
    func textViewDidChange(_ textView: UITextView) { changes += 1 }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

private final class NoPasteField: UITextField {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == "paste:" ? false : super.canPerformAction(action, withSender: sender)
    }
}

private final class PlaceholderTextView: UITextView {
    let placeholder = UILabel()
    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        addSubview(placeholder)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class CopyableLabel: UILabel {
    override var canBecomeFirstResponder: Bool { true }
    override func copy(_ sender: Any?) { UIPasteboard.general.string = text }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == "copy:" }
}

/// UITextInput, edit actions and UITextView as a scroll view, in UIKit's spelling.
@Suite @MainActor struct TextInputAPITests {
    @Test func typingGoesToTheSelectionWhichSettingTextPutsAtTheEnd() {
        let field = UITextField()
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        field.text = "hello"
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 5)
        let afterHe = field.position(from: field.beginningOfDocument, offset: 2)!
        field.selectedTextRange = field.textRange(from: afterHe, to: afterHe)
        field.insertText("X")
        #expect(field.text == "heXllo")
        field.deleteBackward()
        #expect(field.text == "hello")
        let ll = field.textRange(from: afterHe, to: field.position(from: afterHe, offset: 2)!)!
        #expect(field.text(in: ll) == "ll")
        field.replace(ll, withText: "LL")
        #expect(field.text == "heLLo")
        #expect(changes == 3)
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
        #expect(field.compare(field.beginningOfDocument, to: field.endOfDocument) == .orderedAscending)
    }

    @Test func backspaceDeletesAWholeCharacterOrTheSelection() {
        let field = UITextField()
        field.text = "ok👍🏽"
        field.deleteBackward()
        #expect(field.text == "ok")
        field.selectAll(nil)
        field.deleteBackward()
        #expect(field.text == "")
        field.deleteBackward()
        #expect(field.text == "")
    }

    @Test func editActionsUseThePasteboard() {
        let field = UITextField()
        field.text = "abc"
        #expect(!field.canPerformAction("copy:", withSender: nil))
        field.selectAll(nil)
        #expect(field.canPerformAction("copy:", withSender: nil))
        field.cut(nil)
        #expect(field.text == "")
        #expect(UIPasteboard.general.string == "abc")
        field.paste(nil)
        field.paste(nil)
        #expect(field.text == "abcabc")
        #expect(field.canPerformAction("paste:", withSender: nil))
        #expect(!NoPasteField().canPerformAction("paste:", withSender: nil))
    }

    @Test func aTextViewIsAScrollViewWhoseContentIsItsText() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 110, height: 40))
        let scroll: UIScrollView = textView
        let delegate = CountingTextViewDelegate()
        textView.delegate = delegate
        textView.font = .systemFont(ofSize: 10)
        textView.text = "one two three four five"
        // 100 points for text between 5 points of padding each side: 20 narrow characters a line.
        #expect(textView.layoutManager.usedRect(for: textView.textContainer).height == 24)
        #expect(scroll.contentSize == CGSize(width: 110, height: 40))
        textView.insertText("!")
        textView.contentOffset = CGPoint(x: 0, y: 5)
        #expect(delegate.changes == 1)
        #expect(delegate.scrolls == 1)
        #expect(textView.textStorage.string == "one two three four five!")
        #expect(textView.textStorage.length == 24)
        textView.contentOffset = .zero
        textView.text = (1...10).map { "line \($0)" }.joined(separator: "\n")
        textView.scrollRangeToVisible(NSRange(location: textView.text.utf16.count - 1, length: 1))
        // Ten lines of 12 points below an 8-point inset: the last line ends at 128, the bounds are 40 tall.
        #expect(textView.contentOffset.y == 88)
    }

    @Test func aTextViewKeepsItsAttributedTextAndSelection() {
        let textView = UITextView()
        let styled = NSAttributedString(string: "Hi", attributes: [.kern: 2.0])
        textView.attributedText = styled
        #expect(textView.attributedText.attribute(.kern, at: 0, effectiveRange: nil) as? Double == 2)
        #expect(textView.selectedRange == NSRange(location: 2, length: 0))
        textView.selectedRange = NSRange(location: 0, length: 9)
        #expect(textView.selectedRange == NSRange(location: 0, length: 2))
        textView.text = "Plain"
        #expect(textView.attributedText.attribute(.kern, at: 0, effectiveRange: nil) == nil)
        #expect(textView.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == textView.font)
    }

    @Test func theLayoutManagerFindsCharactersByPoint() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        textView.font = .systemFont(ofSize: 10)
        textView.text = "abcdef"
        let container = textView.textContainer
        // Padding 5, then 5 points per character: x = 17 is in the third character ("c").
        #expect(textView.layoutManager.characterIndex(for: CGPoint(x: 17, y: 3), in: container, fractionOfDistanceBetweenInsertionPoints: nil) == 2)
        #expect(textView.layoutManager.boundingRect(forGlyphRange: NSRange(location: 1, length: 2), in: container) == CGRect(x: 10, y: 0, width: 10, height: 12))
        withKnownIssue {
            textView.layoutManager.removeTextContainer(at: 3)
        } matching: { $0.description.contains("removeTextContainer(at: 3)") }
        #expect(textView.layoutManager.textContainers.count == 1)
    }

    @Test func subclassesOverrideTheDesignatedInitializersAndEditActions() {
        let container = NSTextContainer(size: CGSize(width: 50, height: 0))
        let textView = PlaceholderTextView(frame: .zero, textContainer: container)
        #expect(textView.textContainer === container)
        #expect(textView.subviews.contains(textView.placeholder))
        #expect(PlaceholderTextView().textContainer !== container)
        let label = CopyableLabel()
        label.text = "Order 42"
        let responder: UIResponder = label
        responder.copy(nil)
        #expect(UIPasteboard.general.string == "Order 42")
        #expect(label.canPerformAction("copy:", withSender: nil))
        let field = UITextField()
        field.setMarkedText("かな", selectedRange: NSRange(location: 2, length: 0))
        #expect(field.text == "かな")
        #expect(field.markedTextRange == nil)
    }

    @Test func textInputTraitsAreStored() {
        let field = UITextField()
        field.smartQuotesType = .no
        field.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 8;")
        let bar = UISearchBar()
        bar.returnKeyType = .search
        #expect(field.smartQuotesType == .no)
        #expect(field.passwordRules?.passwordRulesDescriptor == "minlength: 8;")
        #expect(bar.searchTextField.returnKeyType == .search)
    }
}
