// LarkMatchers — declarative matchers for the state of UI objects, over small protocols.
//
//     expect(label).to(displayText("Hi"))          // instead of expect(label?.text).to(equal("Hi"))
//     expect(saveButton).to(beVisible(insideOf: rootView))
//
// Protocols (Protocols/): Enablable, TextDisplayer, ImageDisplayer, Switchable,
// ViewHierarchyNode, AccessibilityElement, KeyCommandResponder, PointerInteractive. The
// matchers are generic over them, so any view tree can adopt them; LarkUI's types conform in
// Conformances/LarkUI/. Buttons (per-state titles, colours and images) and text fields
// (placeholder) have concrete overloads. Subjects typed as an existential (`any TextDisplayer`,
// ...) are taken by disfavoured overloads (Matchers/ExistentialSubjects.swift) that apply the
// generic matcher to the subject's dynamic type. `beVisible`/`beInteractible` judge nodes by
// LarkUI's `Reachability`, the rules the interaction helpers use.
//
// Rules every matcher follows:
// * A nil subject gives `.fail` with the be-nil hint, so `to` and `toNot` both fail.
// * Unmet preconditions (not an accessibility element, no key commands, an unloaded
//   controller view) give `.doesNotMatch` with an explanation, so `toNot` stays usable.
// * Messages keep the engine's framing (`expected to ...` / `expected to not ...`), show the
//   subject as `<Button "Save">` and then the facts that decided the verdict:
//   `expected to display text "Hi", got <Label "Bye"> (text: "Bye")`. Strings are quoted,
//   `nil` is shown as `nil`, states, traits and modifiers by name.
// * Nothing is rendered on a passing expectation: every message is built lazily.
// * Matchers are `@MainActor`, like the model; use them from `@MainActor` tests.
//
// The reference is UIKitNimbleMatchers (see the spec's matchers.md); where it is buggy
// (M1–M25) these matchers do what the docs in MatcherDocs/ say instead.
