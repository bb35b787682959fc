/** What {@link createLatestEditQueue} reports once the newest edit is saved or failed. */
export interface LatestEditHandlers<T, R> {
  /** The newest edit is stored; `result` is the server's answer to it. */
  saved: (result: R, value: T) => void;
  /** The newest edit could not be stored (the persist-failure flag of spec 002 §3). */
  failed: (error: unknown, value: T) => void;
}

/** A queue of edits of one value of which only the latest matters. */
export interface LatestEditQueue<T> {
  /** Saves `value` now, or after the save in flight; an older edit still waiting is dropped. */
  submit: (value: T) => void;
  /** Whether a save is in flight or waiting. */
  busy: () => boolean;
}

/**
 * Booking-phase start edits (spec 002 §4): the latest edit wins and older queued updates are
 * cancelled. One save at a time, so the server gets the edits in the order they were made; while
 * one is in flight only the newest waits. Only the outcome of the newest edit is reported: an
 * older one's failure is moot once a newer one is on its way.
 */
export function createLatestEditQueue<T, R>(
  save: (value: T) => Promise<R>,
  handlers: LatestEditHandlers<T, R>,
): LatestEditQueue<T> {
  let inFlight = false;
  let waiting: { value: T } | null = null;

  function start(value: T) {
    inFlight = true;
    save(value).then(
      (result) => finish(() => handlers.saved(result, value)),
      (error: unknown) => finish(() => handlers.failed(error, value)),
    );
  }

  function finish(report: () => void) {
    inFlight = false;
    const next = waiting;
    waiting = null;
    if (next) start(next.value);
    else report();
  }

  return {
    submit(value) {
      if (inFlight) waiting = { value };
      else start(value);
    },
    busy: () => inFlight || waiting !== null,
  };
}
