import Lark
import Testing
import UIKit

/// A card that restyles itself when the appearance changes, as iOS 17 code writes it.
private final class CardView: UIView {
    var restyles = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previousTraitCollection: UITraitCollection) in
            self.restyles += 1
        }
    }
    required init?(coder: NSCoder) { fatalError("not made by storyboards") }
}

/// A controller that relays out for the size class and can stop listening.
private final class SplitScreen: UIViewController {
    var layouts: [UIUserInterfaceSizeClass] = []
    var registration: UITraitChangeRegistration?

    override func viewDidLoad() {
        super.viewDidLoad()
        registration = registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) { (screen: SplitScreen, _: UITraitCollection) in
            screen.layouts.append(screen.traitCollection.horizontalSizeClass)
        }
    }

    func stopListening() {
        if let registration { unregisterForTraitChanges(registration) }
    }
}

@Suite("registerForTraitChanges in UIKit's spelling")
@MainActor
struct TraitChangeRegistrationUIKitTests {
    @Test func viewsAndControllersHearTheTraitsTheyRegisteredFor() {
        let screen = SplitScreen()
        let window = show(screen)
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        screen.view.addSubview(card)
        window.windowTraitCollection = UITraitCollection(traitsFrom: [window.windowTraitCollection, UITraitCollection(userInterfaceStyle: .dark)])
        #expect(card.restyles == 1 && screen.layouts.isEmpty)
        window.windowTraitCollection = UITraitCollection(traitsFrom: [window.windowTraitCollection, UITraitCollection(horizontalSizeClass: .regular)])
        #expect(screen.layouts == [.regular] && card.restyles == 1)
        screen.stopListening()
        window.windowTraitCollection = UITraitCollection(traitsFrom: [window.windowTraitCollection, UITraitCollection(horizontalSizeClass: .compact)])
        #expect(screen.layouts == [.regular])
        let colorTraits: [UITrait] = UITraitCollection.systemTraitsAffectingColorAppearance
        #expect(colorTraits.contains { $0 == UITraitUserInterfaceStyle.self })
    }

    @Test func aHandlerForAnotherTypeFailsTheTest() {
        let label = UILabel()
        withKnownIssue {
            label.registerForTraitChanges([UITraitDisplayScale.self]) { (_: UIButton, _: UITraitCollection) in }
        } matching: { $0.description.contains("UIButton") || $0.description.contains("Button") }
    }
}
