import LarkExpect
import LarkUI

/// Passes when one of the responder's `keyCommands` has this input, exactly these modifiers,
/// this title, this discoverability title (nil: none) and this image (nil: none). `attributes`
/// and `state` are compared only when given. The action, property list and alternates are not
/// compared.
///
/// ```swift
/// expect(editor).to(haveKeyCommand(input: "k", modifiers: [.command, .shift], title: "Delete Line",
///                                  discoverabilityTitle: "Delete the current line"))
/// ```
///
/// A responder without key commands does not match. The message lists every command found,
/// one per line:
/// ```text
/// expected to have key command cmd+shift+k (title: "Delete Line", discoverabilityTitle: "Delete the current line", image: nil), got <TextView>
/// found 1 key command:
///   cmd+k (title: "Delete Line", discoverabilityTitle: nil, image: nil, attributes: [], state: .off)
/// ```
@MainActor
public func haveKeyCommand<R: KeyCommandResponder>(
    input: String,
    modifiers: KeyModifierFlags = [],
    title: String,
    discoverabilityTitle: String?,
    image: Image? = nil,
    attributes: MenuElementAttributes? = nil,
    state: MenuElementState? = nil
) -> Predicate<R> {
    keyCommandPredicate(KeyCommandQuery(
        input: input, modifiers: modifiers, title: title, discoverabilityTitle: .some(discoverabilityTitle),
        image: image, attributes: attributes, state: state)) { $0 }
}

/// Like `haveKeyCommand(input:modifiers:title:discoverabilityTitle:image:attributes:state:)`,
/// without comparing the discoverability title.
///
/// ```swift
/// expect(editor).to(haveKeyCommand(input: "s", modifiers: .command, title: "Save"))
/// ```
@MainActor
public func haveKeyCommand<R: KeyCommandResponder>(
    input: String,
    modifiers: KeyModifierFlags = [],
    title: String,
    image: Image? = nil,
    attributes: MenuElementAttributes? = nil,
    state: MenuElementState? = nil
) -> Predicate<R> {
    keyCommandPredicate(KeyCommandQuery(
        input: input, modifiers: modifiers, title: title, image: image, attributes: attributes, state: state)) { $0 }
}

/// `haveKeyCommand` for subjects seen as `any KeyCommandResponder`.
@MainActor
func keyCommandPredicate<R>(_ query: KeyCommandQuery, _ responder: @escaping (R) -> any KeyCommandResponder) -> Predicate<R> {
    subjectPredicate({ "have key command \(query.description)" }, as: responder) { responder in
        keyCommandVerdict(responder.keyCommands ?? [], query)
    }
}
