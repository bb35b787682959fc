import { todayIn } from '../../../../shared/model/school-time';
import type { Database } from '../../../db/database';
import { errorDetails } from '../../../error-details';
import type { Logger } from '../../../logger';
import { sweepWaitingLists } from './offer-places';

/** Options of {@link startWaitingListSweep}. */
export interface WaitingListSweepOptions {
  db: Database;
  logger: Logger;
  publicUrl: string;
  timeZone: string;
  now?: () => Date;
  /** How often offers past their deadline are passed on. */
  everyMs?: number;
  /** After offers were mailed (the outbox worker's kick). */
  onQueued?: () => void;
}

/**
 * Passes on expired waiting-list offers and fills free places at start and then every
 * `everyMs` (a minute), as the reminders do (email/booking-reminders.ts): the project has no
 * job queue, and an offer's deadline is a moment, not a day. Reading and accepting judge an
 * offer by the request's clock as well, so one past its deadline is never taken in the minute
 * before the sweep. Answers a stop that waits for a run in progress.
 */
export function startWaitingListSweep({
  db,
  logger,
  publicUrl,
  timeZone,
  now = () => new Date(),
  everyMs = 60_000,
  onQueued,
}: WaitingListSweepOptions): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    const at = now();
    running = sweepWaitingLists(db, {
      now: at,
      mail: { publicUrl, timeZone, today: todayIn(timeZone, at) },
    }).then(
      (offered) => {
        if (offered.length > 0) {
          logger.info('waiting-list offers made', { offered: offered.length });
          onQueued?.();
        }
      },
      (error: unknown) => logger.error('waiting-list sweep failed', errorDetails(error)),
    );
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
