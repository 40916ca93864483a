import Foundation

/// A type whose instances take app-wide defaults from an appearance proxy (`UIAppearance`):
/// views and bar items.
@preconcurrency @MainActor
public protocol AppearanceCustomizable: AnyObject {}

extension View: AppearanceCustomizable {}
extension BarItem: AppearanceCustomizable {}

extension AppearanceCustomizable {
    /// The proxy whose settings every instance of this class takes (`UIAppearance.appearance()`):
    /// `NavigationBar.appearance().tintColor = .red`. Settings belong to the current
    /// application; views take them when they enter a window, as in UIKit.
    public static func appearance() -> AppearanceProxy<Self> {
        AppearanceProxy(containers: nil)
    }

    /// The proxy for instances inside an instance of one of `containerTypes`, in that order
    /// from the nearest ancestor outwards (`appearance(whenContainedInInstancesOf:)`).
    public static func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> AppearanceProxy<Self> {
        AppearanceProxy(containers: containerTypes)
    }

    /// The proxy for instances under `traits` (the model's traits are fixed, so these settings
    /// apply when the window's traits contain every trait set in `traits`).
    public static func appearance(for traits: TraitCollection) -> AppearanceProxy<Self> {
        AppearanceProxy(containers: nil)
    }
}

/// Settings for every instance of `Target` (optionally inside certain containers), as
/// `UIAppearance` proxies record them: assign a property through the proxy
/// (`Label.appearance().textColor = .red`) and each instance entering a window afterwards takes
/// that value. Reading a property gives the value set through this proxy (or the default of a
/// fresh instance of the model's class). Bar items store their settings but take them only when
/// set on the item itself: the model has no bar drawing to apply them in.
@dynamicMemberLookup
@preconcurrency @MainActor
public struct AppearanceProxy<Target: AnyObject> {
    let containers: [AnyClass]?

    /// Records `value` for `keyPath`, or reads the recorded one.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Target, Value>) -> Value {
        get {
            if let recorded = Application.shared.appearanceSettings.value(of: keyPath, target: Target.self, containers: containers) as? Value {
                return recorded
            }
            if let none = Optional<Int>.none as Any as? Value { return none }
            return AppearanceDefaults.value(keyPath, of: Target.self)
        }
        nonmutating set {
            Application.shared.appearanceSettings.record(newValue, for: keyPath, target: Target.self, containers: containers)
        }
    }

    /// Records a call (`setTitleColor(_:for:)` and the like) to make on each instance.
    public func record(_ call: @escaping @MainActor (Target) -> Void, key: String) {
        Application.shared.appearanceSettings.record(call, key: key, target: Target.self, containers: containers)
    }
}

extension AppearanceProxy where Target: Button {
    /// Every button's title colour for `state`.
    public func setTitleColor(_ color: Color?, for state: Control.State) {
        record({ $0.setTitleColor(color, for: state) }, key: "setTitleColor:\(state.rawValue)")
    }
}

extension AppearanceProxy where Target: BarItem {
    /// Every item's title attributes for `state`.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: Control.State) {
        record({ $0.setTitleTextAttributes(attributes, for: state) }, key: "setTitleTextAttributes:\(state.rawValue)")
    }
}

extension AppearanceProxy where Target: NavigationBar {
    /// Every bar's background image for `barMetrics`.
    public func setBackgroundImage(_ image: Image?, for barMetrics: BarMetrics) {
        record({ $0.setBackgroundImage(image, for: barMetrics) }, key: "setBackgroundImage:\(barMetrics.rawValue)")
    }
}

/// The default value of a property, read from a fresh instance of the model's class nearest to
/// `target` (a user's subclass reads its model base class's default).
@MainActor
enum AppearanceDefaults {
    static func value<Target: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Target, Value>, of target: Target.Type) -> Value {
        if let made = makeInstance(of: target) { return made[keyPath: keyPath] }
        // Only a class whose own `init(coder:)` returns nil gets here: there is no instance to
        // read a default from and no value of an unknown type to make up, so the test is told
        // why before the process stops.
        modelFault("Cannot read \(keyPath) from \(target).appearance(): nothing was set through the proxy, and \(target)(coder:) returned nil, so there is no default to read. Set the property through the proxy before reading it.")
        preconditionFailure("\(target).appearance() has no value for \(keyPath)")
    }

    private static func makeInstance<Target: AnyObject>(of target: Target.Type) -> Target? {
        if let view = target as? View.Type { return view.init(coder: AppearanceCoder()) as? Target }
        if let item = target as? BarItem.Type { return item.init(coder: AppearanceCoder()) as? Target }
        return nil
    }
}

/// The coder appearance defaults are made with: it decodes nothing, as the model's storyboards.
private final class AppearanceCoder: NSCoder {}
