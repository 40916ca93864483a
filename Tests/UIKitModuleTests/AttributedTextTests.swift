import Lark
import Testing
import UIKit

/// Attributed strings, string measuring and the UIKit attribute scope, in UIKit's spelling.
@Suite @MainActor struct AttributedTextTests {
    @Test func stringsMeasureByTheModelsTextMetric() {
        let font = UIFont.systemFont(ofSize: 10)
        #expect("abcd".size(withAttributes: [.font: font]) == CGSize(width: 20, height: 12))
        #expect(("ab\ncdef" as NSString).size(withAttributes: [.font: font]) == CGSize(width: 20, height: 24))
        #expect("abcd".size(withAttributes: [.font: font, .kern: 1]).width == 24)
        let wrapped = "aaaa bbbb".boundingRect(with: CGSize(width: 30, height: CGFloat.greatestFiniteMagnitude),
                                            options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(wrapped == CGRect(x: 0, y: 0, width: 20, height: 24))
        let oneLine = "aaaa bbbb".boundingRect(with: CGSize(width: 30, height: 100), options: [], attributes: [.font: font], context: nil)
        #expect(oneLine.height == 12)
        let styled = NSMutableAttributedString(string: "ab", attributes: [.font: font])
        styled.append(NSAttributedString(string: "cd", attributes: [.font: UIFont.systemFont(ofSize: 20)]))
        #expect(styled.size() == CGSize(width: 40, height: 24))
        let context = NSStringDrawingContext()
        _ = styled.boundingRect(with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin, context: context)
        #expect(context.totalBounds.width == 40)
    }

    @Test func attachmentsStandOnTheObjectReplacementCharacter() {
        let attachment = NSTextAttachment(image: UIImage(systemName: "star")!)
        attachment.bounds = CGRect(x: 0, y: -2, width: 12, height: 12)
        let string = NSAttributedString(attachment: attachment)
        #expect(string.string == "\u{FFFC}")
        #expect(string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
    }

    @Test func aLabelKeepsItsAttributedTextWhileItsTextIsTheSame() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Sale", attributes: [.strikethroughStyle: NSUnderlineStyle.single.rawValue])
        #expect(label.text == "Sale")
        #expect(label.attributedText?.attribute(.strikethroughStyle, at: 0, effectiveRange: nil) as? Int == 1)
        label.text = "Full price"
        #expect(label.attributedText?.attribute(.strikethroughStyle, at: 0, effectiveRange: nil) == nil)
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == label.font)
        label.text = nil
        #expect(label.attributedText == nil)
    }

    @Test func swiftAttributedStringsCarryUIKitAttributes() {
        var string = AttributedString("Hello")
        string.font = .boldSystemFont(ofSize: 15)
        string.foregroundColor = .red
        string.underlineStyle = .single
        var container = AttributeContainer()
        container.kern = 2
        string.append(AttributedString(" world", attributes: container))
        let converted = NSAttributedString(string)
        #expect(converted.string == "Hello world")
        #expect(converted.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 15))
        #expect(converted.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor == .red)
        #expect(converted.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? Int == NSUnderlineStyle.single.rawValue)
        #expect(converted.attribute(.kern, at: 6, effectiveRange: nil) as? CGFloat == 2)
        #expect(converted.attribute(.font, at: 6, effectiveRange: nil) == nil)
    }

    @Test func paragraphStylesCopy() {
        let style = NSMutableParagraphStyle()
        style.hyphenationFactor = 1
        style.lineBreakStrategy = .pushOut
        style.addTabStop(NSTextTab(textAlignment: .right, location: 40))
        let copy = style.mutableCopy() as! NSMutableParagraphStyle
        #expect(copy !== style)
        #expect(copy.hyphenationFactor == 1)
        #expect(copy.lineBreakStrategy == .pushOut)
        #expect(copy.tabStops == [NSTextTab(textAlignment: .right, location: 40)])
        let frozen = NSParagraphStyle.default.copy() as? NSParagraphStyle
        #expect(frozen?.hyphenationFactor == 0)
    }

    @Test func htmlIsReadAsItsText() throws {
        let html = Data("<p>Fish &amp; chips</p><p>2 &lt; 3<br>ok</p>".utf8)
        let string = try NSAttributedString(data: html, options: [.documentType: NSAttributedString.DocumentType.html,
                                                                  .characterEncoding: String.Encoding.utf8.rawValue], documentAttributes: nil)
        #expect(string.string == "Fish & chips\n2 < 3\nok")
        #expect(throws: CocoaError.self) {
            try NSAttributedString(data: html, options: [.documentType: NSAttributedString.DocumentType.rtf], documentAttributes: nil)
        }
    }
}
