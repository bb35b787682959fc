import { sql } from 'drizzle-orm';
import { datePartsIn, isoDateIn } from '../../shared/model/school-time';
import type { Logger } from '../logger';
import type { OpenedDatabase } from './database';
import { errorDetails } from '../error-details';

/** The school-local hour of the nightly VACUUM ANALYZE: nobody books at three in the morning. */
export const UPKEEP_HOUR = 3;
/** How often the clock is looked at; the nightly run starts within this of UPKEEP_HOUR. */
const CHECK_EVERY_MS = 10 * 60 * 1000;

/**
 * Whether the nightly run is due at `now`: it is UPKEEP_HOUR or later in the school's time zone
 * and the run has not happened on this local date yet (a server started at noon waits for the
 * next night; the start itself ran ANALYZE).
 */
export function isUpkeepDue(now: Date, timeZone: string, lastRunDate: string | null): boolean {
  const today = isoDateIn(timeZone, now);
  return datePartsIn(timeZone, now).hour === UPKEEP_HOUR && lastRunDate !== today;
}

/**
 * PostgreSQL's autovacuum for embedded PGlite, which has none running: without it the planner
 * never gets statistics (every estimate a default guess) and no index-only scan is possible
 * (the visibility map stays empty), which on the large seed made the service list 2.4× slower.
 *
 * - At start: ANALYZE (samples each table, seconds on the large seed), in the background.
 * - Every night at UPKEEP_HOUR in the school's time zone: VACUUM ANALYZE. PGlite runs one
 *   statement at a time, so requests wait while it runs; at night that is nobody.
 *
 * Nothing to do on a PostgreSQL server, whose autovacuum does this. Answers a stop function
 * that waits for a run in progress, so the database is closed after it.
 */
export function startPgliteUpkeep(
  database: Pick<OpenedDatabase, 'db' | 'kind'>,
  {
    logger,
    timeZone,
    now = () => new Date(),
  }: { logger: Logger; timeZone: string; now?: () => Date },
): () => Promise<void> {
  if (database.kind !== 'pglite') return async () => {};
  let lastRunDate: string | null = isoDateIn(timeZone, now());
  let running: Promise<void> | null = null;

  const run = (statement: 'analyze' | 'vacuum analyze') => {
    if (running) return;
    const started = performance.now();
    running = database.db
      .execute(statement === 'analyze' ? sql`analyze` : sql`vacuum analyze`)
      .then(() =>
        logger.info('database upkeep done', {
          statement,
          ms: Math.round(performance.now() - started),
        }),
      )
      .catch((error: unknown) => logger.warn('database upkeep failed', errorDetails(error)))
      .finally(() => (running = null));
  };

  run('analyze');
  const timer = setInterval(() => {
    if (!isUpkeepDue(now(), timeZone, lastRunDate)) return;
    lastRunDate = isoDateIn(timeZone, now());
    run('vacuum analyze');
  }, CHECK_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
