/**
 * Stands in for `@preact/signals-react/runtime` in the widget build (vite.widgets.config.ts,
 * DESIGN §4 "Signals"): under Preact, `@preact/signals` already re-renders a component that
 * reads a signal, so the React runtime's hook has nothing to do.
 */
export function useSignals(): void {}
