import { useEffect, useState } from 'react';
import { failureKey } from '../../shared/ui/booking/use-booking-verdict';

/** A screen's data: loading, failed with a catalog id, or ready. */
export type Loaded<T> =
  { status: 'loading' } | { status: 'failed'; messageKey: string } | { status: 'ready'; data: T };

/**
 * Loads a screen's data once per `key` (a string of what it depends on) and again on `retry`;
 * `update` changes the loaded data in place (a row approved and gone). An answer that arrives
 * after the screen moved on is dropped.
 */
export function useLoaded<T>(load: () => Promise<T>, key: string) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'failed', messageKey: failureKey(error) }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function on every render; `key` says when it loads something else.
  }, [key, attempt]);
  return {
    state,
    retry: () => setAttempt((count) => count + 1),
    update: (change: (data: T) => T) =>
      setState((previous) =>
        previous.status === 'ready' ? { status: 'ready', data: change(previous.data) } : previous,
      ),
  };
}
