import Foundation

/// What an application's appearance proxies recorded, oldest first, and the rule that applies
/// them: a view entering a window takes, in recording order, every setting whose target class
/// it is an instance of and whose containers (if any) match its ancestors, once.
@preconcurrency @MainActor
public final class AppearanceSettings {
    struct Setting {
        let key: AnyHashable
        let target: AnyClass
        let containers: [AnyClass]?
        let value: Any?
        let apply: @MainActor (AnyObject) -> Void
    }

    private(set) var settings: [Setting] = []

    init() {}

    /// How many settings the proxies recorded (a later setting of the same property for the
    /// same class and containers replaces the earlier).
    public var count: Int { settings.count }

    /// Forgets every setting.
    public func removeAll() { settings.removeAll() }

    func record<Target: AnyObject, Value>(_ value: Value, for keyPath: ReferenceWritableKeyPath<Target, Value>, target: Target.Type, containers: [AnyClass]?) {
        store(Setting(key: keyPath, target: target, containers: containers, value: value) { object in
            (object as? Target)?[keyPath: keyPath] = value
        })
    }

    func record<Target: AnyObject>(_ call: @escaping @MainActor (Target) -> Void, key: String, target: Target.Type, containers: [AnyClass]?) {
        store(Setting(key: key, target: target, containers: containers, value: nil) { object in
            if let object = object as? Target { call(object) }
        })
    }

    func value<Target: AnyObject, Value>(of keyPath: ReferenceWritableKeyPath<Target, Value>, target: Target.Type, containers: [AnyClass]?) -> Any? {
        settings.last { $0.key == AnyHashable(keyPath) && $0.target == target && sameClasses($0.containers, containers) }?.value
    }

    private func store(_ setting: Setting) {
        settings.removeAll { $0.key == setting.key && $0.target == setting.target && sameClasses($0.containers, setting.containers) }
        settings.append(setting)
    }

    /// Applies the matching settings to `view` (called as it enters a window).
    func apply(to view: View) {
        for setting in settings where isInstance(view, of: setting.target) && containersMatch(setting.containers, view) {
            setting.apply(view)
        }
    }

    /// UIKit's rule: the containers name ancestors from the nearest outwards, each found above
    /// the previous one (other ancestors may sit between).
    private func containersMatch(_ containers: [AnyClass]?, _ view: View) -> Bool {
        guard let containers, !containers.isEmpty else { return true }
        var ancestor = view.superview
        for container in containers {
            while let current = ancestor, !isInstance(current, of: container) { ancestor = current.superview }
            guard ancestor != nil else { return false }
            ancestor = ancestor?.superview
        }
        return true
    }

    private func sameClasses(_ lhs: [AnyClass]?, _ rhs: [AnyClass]?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case let (lhs?, rhs?): lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 == $1 }
        default: false
        }
    }
}

/// Whether `object` is an instance of `type` or of a subclass of it.
func isInstance(_ object: AnyObject, of type: AnyClass) -> Bool {
    var current: AnyClass? = Swift.type(of: object)
    while let candidate = current {
        if candidate == type { return true }
        current = _getSuperclass(candidate)
    }
    return false
}
