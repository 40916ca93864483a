#include "CLarkHandlerScopes.h"
#include <stdatomic.h>

static atomic_long open_scopes;

void clark_handler_scopes_add(long delta) {
    atomic_fetch_add_explicit(&open_scopes, delta, memory_order_seq_cst);
}

long clark_handler_scopes_open(void) {
    return atomic_load_explicit(&open_scopes, memory_order_relaxed);
}
