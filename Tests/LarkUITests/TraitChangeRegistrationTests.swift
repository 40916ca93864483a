import Foundation
import LarkUI
import Testing

/// A view that logs `traitCollectionDidChange`, to see where registered handlers come.
@MainActor
private final class LoggingView: View {
    var log: [String] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("didChange")
    }
}

@MainActor
private final class LoggingController: ViewController {
    var log: [String] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("didChange")
    }
}

@Suite("Registering for trait changes")
@MainActor
struct TraitChangeRegistrationTests {
    private func windowed(_ view: View) -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(view)
        window.makeKeyAndVisible()
        return window
    }

    @Test func aHandlerGetsTheViewAndThePreviousTraitsAfterTraitCollectionDidChange() {
        let view = LoggingView()
        let window = windowed(view)
        var seen: [(LoggingView, UserInterfaceStyle, UserInterfaceStyle)] = []
        view.registerForTraitChanges([TraitUserInterfaceStyle.self]) { (changed: LoggingView, previous: TraitCollection) in
            changed.log.append("handler")
            seen.append((changed, previous.userInterfaceStyle, changed.traitCollection.userInterfaceStyle))
        }
        window.windowTraitCollection = TraitCollection.phone.overlaying(TraitCollection(userInterfaceStyle: .dark))
        #expect(view.log == ["didChange", "handler"])
        #expect(seen.count == 1 && seen[0].0 === view && seen[0].1 == .light && seen[0].2 == .dark)
        view.overrideUserInterfaceStyle = .light
        #expect(seen.count == 2 && seen[1].1 == .dark && seen[1].2 == .light)
    }

    @Test func onlyTheRegisteredTraitsCall() {
        let view = View()
        let window = windowed(view)
        var sizeClassCalls = 0, colorCalls = 0
        view.registerForTraitChanges([TraitHorizontalSizeClass.self, TraitVerticalSizeClass.self]) { (_: View, _: TraitCollection) in sizeClassCalls += 1 }
        view.registerForTraitChanges(TraitCollection.systemTraitsAffectingColorAppearance) { (_: View, _: TraitCollection) in colorCalls += 1 }
        window.windowTraitCollection = TraitCollection.phone.overlaying(TraitCollection(userInterfaceStyle: .dark))
        #expect(sizeClassCalls == 0 && colorCalls == 1)
        window.windowTraitCollection = window.windowTraitCollection.overlaying(TraitCollection(horizontalSizeClass: .regular))
        #expect(sizeClassCalls == 1 && colorCalls == 1)
        window.windowTraitCollection = window.windowTraitCollection.overlaying(TraitCollection(preferredContentSizeCategory: .extraLarge))
        #expect(sizeClassCalls == 1 && colorCalls == 1, "a trait nobody registered for")
        window.windowTraitCollection = window.windowTraitCollection.overlaying(TraitCollection(accessibilityContrast: .high))
        #expect(colorCalls == 2)
    }

    @Test func unregisteringStopsTheCallsOfThatRegistrationOnly() {
        let view = View()
        let window = windowed(view)
        var first = 0, second = 0
        let registration = view.registerForTraitChanges([TraitUserInterfaceStyle.self]) { (_: View, _: TraitCollection) in first += 1 }
        view.registerForTraitChanges([TraitUserInterfaceStyle.self]) { (_: View, _: TraitCollection) in second += 1 }
        view.overrideUserInterfaceStyle = .dark
        view.unregisterForTraitChanges(registration)
        View().unregisterForTraitChanges(registration)
        view.overrideUserInterfaceStyle = .light
        #expect(first == 1 && second == 2)
        withExtendedLifetime(window) {}
    }

    @Test func aControllerGetsItsHandlerWithItselfWhenItsViewsTraitsChange() {
        let controller = LoggingController()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        var previous: [UserInterfaceStyle] = []
        controller.registerForTraitChanges([TraitUserInterfaceStyle.self]) { (changed: LoggingController, old: TraitCollection) in
            changed.log.append("handler")
            previous.append(old.userInterfaceStyle)
        }
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.log == ["didChange", "handler"])
        #expect(previous == [.light])
        window.windowTraitCollection = TraitCollection.phone.overlaying(TraitCollection(displayScale: 2))
        #expect(previous == [.light], "the scale changed, not the style")
    }

    @Test func traitDefinitionsNameAndReadTheirTraits() {
        let traits = TraitCollection.phone
        #expect(TraitDisplayScale.name == "DisplayScale")
        #expect(TraitDisplayScale.value(in: traits) == AnyHashable(CGFloat(3)))
        #expect(TraitLayoutDirection.value(in: traits) == AnyHashable(TraitEnvironmentLayoutDirection.leftToRight))
        let all: [any TraitDefinition.Type] = [TraitUserInterfaceStyle.self, TraitHorizontalSizeClass.self, TraitVerticalSizeClass.self,
                            TraitPreferredContentSizeCategory.self, TraitLayoutDirection.self, TraitDisplayScale.self,
                            TraitUserInterfaceIdiom.self, TraitAccessibilityContrast.self, TraitLegibilityWeight.self]
        #expect(Set(all.map { $0.name }).count == 9)
        #expect(all.allSatisfy { $0.value(in: traits) != $0.value(in: TraitCollection()) }, "every trait reads its own value")
    }
}
