const resets = new Set<() => void>();

/**
 * Registers a feature store's `reset`, so logging out (or losing the login) leaves nothing of
 * the last member behind. Call it once at the bottom of each store module.
 */
export function registerReset(reset: () => void) {
  resets.add(reset);
}

/** Resets every registered store to its initial state. */
export function resetStores() {
  for (const reset of resets) reset();
}
