import { useEffect, useReducer } from 'preact/hooks';
import { signalWrites, subscribeSignals } from './native/signals';

/**
 * Stands in for `@preact/signals-react/runtime` in the widget build (vite.widgets.config.ts,
 * DESIGN §4 "Signals"): the component renders again after any signal's write (./native/signals.ts
 * keeps no dependency graph; the widgets' few signals change rarely). A write between the render
 * and the subscription is not lost.
 */
export function useSignals(): void {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const renderedAt = signalWrites();
  useEffect(() => {
    if (signalWrites() !== renderedAt) rerender(undefined);
    return subscribeSignals(() => rerender(undefined));
    // Subscribed once per mount; `renderedAt` only matters for the first render.
  }, []);
}
