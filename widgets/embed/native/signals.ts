/**
 * `@preact/signals-react` for the widget build (vite.widgets.config.ts aliases it here): the part
 * of signals shared code uses (shared/state/signals.ts), in a few hundred bytes instead of
 * @preact/signals with its core (about 3 KB gzip of every widget's first paint).
 *
 * The widgets hold a handful of signals that change rarely (the session, the booking dialog's
 * flag, a snackbar), so there is no dependency graph: every write tells every listener.
 * Components subscribe with `useSignals()` (./signals-runtime.ts), which shared code calls first
 * in every component that reads a signal, as the portal's React runtime requires anyway; a
 * `computed` is evaluated when read; an `effect` runs again after any write.
 */

type Listener = () => void;

const listeners = new Set<Listener>();
let batchDepth = 0;
let changedInBatch = false;
/** Counts writes, so a component can tell it missed one between its render and subscribing. */
let writes = 0;

function changed() {
  writes++;
  if (batchDepth > 0) {
    changedInBatch = true;
    return;
  }
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` after every write to any signal; returns the unsubscribe. */
export function subscribeSignals(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** How many writes happened so far (see {@link subscribeSignals}). */
export const signalWrites = () => writes;

class Signal<T> {
  #value: T;
  constructor(value: T) {
    this.#value = value;
  }
  get value(): T {
    return this.#value;
  }
  set value(next: T) {
    if (Object.is(next, this.#value)) return;
    this.#value = next;
    changed();
  }
  peek(): T {
    return this.#value;
  }
  subscribe(callback: (value: T) => void): () => void {
    return effect(() => callback(this.#value));
  }
  toString(): string {
    return String(this.#value);
  }
  toJSON(): T {
    return this.#value;
  }
  valueOf(): T {
    return this.#value;
  }
}

class Computed<T> {
  readonly #compute: () => T;
  constructor(compute: () => T) {
    this.#compute = compute;
  }
  get value(): T {
    return this.#compute();
  }
  peek(): T {
    return this.#compute();
  }
  subscribe(callback: (value: T) => void): () => void {
    return effect(() => callback(this.#compute()));
  }
  toString(): string {
    return String(this.#compute());
  }
  toJSON(): T {
    return this.#compute();
  }
  valueOf(): T {
    return this.#compute();
  }
}

export function signal<T>(value: T): Signal<T> {
  return new Signal(value);
}

export function computed<T>(compute: () => T): Computed<T> {
  return new Computed(compute);
}

/** Runs `run` now and after every write; a function it returns is called before the next run. */
export function effect(run: () => unknown): () => void {
  let cleanup: unknown;
  const rerun = () => {
    if (typeof cleanup === 'function') cleanup();
    cleanup = run();
  };
  rerun();
  const unsubscribe = subscribeSignals(rerun);
  return () => {
    unsubscribe();
    if (typeof cleanup === 'function') cleanup();
  };
}

/** Runs `fn`; listeners hear of its writes once, when it is done. */
export function batch<T>(fn: () => T): T {
  batchDepth++;
  try {
    return fn();
  } finally {
    if (--batchDepth === 0 && changedInBatch) {
      changedInBatch = false;
      writes--;
      changed();
    }
  }
}

export function untracked<T>(fn: () => T): T {
  return fn();
}
