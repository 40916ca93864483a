#ifndef CLARK_HANDLER_SCOPES_H
#define CLARK_HANDLER_SCOPES_H

// How many `withAssertionHandler` scopes are open in the whole process (an assignment to
// `NimbleAssertionHandler` counts too, with a large weight of its own). LarkExpect's passing
// path reads it on every check, so it is a relaxed atomic load (~5 instructions) rather than a
// task-local lookup (+17% per passing `equal`) or a lock (+21%). It is C because Swift's own
// atomics live in the Synchronization module, whose import adds 1.4 s or more to every clean
// debug build of a package that uses Lark; measurements in docs/performance-shortcuts.md.

/// Adds `delta` (+1 when a scope opens, -1 when it closes).
void clark_handler_scopes_add(long delta);

/// The number of open scopes. A relaxed load suffices: a check only needs to see the scopes
/// opened earlier in its own task, and those openings happen before it in that task's order.
long clark_handler_scopes_open(void);

#endif
