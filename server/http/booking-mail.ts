import type { Context } from 'hono';
import type { BookingChangeOptions } from '../services/email/booking-mails';
import type { AppEnv } from './env';
import { schoolClock } from './school-day';

/**
 * What a booking change needs to queue its mails (issue 20.6): the portal's address for the
 * links, the school's zone, today and the clock (waiting-list offers). `service(db, input, { …, mail: bookingMail(c) })`.
 */
export const bookingMail = (c: Context<AppEnv>): BookingChangeOptions => ({
  publicUrl: c.var.deps.publicUrl,
  timeZone: c.var.deps.timeZone,
  ...schoolClock(c),
});

/** After a change that queued mails: the outbox worker looks now rather than at its next poll. */
export const kickMails = (c: Context<AppEnv>) => c.var.deps.emailQueue?.kick();
