import type { Context } from 'hono';
import { todayIn, type SchoolClock } from '../../shared/model/school-time';
import type { AppEnv } from './env';

/** The clock of this request: `service(db, input, { session, ...schoolClock(c) })`. */
export function schoolClock(c: Context<AppEnv>): SchoolClock {
  const now = c.var.deps.now();
  return { now, today: todayIn(c.var.deps.timeZone, now) };
}

/** Today (yyyy-MM-dd) in the school's time zone, by the app's clock. */
export const schoolToday = (c: Context<AppEnv>): string => schoolClock(c).today;
