/**
 * The one door to signals (DESIGN §4 "Signals"): shared code imports from here, never from the
 * packages, so the widget build can alias `@preact/signals-react` to `@preact/signals` and make
 * `useSignals` a no-op in one place.
 */
export { batch, computed, effect, signal, untracked } from '@preact/signals-react';
export type { ReadonlySignal, Signal } from '@preact/signals-react';
/** Call first in every React component that reads a signal, so it renders again on change. */
export { useSignals } from '@preact/signals-react/runtime';
