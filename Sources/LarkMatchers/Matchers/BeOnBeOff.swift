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
    subjectPredicate({ "be on" }) { subject in
        let isOn = subject.isOn
        return Verdict(isOn, facts: "isOn: \(isOn)")
    }
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
    subjectPredicate({ "be off" }) { subject in
        let isOn = subject.isOn
        return Verdict(!isOn, facts: "isOn: \(isOn)")
    }
}
