import LarkExpect
import LarkUI

/// Passes when the array contains a key command with this input, exactly these modifiers, this
/// title, this discoverability title (nil: none) and this image (nil: none); `attributes` and
/// `state` are compared only when given.
///
/// ```swift
/// expect(editor.keyCommands).to(containKeyCommand(input: "s", modifiers: .command, title: "Save",
///                                                 discoverabilityTitle: "Save Document"))
/// ```
///
/// An empty array does not match. The message lists every command, one per line.
@MainActor
public func containKeyCommand(
    input: String,
    modifiers: KeyModifierFlags = [],
    title: String,
    discoverabilityTitle: String?,
    image: Image? = nil,
    attributes: MenuElementAttributes? = nil,
    state: MenuElementState? = nil
) -> Predicate<[KeyCommand]> {
    arrayKeyCommandPredicate(KeyCommandQuery(
        input: input, modifiers: modifiers, title: title, discoverabilityTitle: .some(discoverabilityTitle),
        image: image, attributes: attributes, state: state))
}

/// Like `containKeyCommand(input:modifiers:title:discoverabilityTitle:image:attributes:state:)`,
/// without comparing the discoverability title.
///
/// ```swift
/// expect(editor.keyCommands).to(containKeyCommand(input: "s", modifiers: .command, title: "Save"))
/// ```
@MainActor
public func containKeyCommand(
    input: String,
    modifiers: KeyModifierFlags = [],
    title: String,
    image: Image? = nil,
    attributes: MenuElementAttributes? = nil,
    state: MenuElementState? = nil
) -> Predicate<[KeyCommand]> {
    arrayKeyCommandPredicate(KeyCommandQuery(
        input: input, modifiers: modifiers, title: title, image: image, attributes: attributes, state: state))
}

@MainActor
private func arrayKeyCommandPredicate(_ query: KeyCommandQuery) -> Predicate<[KeyCommand]> {
    subjectPredicate({ "contain key command \(query.description)" }) { commands in
        keyCommandVerdict(commands, query)
    }
}
