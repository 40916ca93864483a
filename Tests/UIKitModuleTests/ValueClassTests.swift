import Lark
import Testing
import UIKit

// What apps write against UIColor, UIFont and UIImage: extensions with convenience
// initialisers, literals, semantic colours, text styles, failable named initialisers.

extension UIColor {
    convenience init(hex: UInt32) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
}

extension UIFont {
    static func brand(ofSize size: CGFloat) -> UIFont { UIFont(name: "Brand-Regular", size: size) ?? .systemFont(ofSize: size) }
}

@Suite @MainActor struct ValueClassTests {
    @Test func colourExtensionsAndLiteralsMakeColours() {
        #expect(UIColor(hex: 0xFF0000) == .red)
        let literal: UIColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(literal == .blue)
        var red: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor(hex: 0x800000).getRed(&red, green: nil, blue: nil, alpha: &alpha))
        #expect(abs(red - 128.0 / 255) < 0.0001 && alpha == 1)
        #expect(UIColor(cgColor: UIColor.green.cgColor) == .green)
        #expect(UIColor.red.withAlphaComponent(0.5).alpha == 0.5)
    }

    @Test func semanticColoursResolveForTheAppearance() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIColor.label.resolvedColor(with: dark) == UIColor(white: 1, alpha: 1))
        #expect(UIColor.label.resolvedColor(with: .phone).isApproximatelyEqual(to: .black))
        #expect(UIColor.systemBackground.resolvedColor(with: dark).isApproximatelyEqual(to: .black))
        #expect(UIColor.label.description == "label")
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(dynamic.resolvedColor(with: dark) == .white)
        #expect(dynamic == .black)
    }

    @Test func namedColoursFontsAndImagesNeverFailOnLinux() {
        #expect(UIColor(named: "Brand") != nil)
        #expect(UIFont(name: "Lato-Bold", size: 17)?.fontName == "Lato-Bold")
        #expect(UIFont.brand(ofSize: 12).pointSize == 12)
        #expect(UIImage(named: "logo") == UIImage(named: "logo"))
        #expect(UIImage(systemName: "star") != UIImage(named: "star"))
        #expect(UIImage(data: Data()) == nil)
    }

    @Test func textStylesHaveTheirDefaultSizes() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.boldSystemFont(ofSize: 14).fontDescriptor.symbolicTraits.contains(.traitBold))
        let italic = UIFont.systemFont(ofSize: 14).fontDescriptor.withSymbolicTraits(.traitItalic)
        #expect(italic.map { UIFont(descriptor: $0, size: 0).pointSize } == 14)
        #expect(UIFontMetrics(forTextStyle: .body).scaledValue(for: 10) == 10)
    }

    @Test func imageVariantsAreNewImages() {
        let star = UIImage(systemName: "star")!
        let template = star.withRenderingMode(.alwaysTemplate)
        #expect(template != star)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(star.withTintColor(.red).tintColor == .red)
        #expect(UIImage().size == .zero)
        #expect(star.pngData() != nil)
    }
}
