import Foundation

// LarkUI — a lightweight, UIKit-shaped view-tree model for Linux tests.
//
// What it is
// ----------
// The types and behaviours of UIKit that tests of UIKit code rely on, without the `UI` prefix:
// views and their hierarchy (`View`, `Label`, `ImageView`, `TextField`, `TextView`, `Button`,
// `Switch`, `StackView`, `TableView`), target–action controls, the responder chain and first
// responder, view controllers with their lifecycle, presentation and containment, navigation,
// tab bar and alert controllers, windows and an application object, bar items, in-code
// storyboards, key commands, pointer interactions and accessibility properties. Geometry is
// Foundation's (`CGRect`, `CGFloat`, `IndexPath`); notifications go through
// `NotificationCenter.default`. Every class is `@MainActor`, like UIKit.
//
// Using it from tests
// -------------------
// Mark test code `@MainActor`: a Swift Testing function `@Test @MainActor func ...`, or an
// XCTest class `@MainActor final class ...: XCTestCase` whose test methods are `async`
// (synchronous main-actor test methods crash XCTest's test discovery on Linux with Swift 6.3).
// A synchronous XCTest method can instead wrap its body in `MainActor.assumeIsolated { ... }`.
// `Application.shared` is scoped per Swift Testing test case (each case of a parameterized test,
// and the tasks it starts, has its own), per XCTest test case, or explicitly with
// `Application.$current.withValue(...)`, so key windows never leak between tests. Which test
// runs is asked through LarkRuntime's `RunningTest`, answered when Lark's test layer is linked:
// LarkUI links no test framework, so app targets can depend on it (docs/architecture.md).
//
// What it leaves out
// ------------------
// Rendering, layout (frames are whatever you set; no Auto Layout, no `layoutSubviews` passes),
// transforms, touches and gestures (hit-testing is modelled only as reachability), scrolling (`UIScrollView`), collection views,
// split views, page controllers, scenes, screens, traits, the keyboard, animations, a run loop,
// attributed text, images' pixels and menus.
//
// Where it differs from UIKit
// ---------------------------
// * Synchronous transitions: present, dismiss, push, pop, popTo, popToRoot, setting a window
//   root, tab switches and segues finish before the call returns; completions run before it
//   returns; `animated` is ignored. Appearance order for every transition is
//   `old.viewWillDisappear, new.viewWillAppear, old.viewDidDisappear, new.viewDidAppear`, and a
//   container's callback comes right before its visible child's.
// * Appearance callbacks run only in a visible window (`makeKeyAndVisible()`); a new window is
//   hidden, as in UIKit.
// * Presentation always happens from the presenter's top-most ancestor (the window's root or a
//   presented controller); `definesPresentationContext` does not exist, and `.currentContext`
//   styles behave like `.fullScreen`. Replacing a window's root dismisses what the old root
//   presented.
// * Refusals that UIKit logs or raises (presenting from a controller not in a window, presenting
//   twice, pushing a controller that is already in a stack or a navigation controller, popping to
//   a controller not in the stack, popping the root, a second cancel action, an unregistered
//   reuse identifier, ...) change nothing and record a warning naming the objects in
//   `Application.warnings` (also printed to standard error). Nothing crashes on bad input.
// * `popViewController` on a root-only stack returns nil; `popTo...` always return the popped
//   controllers (UIKit returns nil outside a visible window).
// * A pushed controller's view loads immediately, even outside a window (as Fleet forces).
// * Storyboards are registered in code (`StoryboardDefinition`), in the current application (so
//   per test, like the application); their instantiating methods and
//   `performSegue` throw `StoryboardLookupError` instead of raising. Each `Storyboard` instance has an
//   override table for test doubles.
// * Table views query counts live (no caching until `reloadData()`), create a cell only when
//   `cellForRow(at:)` asks for it and keep it until `reloadData()` (UIKit returns nil for
//   off-screen rows), and `dequeueReusableCell(withIdentifier:for:)` returns a plain cell with a
//   warning for an unregistered identifier.
// * Selectors are `ActionMethod` values built from method references; targets are held weakly.
// * Only views can become first responder. The model posts text and editing notifications but
//   never keyboard notifications (there is no keyboard); `insertText`/`deleteBackward` edit at
//   the end of the text. `becomeFirstResponder` asks a text field's delegate once.
// * Ownership: an `Application` keeps its windows alive; a window refers to its application
//   weakly. Descriptions (`CustomStringConvertible`) are main-actor isolated conformances: off
//   the main actor, `String(describing:)` falls back to the default rendering.
// * `Image(named:)` never fails and caches by name; colours are plain RGBA values compared
//   exactly; fonts are descriptions.
// * `ViewController.init()` is `required`, so helpers can build mocks with `T()`;
//   `suppressesLifecycleCallbacks` turns an instance into one.
// * `OptionalMethod.call` tells whether a delegate implements an optional method (Swift cannot
//   ask directly; every default implementation reports itself).
