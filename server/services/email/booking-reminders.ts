import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { todayIn } from '../../../shared/model/school-time';
import type { Database } from '../../db/database';
import { bookingNotices, bookings, eventReminderTexts, events } from '../../db/schema';
import type { Logger } from '../../logger';
import { startPeriodicJob } from '../../periodic-job';
import { queueBookingMails } from './booking-mails';

/** `yyyy-MM-dd` plus days (UTC arithmetic on a calendar date). */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Options of {@link queueDueReminders}. */
export interface ReminderOptions {
  publicUrl: string;
  timeZone: string;
  today: string;
  /** How many days before a booking's first day its reminders go (EMAIL_REMINDER_DAYS). */
  daysBefore: number;
}

/**
 * The reminder texts of services (spec 002 §2.1 Email tab; issue 20.6): every accepted booking
 * whose first day (its own start, else the service's) is `daysBefore` days away or nearer, and
 * not past, gets each of its service's reminder texts once, under the protective "Service
 * reminder" template, with a copy to the notification addresses. The notice row and the mail
 * are written in one transaction, so a run repeated (or two processes) mails once.
 */
export async function queueDueReminders(
  db: Database,
  { publicUrl, timeZone, today, daysBefore }: ReminderOptions,
): Promise<number> {
  const firstDay = sql<string>`coalesce(${bookings.startDate}, ${events.startDate})`;
  const due = await db
    .select({
      bookingId: bookings.id,
      name: eventReminderTexts.name,
      text: eventReminderTexts.text,
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(eventReminderTexts, eq(eventReminderTexts.eventId, bookings.eventId))
    .leftJoin(
      bookingNotices,
      and(
        eq(bookingNotices.bookingId, bookings.id),
        eq(bookingNotices.notice, sql`'reminder:' || ${eventReminderTexts.name}`),
      ),
    )
    .where(
      and(
        eq(bookings.bookingStatus, 'ACCEPTED'),
        isNull(events.canceledAt),
        gte(firstDay, today),
        lte(firstDay, plusDays(today, daysBefore)),
        isNull(bookingNotices.bookingId),
      ),
    );
  if (due.length === 0) return 0;
  return db.transaction(async (tx) => {
    const noticed = await tx
      .insert(bookingNotices)
      .values(due.map((row) => ({ bookingId: row.bookingId, notice: `reminder:${row.name}` })))
      .onConflictDoNothing()
      .returning({ bookingId: bookingNotices.bookingId, notice: bookingNotices.notice });
    const fresh = new Set(noticed.map((row) => `${row.bookingId}:${row.notice}`));
    return queueBookingMails(
      tx,
      due
        .filter((row) => fresh.has(`${row.bookingId}:reminder:${row.name}`))
        .map((row) => ({ bookingId: row.bookingId, kind: 'reminder', reminderText: row.text })),
      { publicUrl, timeZone, today },
    );
  });
}

/** Options of {@link startReminders}. */
export interface ReminderJobOptions extends Omit<ReminderOptions, 'today'> {
  db: Database;
  logger: Logger;
  now?: () => Date;
  /** How often due reminders are looked for. */
  everyMs?: number;
  /** After reminders were queued (the outbox worker's kick). */
  onQueued?: () => void;
}

/**
 * Looks for due reminders at start and then every `everyMs` (15 minutes), so a reminder goes
 * out on the morning it becomes due whenever the server runs. Answers a stop that waits for a
 * run in progress.
 */
export function startReminders({
  db,
  logger,
  now = () => new Date(),
  everyMs = 15 * 60_000,
  onQueued,
  ...options
}: ReminderJobOptions): () => Promise<void> {
  return startPeriodicJob({
    logger,
    everyMs,
    onQueued,
    name: 'reminders',
    run: () => queueDueReminders(db, { ...options, today: todayIn(options.timeZone, now()) }),
  });
}
