import { useEffect, useRef, useState } from 'react';

/**
 * A call made `delayMs` after the last request for it (spec 002 §9: template save 1 s, delete
 * 500 ms): a second click within the delay starts it again, so a double click saves once. Not a
 * wait: nothing blocks, `pending` says a call is coming or running. Dropped on unmount.
 */
export function useDebouncedCall(delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [pending, setPending] = useState(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  function schedule(run: () => Promise<unknown>) {
    clearTimeout(timer.current);
    setPending(true);
    timer.current = setTimeout(() => {
      void run().finally(() => setPending(false));
    }, delayMs);
  }
  return { schedule, pending };
}
