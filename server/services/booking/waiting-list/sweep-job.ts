import { todayIn } from '../../../../shared/model/school-time';
import type { Database } from '../../../db/database';
import type { Logger } from '../../../logger';
import { startPeriodicJob } from '../../../periodic-job';
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
 * `everyMs` (a minute: an offer's deadline is a moment, not a day), as the reminders run
 * (periodic-job.ts). Reading and accepting judge an offer by the request's clock as well, so one
 * past its deadline is never taken in the minute before the sweep. Answers a stop that waits
 * for a run in progress.
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
  return startPeriodicJob({
    logger,
    everyMs,
    onQueued,
    name: 'waiting-list offers',
    run: async () => {
      const at = now();
      const mail = { publicUrl, timeZone, today: todayIn(timeZone, at) };
      return (await sweepWaitingLists(db, { now: at, mail })).length;
    },
  });
}
