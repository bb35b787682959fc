import { errorDetails } from './error-details';
import type { Logger } from './logger';

/** Options of {@link startPeriodicJob}. */
export interface PeriodicJobOptions {
  logger: Logger;
  /** How often `run` starts (the first time at once). */
  everyMs: number;
  /** One run; answers how many mails it queued. */
  run: () => Promise<number>;
  /** The log lines: `${name} queued` with the count, `${name} failed` with the error. */
  name: string;
  /** After a run queued mails (the outbox worker's kick). */
  onQueued?: () => void;
}

/**
 * Runs `run` at start and then every `everyMs` (the reminders, the waiting-list sweep): the
 * project has no job queue. A failed run is logged and the next one tries again. Answers a stop
 * that waits for a run in progress.
 */
export function startPeriodicJob({
  logger,
  everyMs,
  run,
  name,
  onQueued,
}: PeriodicJobOptions): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = run().then(
      (queued) => {
        if (queued > 0) {
          logger.info(`${name} queued`, { queued });
          onQueued?.();
        }
      },
      (error: unknown) => logger.error(`${name} failed`, errorDetails(error)),
    );
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
