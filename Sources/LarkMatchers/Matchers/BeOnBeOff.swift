import LarkExpect

/// Passes when the switch (any `Switchable`) is on.
///
/// ```swift
/// expect(notificationsSwitch).to(beOn())
/// ```
///
/// A nil subject fails under `to` and `toNot`.
/// Message: `expected to be on, got <Switch> (isOn: false)`.
@MainActor
public func beOn<T: Switchable>() -> Predicate<T> {
    switchPredicate(on: true) { $0 }
}

/// Passes when the switch (any `Switchable`) is off.
///
/// ```swift
/// expect(notificationsSwitch).to(beOff())
/// ```
///
/// A nil subject fails under `to` and `toNot`.
/// Message: `expected to be off, got <Switch> (isOn: true)`.
@MainActor
public func beOff<T: Switchable>() -> Predicate<T> {
    switchPredicate(on: false) { $0 }
}

/// `beOn()` (`on`) or `beOff()` for subjects seen as `any Switchable`.
@MainActor
func switchPredicate<T>(on expected: Bool, _ switchable: @escaping (T) -> any Switchable) -> Predicate<T> {
    subjectPredicate({ expected ? "be on" : "be off" }, as: switchable) { subject in
        let isOn = subject.isOn
        return Verdict(isOn == expected, facts: "isOn: \(isOn)")
    }
}
