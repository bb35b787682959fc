import type { Context } from 'hono';
import type { BookingMailOptions } from '../services/email/booking-mails';
import type { AppEnv } from './env';
import { schoolToday } from './school-day';

/**
 * What a booking change needs to queue its mails (issue 20.6): the portal's address for the
 * links, the school's zone and today. `service(db, input, { …, mail: bookingMail(c) })`.
 */
export const bookingMail = (c: Context<AppEnv>): BookingMailOptions => ({
  publicUrl: c.var.deps.publicUrl,
  timeZone: c.var.deps.timeZone,
  today: schoolToday(c),
});

/** After a change that queued mails: the outbox worker looks now rather than at its next poll. */
export const kickMails = (c: Context<AppEnv>) => c.var.deps.emailQueue?.kick();
