import { serverBusy } from '../../errors';

/** Options of {@link createHashLimit}. */
export interface HashLimitOptions {
  /** Hashes computed at once. scrypt runs on libuv's pool (4 threads) and takes 128 MB each. */
  concurrency?: number;
  /** Hashes allowed to wait for a slot; one more is refused at once with 503. */
  queue?: number;
}

/** A bound on work running at once, with a short queue; see {@link createHashLimit}. */
export interface HashLimit {
  /** Runs `work` when a slot is free; throws the 503 `error.serverBusy` at once when full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** How many run now, and the most that ever ran at once (for tests and diagnostics). */
  readonly running: number;
  readonly peak: number;
}

/**
 * Bounds the password hashing. Each scrypt takes about 250 ms of a CPU core: a flood of
 * sign-ins queued without bound makes a real one wait for all of them (seen: 15 s behind 50),
 * so beyond a short queue a request is refused at once instead and may try again in a second.
 */
export function createHashLimit({ concurrency = 4, queue = 16 }: HashLimitOptions = {}): HashLimit {
  let running = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];

  async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= queue) throw serverBusy();
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running++;
    }
    // Here this call holds a slot: either taken above or handed over by a finishing one.
    peak = Math.max(peak, running);
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  return {
    run,
    get running() {
      return running;
    },
    get peak() {
      return peak;
    },
  };
}
