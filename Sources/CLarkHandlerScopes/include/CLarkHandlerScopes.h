#ifndef CLARK_HANDLER_SCOPES_H
#define CLARK_HANDLER_SCOPES_H

// How many `withAssertionHandler` scopes are open in the whole process. LarkExpect's passing
// path reads it on every check, so it is a relaxed atomic load rather than a task-local
// lookup (~200 instructions) or a lock (contended by parallel tests). It is written in C
// because Swift's own atomics live in the Synchronization module, and importing that costs
// every clean debug build about a second (see Sources/LarkTestContext/Locked.swift).

/// Adds `delta` (+1 when a scope opens, -1 when it closes).
void clark_handler_scopes_add(long delta);

/// The number of open scopes. A relaxed load suffices: a check only needs to see the scopes
/// opened earlier in its own task, and those openings happen before it in that task's order.
long clark_handler_scopes_open(void);

#endif
