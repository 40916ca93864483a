import Foundation

/// What `registerForTraitChanges(_:handler:)` returns (`UITraitChangeRegistration`): pass it to
/// `unregisterForTraitChanges(_:)` to stop the calls.
@preconcurrency @MainActor
public protocol TraitChangeRegistration: AnyObject {}

/// Something whose trait changes can be registered for, like `UITraitChangeObservable`: views
/// and view controllers.
///
/// After a change of traits (a window's trait collection, an `overrideUserInterfaceStyle`),
/// every view and controller whose traits changed gets `traitCollectionDidChange` and then,
/// in the order registered, the handlers registered for a trait whose value changed, with the
/// previous traits (docs/uikit-module.md). UIKit's target-action form needs `#selector`, which
/// Linux cannot compile, so the model has only the closure form.
@preconcurrency @MainActor
public protocol TraitChangeObservable: AnyObject {}

extension View: TraitChangeObservable {}
extension ViewController: TraitChangeObservable {}

extension TraitChangeObservable {
    /// Calls `handler` with this object and its previous traits after any of `traits` changed,
    /// until unregistered. Keep the result to unregister; the object keeps the handler.
    ///
    /// As UIKit's, the method is generic: the handler's first parameter is the type its closure
    /// declares, `(self: Self, previousTraitCollection: UITraitCollection)` in a class or the
    /// class by name; a closure that declares no types does not compile ("generic parameter
    /// could not be inferred"), as in UIKit. A type this object is not fails the test.
    @discardableResult
    public func registerForTraitChanges<Environment: TraitEnvironment>(
        _ traits: [any TraitDefinition.Type], handler: @escaping @MainActor (Environment, TraitCollection) -> Void
    ) -> any TraitChangeRegistration {
        let record = TraitChangeRecord(traits: traits) { object, previous in
            if let object = object as? Environment { handler(object, previous) }
        }
        guard self is Environment else {
            modelFault("registerForTraitChanges on \(self) has a handler for \(Environment.self), which it is not; the handler will never be called.")
            return record
        }
        traitChangeRecords.append(record)
        return record
    }

    /// Stops the calls of a registration made on this object (nothing for another's).
    public func unregisterForTraitChanges(_ registration: any TraitChangeRegistration) {
        traitChangeRecords.removeAll { $0 === registration }
    }

    /// The registrations kept by a view or a controller.
    private var traitChangeRecords: [TraitChangeRecord] {
        get { (self as? View)?.traitChangeRecords ?? (self as? ViewController)?.traitChangeRecords ?? [] }
        set {
            if let view = self as? View { view.traitChangeRecords = newValue }
            if let controller = self as? ViewController { controller.traitChangeRecords = newValue }
        }
    }
}

/// One registration: the traits it watches and its handler, erased to the object.
@MainActor
final class TraitChangeRecord: TraitChangeRegistration {
    let traits: [any TraitDefinition.Type]
    let call: @MainActor (AnyObject, TraitCollection) -> Void

    init(traits: [any TraitDefinition.Type], call: @escaping @MainActor (AnyObject, TraitCollection) -> Void) {
        self.traits = traits
        self.call = call
    }

    /// Calls the handlers among `records` whose traits differ between `previous` and `current`,
    /// in the order registered (a handler that unregisters another still lets this round run).
    static func deliver(_ records: [TraitChangeRecord], to object: AnyObject, previous: TraitCollection, current: TraitCollection) {
        for record in records where current.differs(from: previous, in: record.traits) {
            record.call(object, previous)
        }
    }
}
