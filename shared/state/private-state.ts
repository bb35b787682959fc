/**
 * Resets of state that belongs to a signed-in user. Each module holding such state registers its
 * reset once; logout runs them all, so no data of one user survives into the next session.
 */
const resets = new Set<() => void>();

/** Registers a reset that logout runs; returns a function that unregisters it. */
export function registerPrivateState(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

/** Runs every registered reset (logout does this). */
export function resetPrivateState(): void {
  for (const reset of resets) reset();
}
